// The sequence-parallel operators at float64 against the whole computation in one process:
// every rank builds the same whole tensors (and, where the ranks' inputs differ, every rank's,
// from seeds per rank), runs the operator on its part, and compares its forward output and
// gradients with its part of the whole computation's. Prints the largest error of each check
// relative to the largest element of the expected tensor, and the message for a sequence that
// does not divide by the group size.
import {
  nn, torch, gatherFromSequenceParallel, gatherFromTensorParallel, reduceScatterToSequenceParallel, scatterToSequenceParallel, linearWithSequenceGather, SequenceParallelNorm,
} from '../../../dist/src/index.js';

torch.setNumThreads(1);
await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const group = torch.distributed.getDefaultGroup();
const [N, r] = [group.size, group.rank];
const dtype = 'float64';
const [B, T, C, O] = [3, 4 * N, 5, 6];
const seeded = (seed, shape) => {
  torch.manualSeed(seed);
  return torch.randn(shape, { dtype });
};
const slice = (t, k = r) => t.narrow(1, k * (T / N), T / N).contiguous();
const leaf = (t) => t.detach().clone().requiresGrad_(true);
const errors = {};
let autocastDtypes = null;
function check(name, actual, expected) {
  const a = Array.from(actual.detach().flatten().toArray());
  const e = Array.from(expected.detach().flatten().toArray());
  if (a.length !== e.length) throw new Error(`${name}: ${a.length} elements, expected ${e.length}`);
  const scale = Math.max(...e.map(Math.abs));
  errors[name] = Math.max(...a.map((v, i) => Math.abs(v - e[i]))) / scale;
}

const whole = seeded(1, [B, T, C]);
const upstream = seeded(2, [B, T, C]);
const perRank = (seed, shape) => Array.from({ length: N }, (_, k) => seeded(seed + 100 * k, shape));

// All-gather forward; backward the reduce-scatter of partial gradients (each rank's own upstream).
{
  const partials = perRank(3, [B, T, C]);
  const x = leaf(slice(whole));
  const y = gatherFromSequenceParallel(x, group, 'reduce-scatter');
  check('gather forward', y, whole);
  y.mul(partials[r]).sum().backward();
  check('gather backward (reduce-scatter)', x.grad, slice(partials.reduce((a, b) => a.add(b))));
}
// All-gather forward; backward this rank's slice of a gradient every rank computed alike.
{
  const x = leaf(slice(whole));
  gatherFromSequenceParallel(x, group, 'split').mul(upstream).sum().backward();
  check('gather backward (split)', x.grad, slice(upstream));
}
// Reduce-scatter forward (each rank's own partial input); backward all-gathers the gradient.
{
  const inputs = perRank(4, [B, T, C]);
  const x = leaf(inputs[r]);
  const y = reduceScatterToSequenceParallel(x, group);
  check('reduce-scatter forward', y, slice(inputs.reduce((a, b) => a.add(b))));
  y.mul(slice(upstream)).sum().backward();
  check('reduce-scatter backward', x.grad, upstream);
}
// Scatter forward (whole, equal input); backward all-gathers the gradient.
{
  const x = leaf(whole);
  const y = scatterToSequenceParallel(x, group);
  check('scatter forward', y, slice(whole));
  y.mul(slice(upstream)).sum().backward();
  check('scatter backward', x.grad, upstream);
}
// The column layer's product: this rank's rows of the weight on the gathered sequence.
{
  const weights = perRank(5, [O, C]);
  const biases = perRank(6, [O]);
  const grads = perRank(7, [B, T, O]);
  const x = leaf(slice(whole));
  const w = leaf(weights[r]);
  const b = leaf(biases[r]);
  const y = linearWithSequenceGather(x, w, b, group);
  const xr = leaf(whole);
  const wr = leaf(weights[r]);
  const br = leaf(biases[r]);
  const yr = nn.functional.linear(xr, wr, br);
  check('column product forward', y, yr);
  y.mul(grads[r]).sum().backward();
  yr.mul(grads[r]).sum().backward();
  check('column product weight gradient', w.grad, wr.grad);
  check('column product bias gradient', b.grad, br.grad);
  // The input's gradient sums every rank's columns: the whole layer's, on this rank's slice.
  const total = weights.map((wk, k) => grads[k].matmul(wk)).reduce((a, c) => a.add(c));
  check('column product input gradient', x.grad, slice(total));
}
// Under bf16 autocast (float32 inputs): the product runs in bf16, each gradient comes back in its input's dtype.
{
  const f32 = (t) => t.to('float32');
  const weights = perRank(5, [O, C]).map(f32);
  const grads = perRank(7, [B, T, O]).map(f32);
  const x = leaf(f32(slice(whole)));
  const w = leaf(weights[r]);
  const y = torch.autocast('cpu', { dtype: 'bfloat16' }, () => linearWithSequenceGather(x, w, null, group));
  y.float().mul(grads[r]).sum().backward();
  autocastDtypes = [y.dtype, x.grad.dtype, w.grad.dtype];
  check('column product under bf16 autocast, weight gradient', w.grad, grads[r].reshape(-1, O).t().mm(f32(whole).reshape(-1, C)));
  check('column product under bf16 autocast, input gradient', x.grad, slice(weights.map((wk, k) => grads[k].matmul(wk)).reduce((a, c) => a.add(c))));
}
// Norms on a slice: outputs are the whole norm's slice; weight gradients the whole sequence's.
for (const [name, make] of [['layer-norm', () => new nn.LayerNorm(C)], ['rms-norm', () => new nn.RMSNorm(C, { eps: 1e-6 })]]) {
  torch.manualSeed(8);
  const ref = make().to(dtype);
  const source = make().to(dtype);
  torch.noGrad(() => {
    for (const [n, p] of ref.namedParameters()) {
      const v = seeded(9 + n.length, p.shape);
      p.copy_(v);
      source.getParameter(n).copy_(v);
    }
  });
  const norm = new SequenceParallelNorm(source, group);
  const x = leaf(slice(whole));
  const y = norm.call(x);
  const yr = ref.call(leaf(whole));
  check(`${name} forward`, y, slice(yr));
  y.mul(slice(upstream)).sum().backward();
  yr.mul(upstream).sum().backward();
  for (const [n, p] of ref.namedParameters()) check(`${name} ${n} gradient`, norm.getParameter(n).grad, p.grad);
}
// In inference mode (evaluation), where the collectives' buffers must still be writable by the backend.
torch.inferenceMode(() => {
  check('gather forward, inference mode', gatherFromSequenceParallel(slice(whole), group), whole);
  const inputs = perRank(4, [B, T, C]);
  check('reduce-scatter forward, inference mode', reduceScatterToSequenceParallel(inputs[r], group), slice(inputs.reduce((a, b) => a.add(b))));
  // The features' all-gather (a column-parallel head's gatherOutput) likewise.
  check('feature gather forward, inference mode', gatherFromTensorParallel(whole.narrow(2, r, 1), group), whole.narrow(2, 0, N));
});
let indivisible = null;
try {
  scatterToSequenceParallel(torch.zeros([2, T + 1, C], { dtype }), group);
} catch (e) {
  indivisible = e.message;
}
console.log(JSON.stringify({ rank: r, errors, autocastDtypes, indivisible }));
