// Data-parallel training that survives a restart of the whole group: rank 0 checkpoints the
// model and optimizer (torch.save) after every step; on a restarted attempt every rank loads
// the checkpoint and continues. Args: checkpointDir, steps, crashAfterStep (-1: no crash).
// On the first attempt rank 1 exits with code 9 right after step crashAfterStep's checkpoint.
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';

import { DataParallelStrategy, nn, optim, torch } from '../../../dist/src/index.js';

const [dir, stepsArg, crashArg] = process.argv.slice(2);
const steps = Number(stepsArg);
const crashAfter = Number(crashArg);
const attempt = Number(process.env.TORCHELASTIC_RESTART_COUNT ?? 0);
torch.setNumThreads(1);

const strategy = new DataParallelStrategy({ init: { timeoutMs: 30_000 } });
const { rank, worldSize: world } = strategy;
torch.manualSeed(1234);
const X = torch.randn([steps, world * 4, 6]);
const Y = torch.randn([steps, world * 4, 2]);
torch.manualSeed(5);
const model = new nn.Sequential(new nn.Linear(6, 16), new nn.Tanh(), new nn.Linear(16, 2));
const opt = new optim.SGD(model.parameters(), { lr: 0.05, momentum: 0.9 });
const file = join(dir, 'checkpoint.pt');
let start = 0;
if (existsSync(file)) {
  const ckpt = torch.load(file);
  model.loadStateDict(ckpt.model);
  opt.loadStateDict(ckpt.optim);
  start = Number(ckpt.step);
}
await strategy.prepare(model);

for (let s = start; s < steps; s++) {
  torch.scope(() => {
    const x = X.select(0, s).narrow(0, rank * 4, 4);
    const y = Y.select(0, s).narrow(0, rank * 4, 4);
    nn.functional.mseLoss(model.call(x), y).backward();
  });
  await strategy.finishGradientSync();
  torch.noGrad(() => model.parameters().forEach((p) => p.grad.div_(world)));
  opt.step();
  opt.zeroGrad();
  if (rank === 0) {
    torch.save({ model: model.stateDict(), optim: opt.stateDict(), step: s + 1 }, `${file}.tmp`);
    renameSync(`${file}.tmp`, file);
  }
  await strategy.barrier();
  if (attempt === 0 && rank === 1 && s + 1 === crashAfter) process.exit(9);
}
const params = model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
await strategy.close();
console.log(JSON.stringify({ rank, attempt, start, params }));
