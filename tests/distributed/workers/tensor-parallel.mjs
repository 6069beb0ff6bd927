// Tensor-parallel layers against the unsplit ones, in the dtype of argv[2]. Every rank builds
// the same MLP (Linear 8→16, GELU, Linear 16→8), splits it column- then row-wise over the
// world, and compares forward outputs, input and parameter gradients (its slices) and, after
// 10 SGD steps, parameters. Prints the largest errors relative to each tensor's largest
// element, also in ulps of that element.
import { nn, optim, torch, ColumnParallelLinear, RowParallelLinear } from '../../../dist/src/index.js';

const dtype = process.argv[2] ?? 'float64';
torch.setNumThreads(1);
await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const group = torch.distributed.getDefaultGroup();
const N = group.size;
const r = group.rank;

torch.manualSeed(3);
const l1 = new nn.Linear(8, 16).to(dtype);
const l2 = new nn.Linear(16, 8).to(dtype);
const col = new ColumnParallelLinear(l1, group);
const row = new RowParallelLinear(l2, group);
const gathered = new ColumnParallelLinear(l1, group, { gatherOutput: true });
const xs = torch.randn([11, 5, 8], { dtype });
const ws = torch.randn([11, 5, 8], { dtype });

const flat = (t) => Array.from(t.detach().flatten().toArray());
const eps = dtype === 'float64' ? 2 ** -52 : 2 ** -23;
const worst = { rel: 0, ulps: 0 };
function compare(a, b) {
  const x = flat(a);
  const y = flat(b);
  if (x.length !== y.length) throw new Error(`shape mismatch ${a.shape} vs ${b.shape}`);
  const scale = Math.max(...y.map(Math.abs), 1e-300);
  x.forEach((v, i) => {
    const d = Math.abs(v - y[i]);
    worst.rel = Math.max(worst.rel, d / scale);
    // In ulps of the tensor's largest element (near-zero elements carry cancellation error).
    worst.ulps = Math.max(worst.ulps, d / (eps * scale));
  });
}
const rows = (t, n) => t.narrow(0, r * (t.shape[0] / n), t.shape[0] / n);
const cols = (t, n) => t.narrow(1, r * (t.shape[1] / n), t.shape[1] / n);

// Forward and backward, one batch.
const x = xs.select(0, 0).clone().requiresGrad_(true);
const xr = xs.select(0, 0).clone().requiresGrad_(true);
const ref = l2.call(nn.functional.gelu(l1.call(x)));
const out = row.call(nn.functional.gelu(col.call(xr)));
compare(out, ref);
compare(gathered.call(xs.select(0, 0)), l1.call(xs.select(0, 0)));
ref.mul(ws.select(0, 0)).sum().backward();
out.mul(ws.select(0, 0)).sum().backward();
const forwardBackward = { ...worst };
compare(xr.grad, x.grad);
compare(col.weight.grad, rows(l1.weight.grad, N));
compare(col.bias.grad, rows(l1.bias.grad, N));
compare(row.weight.grad, cols(l2.weight.grad, N));
compare(row.bias.grad, l2.bias.grad);
const gradients = { ...worst };

// Ten SGD steps on both.
worst.rel = 0;
worst.ulps = 0;
const refOpt = new optim.SGD([...l1.parameters(), ...l2.parameters()], { lr: 0.1 });
const opt = new optim.SGD([...col.parameters(), ...row.parameters()], { lr: 0.1 });
refOpt.zeroGrad();
opt.zeroGrad();
for (let s = 1; s <= 10; s++) {
  l2.call(nn.functional.gelu(l1.call(xs.select(0, s)))).mul(ws.select(0, s)).sum().backward();
  row.call(nn.functional.gelu(col.call(xs.select(0, s)))).mul(ws.select(0, s)).sum().backward();
  refOpt.step();
  opt.step();
  refOpt.zeroGrad();
  opt.zeroGrad();
}
compare(col.weight, rows(l1.weight, N));
compare(col.bias, rows(l1.bias, N));
compare(row.weight, cols(l2.weight, N));
compare(row.bias, l2.bias);
console.log(JSON.stringify({ rank: r, forwardBackward, gradients, afterSteps: { ...worst } }));
await torch.distributed.destroyProcessGroup();
