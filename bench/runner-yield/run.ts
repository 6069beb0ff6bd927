// What letting the event loop run between steps costs the training step. The runner yields
// (awaits a setImmediate) once at least `yieldIntervalMs` have passed since the last yield;
// this runs the same small-model training with a yield after every step, with the default
// (every 5 ms) and never, interleaved, and prints the median step time of each and the cost
// of one bare yield. The small model (an MLP, batch 64, 256 -> 512 -> 10) makes a per-step
// cost as visible as it can be; MNIST CNN steps are about 50x longer.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, TensorDataset, torch, TorchRunner, type RunnerConfigInput } from '../../src/index.js';
import { median } from '../common/reference.js';

const STEPS = Number(process.env.STEPS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 3);
torch.setNumThreads(Number(process.env.THREADS ?? 1));

torch.manualSeed(0);
const data = new TensorDataset({ input: torch.randn([STEPS * 64, 256]).keep(), target: torch.randint(0, 10, [STEPS * 64]).keep() });

class MlpRunner extends TorchRunner {
  constructor(config: RunnerConfigInput, yieldMs: number) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(256, 512), new nn.ReLU(), new nn.Linear(512, 10));
    this.criterion = new nn.CrossEntropyLoss();
    this.datasets = { train: data };
    this.yieldIntervalMs = yieldMs;
  }
}

async function stepMicros(yieldMs: number): Promise<number> {
  const config: RunnerConfigInput = {
    steps: STEPS,
    evaluateInterval: STEPS,
    optim: { name: 'adam', lr: 1e-3 },
    dataloader: { batchSize: 64 },
    workspaceRoot: mkdtempSync(join(tmpdir(), 'bench-yield-')),
    logging: { console: false, file: false, tensorboard: false },
  };
  const runner = new MlpRunner(config, yieldMs);
  await runner.setup();
  const t0 = performance.now();
  await runner.train();
  const us = ((performance.now() - t0) * 1000) / STEPS;
  await runner.close();
  return us;
}

async function bareYieldMicros(n = 20000): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  return ((performance.now() - t0) * 1000) / n;
}

const every: number[] = [];
const byDefault: number[] = [];
const never: number[] = [];
for (let r = 0; r < RUNS; r++) {
  every.push(await stepMicros(0));
  byDefault.push(await stepMicros(5));
  never.push(await stepMicros(Infinity));
  console.log(`run ${r + 1}: every step ${every[r]!.toFixed(1)} us, every 5 ms ${byDefault[r]!.toFixed(1)} us, never ${never[r]!.toFixed(1)} us per step`);
}
const e = median(every);
const d = median(byDefault);
const n = median(never);
console.log(`${STEPS} steps, medians of ${RUNS}: yield every step ${e.toFixed(1)} us, every 5 ms (default) ${d.toFixed(1)} us, never ${n.toFixed(1)} us`);
console.log(`cost vs never: every step ${(((e - n) / n) * 100).toFixed(2)}%, default ${(((d - n) / n) * 100).toFixed(2)}%`);
console.log(`one bare setImmediate yield: ${(await bareYieldMicros()).toFixed(2)} us`);
