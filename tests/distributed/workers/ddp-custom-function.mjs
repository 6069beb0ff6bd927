// DDP (DataParallelStrategy, gradient buckets all-reduced from autograd hooks) over a model whose
// middle layer is a custom autograd Function ('custom') or the same math in built-in ops
// ('builtin'). Prints the synchronized gradients of the first step and the parameters after 5.
import { nn, optim, torch, DataParallelStrategy } from '../../../dist/src/index.js';

const mode = process.argv[2];
torch.setNumThreads(1);

class Cube extends torch.autograd.Function {
  static forward(ctx, x, scale) {
    ctx.saveForBackward(x);
    ctx.scale = scale;
    return x.pow(3).mul(scale);
  }
  static backward(ctx, g) {
    const [x] = ctx.savedTensors;
    return [g.mul(x.pow(2)).mul(3 * ctx.scale), null];
  }
}

class CubeLayer extends nn.Module {
  forward(x) {
    return mode === 'custom' ? Cube.apply(x, 0.1) : x.pow(3).mul(0.1);
  }
}

const strategy = new DataParallelStrategy({ init: { timeoutMs: 60_000 }, firstBucketCapMb: 0.0005, bucketCapMb: 0.001 });
const rank = strategy.rank;
torch.manualSeed(7);
const model = new nn.Sequential(new nn.Linear(10, 16), new CubeLayer(), new nn.Tanh(), new nn.Linear(16, 3));
await strategy.prepare(model);
const opt = new optim.SGD(model.parameters(), { lr: 0.05 });
torch.manualSeed(99);
const X = torch.randn([5, 16, 10]);
const Y = torch.randn([5, 16, 3]);
let firstGrads = null;
for (let s = 0; s < 5; s++) {
  const x = X.select(0, s).narrow(0, rank * 8, 8);
  const y = Y.select(0, s).narrow(0, rank * 8, 8);
  torch.scope(() => nn.functional.mseLoss(model.call(x), y).backward());
  await strategy.finishGradientSync();
  if (s === 0) firstGrads = model.parameters().flatMap((p) => Array.from(p.grad.toArray()));
  opt.step();
  opt.zeroGrad();
}
const params = model.parameters().flatMap((p) => Array.from(p.toArray()));
await strategy.close();
console.log(JSON.stringify({ rank, firstGrads, params }));
