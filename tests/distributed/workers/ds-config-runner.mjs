// Trains a small MLP under stack deepspeed with a ds_config.json as it is (the first argument),
// for the number of optimizer steps the second argument gives; the third argument, a JSON object,
// is the rest of the runner config (what a Hugging Face Trainer's arguments would supply), and
// a fourth, a checkpoint to resume from. fp16 is turned off (deepspeed.override) where there is
// no CUDA device. Prints one JSON line: the resolved batch, the lr of each optimizer step, the
// losses and the log text; or the error's message when the config or the run fails.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, TensorDataset, TorchRunner, validateConfig } from '../../../dist/src/index.js';

const [file, stepsArg, extraArg, resume] = process.argv.slice(2);
const steps = Number(stepsArg ?? 10);
const extra = extraArg ? JSON.parse(extraArg) : {};
torch.setNumThreads(1);

const ds = JSON.parse(readFileSync(file, 'utf8'));
const fp16Off = ds.fp16?.enabled === true && !torch.cuda.isAvailable();
const config = {
  stack: 'deepspeed',
  seed: 1,
  steps,
  workspaceRoot: process.env.DS_ROOT ?? process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-dsconfig-')),
  checkpoint: { interval: 5 },
  logging: { console: false, file: true },
  ...extra,
  deepspeed: { config: file, ...(fp16Off ? { override: { fp16: { enabled: false } } } : {}), ...(extra.deepspeed ?? {}) },
  ...(resume ? { resume } : {}),
};

class Regression extends TorchRunner {
  lrs = [];
  losses = [];
  constructor(c, samples) {
    super(c);
    torch.manualSeed(7);
    const input = torch.randn([samples, 8]);
    const target = input.matmul(torch.randn([8, 2])).tanh();
    this.model = new nn.Sequential(new nn.Linear(8, 16), new nn.Tanh(), new nn.Linear(16, 2));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: new TensorDataset({ input: input.keep(), target: target.keep() }) };
  }
  trainStep(batch) {
    if (this.accumulator.pending === 0) this.lrs.push(this.optimizer.paramGroups[0].lr);
    const loss = super.trainStep(batch);
    this.losses.push(loss.item());
    return loss;
  }
}

let runner;
try {
  const checked = validateConfig(config);
  runner = new Regression(config, checked.deepspeed.trainBatchSize * (steps + 1));
  await runner.train();
  const logs = join(runner.workspace.dir, 'logs');
  const logText = runner.strategy.isMain ? readdirSync(logs).map((f) => readFileSync(join(logs, f), 'utf8')).join('') : '';
  console.log(
    JSON.stringify({
      ok: true,
      rank: runner.strategy.rank,
      fp16Off,
      globalStep: runner.state.globalStep,
      batchSize: runner.config.dataloader.batchSize,
      accumSteps: runner.config.accumSteps,
      trainBatchSize: runner.config.deepspeed.trainBatchSize,
      precision: runner.config.precision,
      sched: runner.config.sched ?? null,
      lrs: runner.lrs,
      losses: runner.losses,
      logText,
      runDir: runner.workspace.dir,
    }),
  );
} catch (err) {
  console.log(JSON.stringify({ ok: false, error: String(err?.message ?? err) }));
} finally {
  await runner?.close();
}
