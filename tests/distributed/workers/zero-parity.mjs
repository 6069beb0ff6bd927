// Sharded data parallelism (stages 0-3) against data parallelism in one set of processes: every variant
// trains the same MLP (about 7k parameters, a layer with fewer rows than ranks) with Adam for
// `steps` steps of 2 micro-batches, through the runner's optimizer step (stepOptimizer), and
// reports its final parameters, the bytes each rank held in tensors, and the live tensor
// handles after step 5 and after the last step. With `nan`, rank 1
// poisons one element of its gradient shard at step 3: every rank must skip that step.
import { nn, optim, torch, DataParallelStrategy, ShardedDataParallelStrategy } from '../../../dist/src/index.js';
import { stepOptimizer } from '../../../dist/src/runners/step/optimizer-step.js';

const steps = Number(process.argv[2] ?? 20);
const variants = (process.argv[3] ?? 'ddp,s0,s1,s2').split(',');
const nanStep = process.argv[4] === 'nan' ? 3 : -1;
const world = Number(process.env.WORLD_SIZE);
const perRank = 6;
const micro = 2;

torch.setNumThreads(1);
const group = await torch.distributed.initProcessGroup({ timeoutMs: 30_000 });
const rank = group.rank;
torch.manualSeed(1234);
const X = torch.randn([steps, micro, world * perRank, 24]).keep();
const Y = torch.randn([steps, micro, world * perRank, 3]).keep();

function buildModel() {
  torch.manualSeed(100 + rank);
  return new nn.Sequential(new nn.Linear(24, 64), new nn.Tanh(), new nn.Linear(64, 64), new nn.Tanh(), new nn.Linear(64, 15), new nn.Tanh(), new nn.Linear(15, 3));
}

const bytes = (t) => t.numel() * (t.dtype === 'float64' ? 8 : 4);

async function run(variant) {
  const [kind, ...flags] = variant.split('-');
  const clip = flags.includes('clip') || flags.includes('clip32') ? 0.05 : undefined;
  const accumulation = flags.includes('hold') ? 'hold-full' : flags.includes('each') ? 'reduce-each' : undefined;
  const model = buildModel();
  const strategy =
    kind === 'ddp'
      ? new DataParallelStrategy({ group, firstBucketCapMb: 0.005, bucketCapMb: 0.01 })
      : new ShardedDataParallelStrategy({
          group,
          stage: Number(kind.slice(1)),
          accumulation,
          bucketElements: 3000,
          // Stage 3 variants: no prefetch; parameters kept from forward to backward; the two small Linear layers (975 and 48 elements) kept gathered; float16 communication.
          ...(flags.includes('pf0') ? { prefetchElements: 0 } : {}),
          ...(flags.includes('persist') ? { persistenceThreshold: 1000 } : {}),
          ...(flags.includes('keep') ? { reshardAfterForward: false } : {}),
          ...(flags.includes('fp16') ? { mixedPrecision: { paramDtype: 'float16', reduceDtype: 'float16' } } : {}),
        });
  await strategy.prepare(model);
  const params = strategy.optimizerParameters().map((p) => p.tensor);
  if (flags.includes('clip32')) {
    // PyTorch's clip_grad_norm_ (float32 norm) over the whole gradients, the reference for the float64 norm over shards.
    strategy.clipGradNorm = async (max) => {
      const norm = optim.clipGradNorm_(params, max);
      const value = norm.item();
      norm.dispose();
      return value;
    };
  }
  const optimizer = new optim.Adam(params, { lr: 0.01 });
  const config = { skipNonfiniteGrad: true, maxGradValue: undefined, maxGradNorm: clip };
  let skipped = 0;
  const live = [];
  let peak = { parameters: 0, gradients: 0, optimizerState: 0, total: 0 };
  strategy.zeroGrad(optimizer);
  for (let s = 0; s < steps; s++) {
    let lossSum = 0;
    for (let m = 0; m < micro; m++) {
      strategy.setGradientSync(m === micro - 1);
      torch.scope(() => {
        const x = X.select(0, s).select(0, m).narrow(0, rank * perRank, perRank);
        const y = Y.select(0, s).select(0, m).narrow(0, rank * perRank, perRank);
        const loss = nn.functional.mseLoss(model.call(x), y);
        loss.backward();
        lossSum += loss.item();
      });
      await strategy.afterBackward();
    }
    await strategy.finishGradientSync();
    if (s === nanStep && rank === 1) {
      const g = strategy.gradients().find((t) => t.numel() > 0);
      torch.noGrad(() => g.view([-1]).narrow(0, 0, 1).fill_(NaN));
    }
    const ddpGradBytes = kind === 'ddp' ? params.reduce((n, p) => n + bytes(p), 0) : 0;
    const out = await stepOptimizer({ optimizer, strategy, scaler: undefined, config }, { divisor: micro, lossSum, microSteps: micro, mode: 'uniform', loss: lossSum / micro, normalizer: micro });
    if (!out.stepped) skipped += 1;
    const report =
      kind === 'ddp'
        ? memoryOf(model, optimizer, ddpGradBytes)
        : strategy.memoryReport(optimizer);
    if (report.total > peak.total) peak = report;
    if (s === 4 || s === steps - 1) live.push(torch.memoryStats().live);
  }
  // Stage 3 keeps only chunks between steps: gather the whole parameters to read them.
  strategy.gatherFullParameters?.();
  const flat = model.parameters().flatMap((p) => Array.from(p.toArray()));
  const masterDtypes = [...new Set(params.map((p) => p.dtype))];
  const backwardGathers = strategy.takeBackwardGathers?.();
  optimizer.dispose?.();
  await strategy.close();
  return { variant, params: flat, skipped, memory: peak, live, masterDtypes, backwardGathers };
}

function memoryOf(model, optimizer, gradBytes) {
  const parameters = model.parameters().reduce((n, p) => n + bytes(p), 0);
  let optimizerState = 0;
  for (const st of optimizer.state.values()) for (const v of Object.values(st)) if (v && typeof v === 'object' && 'numel' in v) optimizerState += bytes(v);
  return { parameters, gradients: gradBytes, optimizerState, total: parameters + gradBytes + optimizerState };
}

const results = [];
for (const v of variants) results.push(await run(v));
await torch.distributed.destroyProcessGroup();
console.log(JSON.stringify({ rank, results }));
