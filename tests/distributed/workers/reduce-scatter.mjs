// reduceScatterTensor on 1,000,003 float32 values per rank (padded to a multiple of the world
// size): compares the result bit for bit with the rank-order float32 sum computed here in
// JavaScript, and measures the bytes this process wrote to its sockets (/proc/self/io's wchar
// counts every write()/writev(), which is how Gloo's TCP transport sends) during the call.
// Also checks allGatherIntoTensor, batchIsendIrecv and the other reduce ops on small inputs.
import { readFileSync } from 'node:fs';

import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 30_000 });
const rank = dist.getRank();
const world = dist.getWorldSize();
const group = dist.getDefaultGroup();
const failures = [];
const check = (name, ok, detail) => {
  if (!ok) failures.push({ name, detail });
};

const N = Number(process.env.RS_N ?? 1_000_003); // RS_N: a smaller size for a quick manual run
const k = Math.ceil(N / world);

// Rank s's value at index i: a hash spread over magnitudes 1e-8..1e3 with both signs, so that
// the order of the additions changes the rounded result.
function value(s, i) {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(s + 7, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 13;
  const u = (h >>> 0) / 4294967296;
  const exp = ((h >>> 3) % 12) - 8;
  return (u - 0.5) * 10 ** exp;
}
function inputOf(s) {
  const a = new Float32Array(world * k);
  for (let i = 0; i < N; i++) a[i] = value(s, i);
  return a;
}

const wchar = () => Number(/wchar:\s*(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))[1]);

// The reference: this rank's chunk summed over ranks in rank order, in float32.
const expected = new Float32Array(k);
{
  const f = Math.fround;
  for (let i = 0; i < k; i++) {
    const g = rank * k + i;
    let acc = g < N ? f(value(0, g)) : 0;
    for (let s = 1; s < world; s++) acc = f(acc + (g < N ? f(value(s, g)) : 0));
    expected[i] = acc;
  }
}
const expectedBits = new Uint32Array(expected.buffer);
function mismatches(t) {
  const got = new Uint32Array(new Float32Array(t.toArray()).buffer);
  let n = 0;
  for (let i = 0; i < k; i++) if (got[i] !== expectedBits[i]) n++;
  return n;
}

const input = torch.fromTypedArray(inputOf(rank), [world * k]);
const inputBytes = world * k * 4;

// Synchronous, with the bytes written during the call.
const out = torch.zeros([k]);
group.resetTraffic();
dist.barrier();
let w0 = wchar();
dist.reduceScatterTensor(out, input);
const rsWritten = wchar() - w0;
const counted = group.traffic().reduceScatterTensor;
const rsMismatches = mismatches(out);

// Asynchronous, and the list form, give the same bits.
const outAsync = torch.zeros([k]);
await dist.reduceScatterTensor(outAsync, input, { async: true }).wait();
check('async bitwise', mismatches(outAsync) === 0, mismatches(outAsync));
const outList = torch.zeros([k]);
dist.reduceScatter(outList, input.chunk(world));
check('list form bitwise', mismatches(outList) === 0, mismatches(outList));

// The all-reduce that reduceScatter used before, for comparison.
const arBuf = input.clone();
dist.barrier();
w0 = wchar();
dist.allReduce(arBuf);
const arWritten = wchar() - w0;

// allGatherIntoTensor: rank r's input at offset r*k of one flat output.
const gathered = torch.zeros([world * k]);
dist.barrier();
w0 = wchar();
dist.allGatherIntoTensor(gathered, out);
const agWritten = wchar() - w0;
const agCounted = group.traffic().allGatherIntoTensor;
{
  const g = gathered.toArray();
  const mine = g.subarray(rank * k, rank * k + k);
  check('allGatherIntoTensor own chunk', new Uint32Array(new Float32Array(mine).buffer).every((b, i) => b === expectedBits[i]), null);
}
// Small, for every rank's chunk: gather [r, r, r] of shape [3] into a [world, 3] output (async).
{
  const small = torch.full([3], rank + 0.5);
  const o = torch.zeros([world, 3]);
  await dist.allGatherIntoTensor(o, small, { async: true }).wait();
  const expect = [...Array(world).keys()].flatMap((r) => [r + 0.5, r + 0.5, r + 0.5]);
  check('allGatherIntoTensor small', JSON.stringify(Array.from(o.toArray())) === JSON.stringify(expect), Array.from(o.toArray()));
}

