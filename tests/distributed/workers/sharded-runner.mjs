// TorchRunner with checkpoint.backend 'sharded': trains `steps` steps (data-parallel when
// WORLD_SIZE > 1), saving every `interval` steps, optionally resuming from `resume`.
// Args: workspaceRoot steps batchSize interval resume|from:resume|- asyncMode [zero3]. With `zero3` the
// run is stack deepspeed at stage 3 (parameters sharded). Prints the final parameters,
// the checkpoints directory and where it resumed.
import { nn, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const [root, stepsArg, batchArg, intervalArg, resume, asyncMode, stack] = process.argv.slice(2);
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
}

const config = {
  ...(stack === 'zero3' ? { stack: 'deepspeed', deepspeed: { stage: 3 } } : { stack: 'ddp' }),
  seed: 1,
  steps: Number(stepsArg),
  workspaceRoot: root,
  ...(resume && resume !== '-' ? { resume, allowConfigChange: ['worldSize', 'dataloader.batchSize', 'steps'] } : {}),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: Number(batchArg), shuffle: true },
  checkpoint: { backend: 'sharded', interval: Number(intervalArg), asyncMode: asyncMode ?? 'disabled' },
  logging: { console: false, file: false, tensorboard: false },
};
// `from:PATH` builds the runner from the checkpoint's own config (fromCheckpoint), with this run's changes over it.
const runner = resume?.startsWith('from:')
  ? await Regression.fromCheckpoint(resume.slice(5), { steps: config.steps, workspaceRoot: root, dataloader: config.dataloader, checkpoint: config.checkpoint, allowConfigChange: ['worldSize', 'dataloader.batchSize', 'steps'] })
  : new Regression(config);
try {
  await runner.setup();
  const resumedAt = runner.state.globalStep;
  await runner.train();
  runner.strategy.gatherFullParameters?.();
  const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, resumedAt, globalStep: runner.state.globalStep, checkpoints: runner.workspace.checkpointsDir, params }));
} finally {
  await runner.close();
}
