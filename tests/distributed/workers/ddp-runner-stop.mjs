// TorchRunner, data-parallel, checkpointing only at the end of training (or at a stop), with
// autoResume. In mode `signal`, rank 1 alone sends itself SIGTERM when it starts optimizer
// step 7; in mode `stop`, rank 1 alone calls runner.stop() then; mode `run` trains on
// (resuming whatever the run directory holds).
// Args: workspaceRoot mode. Prints { rank, resumedAt, globalStep, interruptedBy, summary, params }.
import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const [root, mode] = process.argv.slice(2);
torch.setNumThreads(1);

torch.manualSeed(7);
const input = torch.randn([96, 4]);
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]])).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });
let signalled = false;

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
  trainStep(batch) {
    if (mode === 'signal' && this.strategy.rank === 1 && this.state.globalStep === 6 && !signalled) {
      signalled = true;
      process.kill(process.pid, 'SIGTERM');
    }
    if (mode === 'stop' && this.strategy.rank === 1 && this.state.globalStep === 6 && !signalled) {
      signalled = true;
      this.stop('stopped on rank 1');
    }
    return super.trainStep(batch);
  }
}

const runner = new Regression({
  stack: 'ddp',
  seed: 1,
  steps: 16,
  accumSteps: 2,
  workspaceRoot: root,
  autoResume: true,
  optim: { name: 'sgd', lr: 0.1, momentum: 0.9 },
  dataloader: { batchSize: 4, shuffle: true },
  // No best.pth: whether the stop step's loss is the best so far depends on where the stop lands.
  checkpoint: { backend: 'file', interval: 1000, saveBest: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.setup();
  const resumedAt = runner.state.globalStep;
  const summary = await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, resumedAt, globalStep: runner.state.globalStep, interruptedBy: runner.interruptedBy, summary, params }));
} finally {
  await runner.close();
}
