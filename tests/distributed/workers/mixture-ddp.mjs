// TorchRunner with stack 'ddp' over a MixtureDataset of token files (weights and a phase from
// the config), 12 optimizer steps of accumSteps 2. Under torchrun's environment each rank
// draws its part of every global batch (batchSize 4); without it, one process draws the
// global batches (batchSize 8). Prints the first token of every row of every micro-batch.
// Args: JSON list of token files (int32, windows of 4 tokens).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MixtureDataset, nn, torch, TorchRunner } from '../../../dist/src/index.js';

const files = JSON.parse(process.argv[2]);
const distributed = process.env.WORLD_SIZE !== undefined;
const world = distributed ? Number(process.env.WORLD_SIZE) : 1;
torch.setNumThreads(1);

class MixtureRunner extends TorchRunner {
  batches = [];
  constructor(config) {
    super(config);
    this.model = new nn.Linear(4, 1);
    this.criterion = new nn.MSELoss();
    this.mixture = new MixtureDataset({ sources: files.map((path) => ({ path, dtype: 'int32' })), blockSize: 4 });
    this.datasets = { train: this.mixture };
  }
  trainStep(batch) {
    this.batches.push({ step: this.state.globalStep, rows: batch.input.select(1, 0).tolist() });
    const x = batch.input.remainder(1000).float().div(1000);
    return this.criterion.call(this.model.call(x), batch.target.select(1, 3).remainder(1000).float().div(1000).unsqueeze(1));
  }
}

const runner = new MixtureRunner({
  stack: 'ddp',
  seed: 5,
  steps: 12,
  accumSteps: 2,
  workspaceRoot: mkdtempSync(join(tmpdir(), 'torchrunner-mixture-ddp-')),
  optim: { name: 'sgd', lr: 0.1 },
  dataloader: { batchSize: 8 / world, shuffle: true, mixture: { weights: [2, 1, 1], phases: [{ step: 6, weights: [1, 1, 6] }] } },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, world: runner.strategy.worldSize, globalStep: runner.state.globalStep, batches: runner.batches, params }));
} finally {
  await runner.close();
  runner.mixture.dispose();
}
