// Runs every collective on every rank, for several dtypes, in the synchronous and the
// asynchronous form, and checks each result against the collective's definition (every rank
// knows every rank's inputs). Prints {"checked": n, "failures": [...]}.
import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
const mode = process.argv[2] ?? 'sync';
const pg = await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 30_000 });
const rank = dist.getRank();
const world = dist.getWorldSize();
const failures = [];
let checked = 0;

const isFloat = (d) => d.startsWith('float');
const base = (r, n, dtype) => torch.arange(n, { dtype: 'float64' }).mul(r + 1).add(r).to({ dtype });
const vals = (t) => Array.from(t.toArray(), Number);
function check(name, got, expected) {
  checked++;
  const g = Array.isArray(got) ? got : vals(got);
  const e = Array.isArray(expected) ? expected : vals(expected);
  const ok = g.length === e.length && g.every((v, i) => Math.abs(v - e[i]) <= 1e-5 * Math.max(1, Math.abs(e[i])));
  if (!ok) failures.push({ name, got: g, expected: e });
}
const ranks = [...Array(world).keys()];
const reduceAll = (op, dtype) =>
  ranks.map((r) => base(r, 6, dtype)).reduce((a, b) =>
    op === 'sum' || op === 'avg' ? a.add(b) : op === 'product' ? a.mul(b) : op === 'min' ? torch.minimum(a, b) : torch.maximum(a, b));

// Runs a collective in the chosen form: sync returns after completion; async awaits wait().
async function run(fn) {
  if (mode === 'sync') {
    const r = fn({});
    if (r !== undefined) throw new Error('the synchronous form returned a value');
  } else {
    const work = fn({ async: true });
    if (!(work instanceof dist.Work)) throw new Error('the asynchronous form did not return a Work');
    await work.wait();
  }
}

for (const dtype of ['float32', 'float64', 'int32', 'int64']) {
  for (const op of ['sum', 'product', 'min', 'max', ...(isFloat(dtype) ? ['avg'] : [])]) {
    const t = base(rank, 6, dtype);
    await run((o) => dist.allReduce(t, { op, ...o }));
    let expected = reduceAll(op, dtype);
    if (op === 'avg') expected = expected.div(world);
    check(`allReduce ${op} ${dtype}`, t, expected);
  }

  // Several tensors in one collective: each is reduced on its own, not summed into the others.
  for (const op of ['sum', ...(isFloat(dtype) ? ['avg'] : [])]) {
    const parts = [base(rank, 6, dtype), base(rank, 6, dtype).mul(3).reshape([2, 3])];
    await run((o) => pg.allReduceMany(parts, { op, ...o }));
    const whole = op === 'avg' ? reduceAll('sum', dtype).div(world) : reduceAll('sum', dtype);
    check(`allReduceMany ${op} ${dtype} [0]`, parts[0], whole);
    check(`allReduceMany ${op} ${dtype} [1]`, parts[1].reshape([-1]), whole.mul(3));
  }

  const src = world - 1;
  const b = base(rank, 5, dtype);
  await run((o) => dist.broadcast(b, src, o));
  check(`broadcast ${dtype}`, b, base(src, 5, dtype));

  const dst = 1 % world;
  const rt = base(rank, 6, dtype);
  await run((o) => dist.reduce(rt, dst, { op: 'max', ...o }));
  if (rank === dst) check(`reduce max ${dtype}`, rt, reduceAll('max', dtype));

  const outs = ranks.map(() => torch.zeros([4], { dtype }));
  await run((o) => dist.allGather(outs, base(rank, 4, dtype), o));
  ranks.forEach((r) => check(`allGather[${r}] ${dtype}`, outs[r], base(r, 4, dtype)));

  const gl = rank === 0 ? ranks.map(() => torch.zeros([3], { dtype })) : null;
  await run((o) => dist.gather(base(rank, 3, dtype), gl, 0, o));
  if (rank === 0) ranks.forEach((r) => check(`gather[${r}] ${dtype}`, gl[r], base(r, 3, dtype)));

  const sl = rank === 0 ? ranks.map((r) => base(10 + r, 3, dtype)) : null;
  const so = torch.zeros([3], { dtype });
  await run((o) => dist.scatter(so, sl, 0, o));
  check(`scatter ${dtype}`, so, base(10 + rank, 3, dtype));

  // reduceScatter: rank s contributes input[k] = base(10*k + s); rank r receives the sum over s of input[r].
  const rsIn = ranks.map((k) => base(10 * k + rank, 4, dtype));
  const rsOut = torch.zeros([4], { dtype });
  await run((o) => dist.reduceScatter(rsOut, rsIn, { op: 'sum', ...o }));
  check(`reduceScatter sum ${dtype}`, rsOut, ranks.map((s) => base(10 * rank + s, 4, dtype)).reduce((a, c) => a.add(c)));

  // allToAll with uneven sizes: rank r sends k+1 values r*10+k to rank k.
  const a2aIn = ranks.map((k) => torch.full([k + 1], rank * 10 + k, { dtype }));
  const a2aOut = ranks.map(() => torch.zeros([rank + 1], { dtype }));
  await run((o) => dist.allToAll(a2aOut, a2aIn, o));
  ranks.forEach((k) => check(`allToAll[${k}] ${dtype}`, a2aOut[k], Array(rank + 1).fill(k * 10 + rank)));

  // send/recv around a ring (even ranks send first, so that the synchronous form cannot deadlock).
  const next = (rank + 1) % world;
  const prev = (rank - 1 + world) % world;
  const got = torch.zeros([2], { dtype });
  const mine = torch.full([2], rank + 7, { dtype });
  if (mode === 'sync') {
    if (rank % 2 === 0) {
      dist.send(mine, next);
      dist.recv(got, prev);
    } else {
      dist.recv(got, prev);
      dist.send(mine, next);
    }
  } else {
    const ws = [dist.isend(mine, next), dist.irecv(got, prev)];
    await Promise.all(ws.map((w) => w.wait()));
  }
  check(`send/recv ${dtype}`, got, [prev + 7, prev + 7]);
}

await run((o) => dist.barrier(o));
checked++;

// A subgroup of the ranks 1..world-1 (PyTorch's new_group): sums over its members only.
const sub = await dist.newGroup(ranks.slice(1));
if (sub) {
  const t = torch.tensor([rank], { dtype: 'float32' });
  await run((o) => dist.allReduce(t, { group: sub, ...o }));
  check('newGroup allReduce', t, [ranks.slice(1).reduce((a, c) => a + c, 0)]);
  if (dist.getRank(sub) !== rank - 1) failures.push({ name: 'newGroup rank', got: dist.getRank(sub), expected: rank - 1 });
} else if (rank !== 0) {
  failures.push({ name: 'newGroup membership', got: null, expected: 'a group' });
}

await dist.destroyProcessGroup();
console.log(JSON.stringify({ rank, world, checked, failures, sequence: pg.rank }));
