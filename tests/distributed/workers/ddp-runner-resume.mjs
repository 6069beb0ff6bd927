// TorchRunner, data-parallel, with file checkpoints every step and autoResume: under
// `torchrunner launch --max-restarts 1`, rank 1 dies on the first attempt when it starts
// optimizer step crashAtStep + 1; the restarted group resumes from rank 0's latest checkpoint.
// Args: workspaceRoot crashAtStep (-1: no crash). Prints the final parameters.
import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const [root, crashArg] = process.argv.slice(2);
const crashAt = Number(crashArg);
const attempt = Number(process.env.TORCHELASTIC_RESTART_COUNT ?? 0);
torch.setNumThreads(1);

torch.manualSeed(7);
const input = torch.randn([96, 4]);
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]])).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });

class Regression extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
  trainStep(batch) {
    if (attempt === 0 && this.strategy.rank === 1 && this.state.globalStep === crashAt) process.exit(9);
    return super.trainStep(batch);
  }
}

const runner = new Regression({
  stack: 'ddp',
  seed: 1,
  steps: 16,
  workspaceRoot: root,
  autoResume: true,
  optim: { name: 'sgd', lr: 0.1, momentum: 0.9 },
  dataloader: { batchSize: 4, shuffle: true },
  checkpoint: { backend: 'file', interval: 1 },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.setup();
  const resumedAt = runner.state.globalStep;
  await runner.train();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, attempt, resumedAt, globalStep: runner.state.globalStep, params }));
} finally {
  await runner.close();
}
