// A plain training loop with DataParallelStrategy. Every rank builds the model from its own
// seed (prepare() must make them rank 0's), takes its shard of each global batch, and trains
// with SGD; gradients are summed over ranks and divided by the global number of micro-batch
// means, as the runner does. Modes:
//   sync        one micro-batch per step
//   accum-skip  two micro-batches per step, gradient sync only on the second
//   accum-sync  two micro-batches per step, gradient sync on both
//   reference   one process, the whole global batch (run without RANK/WORLD_SIZE)
// Prints the final parameters (flattened) and the strategy's sync figures.
import { nn, optim, torch, DataParallelStrategy } from '../../../dist/src/index.js';

const mode = process.argv[2] ?? 'sync';
const steps = Number(process.argv[3] ?? 20);
const world = mode === 'reference' ? Number(process.argv[4] ?? 2) : Number(process.env.WORLD_SIZE);
const perRank = 8;
const micro = mode.startsWith('accum') ? 2 : 1;

torch.setNumThreads(1);
torch.manualSeed(1234);
const X = torch.randn([steps, world * perRank, 10]);
const Y = torch.randn([steps, world * perRank, 3]);

const strategy = mode === 'reference' ? null : new DataParallelStrategy({ init: { timeoutMs: 60_000 }, firstBucketCapMb: 0.0005, bucketCapMb: 0.001 });
const rank = strategy?.rank ?? 0;
torch.manualSeed(100 + rank);
const model = new nn.Sequential(new nn.Linear(10, 32), new nn.Tanh(), new nn.Linear(32, 32), new nn.Tanh(), new nn.Linear(32, 3));
if (strategy) await strategy.prepare(model);
const opt = new optim.SGD(model.parameters(), { lr: 0.1, momentum: 0.9 });

for (let s = 0; s < steps; s++) {
  const [x, y] = strategy
    ? [X.select(0, s).narrow(0, rank * perRank, perRank), Y.select(0, s).narrow(0, rank * perRank, perRank)]
    : [X.select(0, s), Y.select(0, s)];
  const rows = x.shape[0] / micro;
  for (let m = 0; m < micro; m++) {
    const closes = m === micro - 1;
    if (strategy) strategy.setGradientSync(closes || mode === 'accum-sync');
    torch.scope(() => {
      const loss = nn.functional.mseLoss(model.call(x.narrow(0, m * rows, rows)), y.narrow(0, m * rows, rows));
      loss.backward();
    });
    if (strategy && (closes || mode === 'accum-sync')) await strategy.finishGradientSync();
  }
  // Sum over ranks and micro-batches of per-micro-batch means -> the mean over the global batch.
  const divisor = strategy ? micro * world : micro;
  torch.noGrad(() => model.parameters().forEach((p) => p.grad.div_(divisor)));
  opt.step();
  opt.zeroGrad();
}
const params = model.parameters().flatMap((p) => Array.from(p.toArray()));
const stats = strategy?.syncStats();
const nowMs = Number(process.hrtime.bigint()) / 1e6;
await strategy?.close();
console.log(JSON.stringify({ rank, params, stats, nowMs }));
