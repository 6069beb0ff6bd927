// ParallelRunner setups that must fail with their message, on every rank, without hanging.
// Prints {"rank", "noParallelize", "mismatch", "shard"}.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset } from '../../../dist/src/index.js';

const data = new TensorDataset({ input: torch.randn([8, 4]).keep(), target: torch.randn([8, 1]).keep() });
class Plain extends ParallelRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 4), new nn.Tanh(), new nn.Linear(4, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
}
async function setupError(parallel) {
  const runner = new Plain({
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
const shard = await setupError({ shard: 2 });
console.log(JSON.stringify({ rank: Number(process.env.RANK), noParallelize, mismatch, shard }));
