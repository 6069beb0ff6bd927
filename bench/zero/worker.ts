// One rank of the ZeRO benchmark: an MLP (512-1024-1024-1024-10, 2.6M parameters) trained
// with Adam on a fixed batch of 32 per rank, through the runner's optimizer step. Mode `ddp`
// is DataParallelStrategy; `s0`…`s3` the sharding engine's stages (stage 3: each Linear a unit). Prints the median step in
// ms, the tensor bytes this rank held (parameters, gradients, optimizer state) and its peak RSS.
import { DataParallelStrategy, nn, optim, ShardedDataParallelStrategy, torch, type Tensor } from '../../src/index.js';
import { memoryReport } from '../../src/runners/outputs/memory-report.js';
import { reduceWindow, stepOptimizer } from '../../src/runners/step/optimizer-step.js';
import { median } from '../common/reference.js';

const mode = process.argv[2] ?? 's1';
const steps = Number(process.argv[3] ?? 20);
const warmup = Number(process.argv[4] ?? 3);
torch.setNumThreads(Number(process.env.THREADS ?? 1));
const group = await torch.distributed.initProcessGroup({ timeoutMs: 120_000 });
const rank = group.rank;
torch.manualSeed(0);
const H = 1024;
const model = new nn.Sequential(new nn.Linear(512, H), new nn.ReLU(), new nn.Linear(H, H), new nn.ReLU(), new nn.Linear(H, H), new nn.ReLU(), new nn.Linear(H, 10));
const strategy = mode === 'ddp' ? new DataParallelStrategy({ group }) : new ShardedDataParallelStrategy({ group, stage: Number(mode.slice(1)) as 0 | 1 | 2 | 3 });
await strategy.prepare(model);
const optimizer = new optim.Adam(strategy.optimizerParameters().map((p) => p.tensor), { lr: 1e-3 });
const criterion = new nn.CrossEntropyLoss();
torch.manualSeed(1 + rank);
const x = torch.randn([32, 512]).keep();
const y = torch.randint(0, 10, [32]).keep();
const config = { skipNonfiniteGrad: false, maxGradValue: undefined, maxGradNorm: 1.0 };
const times: number[] = [];
let peakBytes = 0;
strategy.zeroGrad(optimizer);
for (let s = 0; s < warmup + steps; s++) {
  await group.barrier({ async: true }).wait();
  const t0 = performance.now();
  strategy.setGradientSync(true);
  let loss = 0;
  torch.scope(() => {
    const l = criterion.call(model.call(x), y) as Tensor;
    l.backward();
    loss = l.item() as number;
  });
  await strategy.afterBackward();
  // As the runner closes a window: its reduction starts beside the gradient sync.
  const window = { divisor: 1, lossSum: loss, microSteps: 1, mode: 'uniform' as const, loss, normalizer: 1 };
  const windowTotals = reduceWindow(strategy, window, 0);
  await strategy.finishGradientSync();
  const gradBytes = mode === 'ddp' ? memoryReport(strategy, model, optimizer).gradients : 0;
  await stepOptimizer({ optimizer, strategy, scaler: undefined, config, windowTotals }, window);
  if (s >= warmup) times.push(performance.now() - t0);
  const report = memoryReport(strategy, model, optimizer);
  peakBytes = Math.max(peakBytes, report.parameters + report.optimizerState + (mode === 'ddp' ? gradBytes : report.gradients));
}
await strategy.close();
await torch.distributed.destroyProcessGroup();
console.log(JSON.stringify({ rank, mode, stepMs: median(times), tensorBytes: peakBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
