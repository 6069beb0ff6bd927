// One rank of a small data-parallel run for the distributed fault cases, started with
// torchrun's environment. argv[2]: JSON { root, lr?, hidden?, accumSteps?, timeout?, steps?,
// dieAtStep? (this rank kills itself with SIGKILL there) }.
import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const args = JSON.parse(process.argv[2]);
torch.setNumThreads(1);
torch.manualSeed(7);
const input = torch.randn([64, 4]);
const data = new TensorDataset({ input: input.keep(), target: input.sum(1, true).keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, args.hidden ?? 8), new nn.Tanh(), new nn.Linear(args.hidden ?? 8, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
  trainStep(batch) {
    if (this.state.globalStep === args.dieAtStep) process.kill(process.pid, 'SIGKILL');
    return super.trainStep(batch);
  }
}

const runner = new Regression({
  seed: 1,
  id: 'run',
  steps: args.steps ?? 4,
  accumSteps: args.accumSteps ?? 1,
  workspaceRoot: args.root,
  optim: { name: 'sgd', lr: args.lr ?? 0.1 },
  dataloader: { batchSize: 4 },
  distributed: { timeout: args.timeout ?? 60 },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  console.log(`done rank ${runner.strategy.rank}`);
} finally {
  await runner.close();
}
