// ParallelRunner setups that must fail with their message, on every rank, without hanging.
// Prints {"rank", "noParallelize", "mismatch", "plainPipeline"}.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const data = new TensorDataset({ input: torch.randn([8, 4]).keep(), target: torch.randn([8, 1]).keep() });
const withModel = (Base) =>
  class extends Base {
    constructor(config) {
      super(config);
      this.model = new nn.Sequential(new nn.Linear(4, 4), new nn.Tanh(), new nn.Linear(4, 1));
      this.criterion = new nn.MSELoss();
      this.datasets = { train: data };
    }
  };
async function setupError(parallel, Runner = withModel(ParallelRunner)) {
  const runner = new Runner({
    stack: 'parallel',
    parallel,
    steps: 1,
    workspaceRoot: mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
    optim: { name: 'sgd', lr: 0.1 },
    logging: { console: false, file: false, tensorboard: false },
  });
  try {
    await runner.setup();
    return null;
  } catch (err) {
    return err.message;
  } finally {
    await runner.close();
  }
}
const noParallelize = await setupError({ tensor: 2, shard: 1 });
const mismatch = await setupError({ pipeline: 4, shard: 1 });
const plainPipeline = await setupError({ pipeline: 2, shard: 1 }, withModel(TorchRunner));
console.log(JSON.stringify({ rank: Number(process.env.RANK), noParallelize, mismatch, plainPipeline }));
