// TorchRunner with stack 'ddp': a regression MLP trained for 20 optimizer steps. Run under
// torchrun's environment it is data-parallel (each rank a DistributedSampler shard of every
// global batch); run without it, with batch size `perRank * world`, it is the single-process
// reference over the same global batches. Args: perRankBatch world accumSteps.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DataParallelStrategy, nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const perRank = Number(process.argv[2] ?? 4);
const world = Number(process.argv[3] ?? 2);
const accumSteps = Number(process.argv[4] ?? 1);
const distributed = process.env.WORLD_SIZE !== undefined;
torch.setNumThreads(1);

torch.manualSeed(7);
const input = torch.randn([20 * accumSteps * perRank * world, 4]);
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]])).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
}

const runner = new Regression({
  stack: 'ddp',
  seed: 1,
  steps: 20,
  accumSteps,
  workspaceRoot: mkdtempSync(join(tmpdir(), 'torchrunner-ddp-')),
  optim: { name: 'sgd', lr: 0.1 },
  dataloader: { batchSize: distributed ? perRank : perRank * world, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(
    JSON.stringify({
      rank: runner.strategy.rank,
      world: runner.strategy.worldSize,
      dataParallel: runner.strategy instanceof DataParallelStrategy,
      globalStep: runner.state.globalStep,
      params,
    }),
  );
} finally {
  await runner.close();
}
