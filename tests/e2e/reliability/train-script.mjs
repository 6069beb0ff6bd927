// One training process for the fault tests: a small regression with file checkpoints at
// every step and autoResume, in one process or as a rank of a data-parallel group.
// argv[2]: JSON { root, steps?, asyncMode?, padding?, timeout? }. Prints `step <n>` after each
// optimizer step and, at the end, `params <json>`.
import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const args = JSON.parse(process.argv[2]);
torch.setNumThreads(1);

torch.manualSeed(7);
const input = torch.randn([96, 4]);
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]])).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    // Checkpoint bulk, so that a kill often lands inside a write.
    if (args.padding) this.model.registerBuffer('padding', torch.zeros([args.padding]));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
  async checkpoint(forced) {
    await super.checkpoint(forced);
    if (!forced) console.log(`step ${this.state.globalStep}`);
  }
}

const runner = new Regression({
  seed: 1,
  id: 'run',
  steps: args.steps ?? 24,
  workspaceRoot: args.root,
  autoResume: true,
  optim: { name: 'sgd', lr: 0.1, momentum: 0.9 },
  dataloader: { batchSize: 4, shuffle: true },
  checkpoint: { interval: 1, keepLatestK: 3, asyncMode: args.asyncMode ?? 'disabled' },
  logging: { console: false, file: false, tensorboard: false },
  ...(args.timeout ? { distributed: { timeout: args.timeout } } : {}),
});
try {
  await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(`params ${JSON.stringify({ rank: runner.strategy.rank, step: runner.state.globalStep, params })}`);
} finally {
  await runner.close();
}