// Other reduce ops on small integer and float inputs: rank s's chunk r holds s*10 + r + 1.
for (const [op, dtype] of [['sum', 'int64'], ['avg', 'float64'], ['max', 'float32'], ['min', 'int32'], ['product', 'float64']]) {
  const vals = [...Array(world).keys()].flatMap((r) => [rank * 10 + r + 1, rank * 10 + r + 2]);
  const inp = torch.tensor(vals, { dtype });
  const o = torch.zeros([2], { dtype });
  dist.reduceScatterTensor(o, inp, { op });
  const col = (j) => [...Array(world).keys()].map((s) => s * 10 + rank + 1 + j);
  const red = (xs) =>
    op === 'sum' ? xs.reduce((a, b) => a + b) : op === 'avg' ? xs.reduce((a, b) => a + b) / world : op === 'max' ? Math.max(...xs) : op === 'min' ? Math.min(...xs) : xs.reduce((a, b) => a * b);
  const got = Array.from(o.toArray(), Number);
  const exp = [red(col(0)), red(col(1))];
  check(`reduceScatterTensor ${op} ${dtype}`, got.every((v, i) => Math.abs(v - exp[i]) <= 1e-9 * Math.abs(exp[i])), { got, exp });
}

// In place, as sharded training uses them: the output is this rank's chunk of the input
// (reduce-scatter), the input this rank's chunk of the output (all-gather).
{
  const buf = torch.tensor([...Array(world).keys()].flatMap((r) => [rank + r, 10 * rank + r]), { dtype: 'float64' });
  dist.reduceScatterTensor(buf.narrow(0, rank * 2, 2), buf);
  const sum = (f) => [...Array(world).keys()].reduce((a, s) => a + f(s), 0);
  const mine = Array.from(buf.narrow(0, rank * 2, 2).toArray());
  check('reduceScatterTensor in place', mine[0] === sum((s) => s + rank) && mine[1] === sum((s) => 10 * s + rank), mine);
  const all = torch.zeros([world * 2], { dtype: 'float64' });
  all.narrow(0, rank * 2, 2).copy_(torch.tensor([rank, -rank], { dtype: 'float64' }));
  dist.allGatherIntoTensor(all, all.narrow(0, rank * 2, 2));
  const expect = [...Array(world).keys()].flatMap((r) => [r, -r]);
  check('allGatherIntoTensor in place', Array.from(all.toArray()).every((v, i) => v === expect[i]), Array.from(all.toArray()));
}

// Bad sizes name the rule.
let badSize = null;
try {
  dist.reduceScatterTensor(torch.zeros([3]), torch.zeros([3 * world + 1]));
} catch (e) {
  badSize = e.message;
}

// batchIsendIrecv: every rank sends to the next and receives from the previous, all posted at
// once (each rank "sends first", which with blocking sends would wait forever).
{
  const next = (rank + 1) % world;
  const prev = (rank - 1 + world) % world;
  const sendBuf = torch.full([5], rank * 100 + 0.5);
  const recvBuf = torch.zeros([5]);
  const works = dist.batchIsendIrecv([new dist.P2POp(dist.isend, sendBuf, next, { tag: 3 }), new dist.P2POp(dist.irecv, recvBuf, prev, { tag: 3 })]);
  await Promise.all(works.map((w) => w.wait()));
  check('batchIsendIrecv ring', Array.from(recvBuf.toArray()).every((v) => v === prev * 100 + 0.5), Array.from(recvBuf.toArray()));
}

// A completed collective releases its buffers at once, not when the garbage collector gets to
// its Work: 40 reduce-scatters and all-gathers of the full input, each Work kept alive.
const rssBefore = process.memoryUsage().rss;
const kept = [];
for (let i = 0; i < 40; i++) {
  const w = dist.reduceScatterTensor(out, input, { async: true });
  await w.wait();
  const g = dist.allGatherIntoTensor(gathered, out, { async: true });
  await g.wait();
  kept.push(w, g);
}
const rssGrowth = process.memoryUsage().rss - rssBefore;

await dist.destroyProcessGroup();
console.log(
  JSON.stringify({
    world,
    inputBytes,
    rsMismatches,
    rsCounted: counted,
    rsWritten,
    arWritten,
    agWritten,
    agCounted,
    badSize,
    rssGrowth,
    failures,
  }),
);
