// The TypeScript side of a group shared with a Python PyTorch process (interop.py runs the
// same sequence of collectives). Prints the results.
import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
// PyTorch's ranks do not announce themselves at the rendezvous: no member check.
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000, checkMembers: false });
const rank = dist.getRank();
const world = dist.getWorldSize();
const a = torch.tensor([rank + 1, 10 * (rank + 1)], { dtype: 'float32' });
dist.allReduce(a);
const b = torch.tensor([rank * 3, -rank], { dtype: 'int64' });
await dist.allReduce(b, { op: 'max', async: true }).wait();
const c = torch.tensor([rank + 0.5], { dtype: 'float64' });
dist.broadcast(c, world - 1);
const gathered = [...Array(world).keys()].map(() => torch.zeros([2], { dtype: 'float32' }));
dist.allGather(gathered, torch.tensor([rank, rank * rank], { dtype: 'float32' }));
const sub = await dist.newGroup([0, 1]);
const d = torch.tensor([rank + 100], { dtype: 'float32' });
if (sub) dist.allReduce(d, { group: sub });
dist.barrier();
const out = { rank, allReduce: Array.from(a.toArray()), max: Array.from(b.toArray(), Number), broadcast: c.item(), allGather: gathered.map((g) => Array.from(g.toArray())), sub: d.item() };
await dist.destroyProcessGroup();
console.log(JSON.stringify(out));
