// TorchRunner with stack 'ddp' and a profiler window (steps 2-4 of 6, accumSteps 2): each rank
// writes its own trace; prints its rank and the run directory and timestamp. Rank 1's clock runs
// 5 s ahead, so the ranks share one timestamp only when rank 0's is agreed.
import { nn, torch, TensorDataset, TorchRunner, Workspace } from '../../../dist/src/index.js';

torch.setNumThreads(1);
torch.manualSeed(7);
const input = torch.randn([96, 4]);
const data = new TensorDataset({ input: input.keep(), target: input.sum(1, true).keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }

  createWorkspace(isMain, timestamp) {
    return new Workspace(this.config, { isMain, timestamp, now: isMain ? undefined : new Date(Date.now() + 5000) });
  }
}

const runner = new Regression({
  stack: 'ddp',
  seed: 1,
  steps: 6,
  accumSteps: 2,
  id: 'profiled',
  workspaceRoot: process.env.PROFILE_ROOT,
  optim: { name: 'sgd', lr: 0.1 },
  maxGradNorm: 1,
  dataloader: { batchSize: 4, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
  profile: { start: 2, steps: 3 },
});
try {
  await runner.train();
  console.log(JSON.stringify({ rank: runner.strategy.rank, dir: runner.workspace.dir, timestamp: runner.workspace.timestamp }));
} finally {
  await runner.close();
}
