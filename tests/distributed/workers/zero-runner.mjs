// A plain TorchRunner subclass, written as the README writes one, run under the stack the
// first argument names ('ddp', or 'ds' with the ZeRO stage as the second argument): the
// strategy comes from the config alone. Prints the final parameters, the memory report and
// the log file's text.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const stack = process.argv[2] ?? 'ddp';
const stage = Number(process.argv[3] ?? 1);
torch.setNumThreads(1);
torch.manualSeed(7);
const input = torch.randn([160, 6]);
const target = input.matmul(torch.randn([6, 2])).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(6, 32), new nn.Tanh(), new nn.Linear(32, 2));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
}

const runner = new Regression({
  stack,
  seed: 1,
  steps: 10,
  logInterval: 5,
  workspaceRoot: mkdtempSync(join(tmpdir(), 'torchrunner-zero-')),
  dataloader: { shuffle: false },
  logging: { console: false, file: true, tensorboard: false },
  ...(stack === 'ds'
    ? { deepspeed: { zero_optimization: { stage }, gradient_accumulation_steps: 2, train_micro_batch_size_per_gpu: 4, optimizer: { type: 'Adam', params: { lr: 0.01 } } } }
    : { accumSteps: 2, dataloader: { batchSize: 4, shuffle: false }, optim: { name: 'adam', lr: 0.01 } }),
});
try {
  await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  const logs = join(runner.workspace.dir, 'logs');
  const logText = runner.strategy.isMain ? readdirSync(logs).map((f) => readFileSync(join(logs, f), 'utf8')).join('') : '';
  console.log(JSON.stringify({ rank: runner.strategy.rank, strategy: runner.strategy.constructor.name, globalStep: runner.state.globalStep, params, memory: runner.memoryReport(), logText }));
} finally {
  await runner.close();
}
