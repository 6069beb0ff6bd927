// Builds a Topology from the axes in argv[2] (JSON) and checks every group by communicating:
// an all-gather of the global ranks over each group must give the ranks the topology names.
// Prints {"rank", "coordinates", "groups": {name: ranks}, "gathered": {name: ranks}} or {"error"}.
import { torch, Topology, MESH_ORDER, DOMAIN_AXES } from '../../../dist/src/index.js';

const dist = torch.distributed;
const axes = JSON.parse(process.argv[2]);
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 30_000 });
const rank = dist.getRank();
let topology;
try {
  topology = await Topology.create({ axes });
} catch (err) {
  console.log(JSON.stringify({ rank, error: err.message }));
  await dist.destroyProcessGroup();
  process.exit(0);
}
const groups = {};
const gathered = {};
for (const name of [...MESH_ORDER, ...Object.keys(DOMAIN_AXES)]) {
  groups[name] = topology.ranks(name);
  const g = topology.group(name);
  if (!g) {
    gathered[name] = [rank];
    continue;
  }
  const outs = g.ranks.map(() => torch.zeros([1], { dtype: 'int64' }));
  await g.allGather(outs, torch.tensor([rank], { dtype: 'int64' }), { async: true }).wait();
  gathered[name] = outs.map((t) => Number(t.item()));
}
const [dataSum] = await topology.reduce('data', [rank + 1]);
console.log(JSON.stringify({ rank, coordinates: topology.coordinates, groups, gathered, dataSum, text: topology.toString() }));
await dist.destroyProcessGroup();
