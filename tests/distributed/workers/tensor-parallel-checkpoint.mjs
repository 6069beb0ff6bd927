// ParallelRunner checkpoints of a tensor-parallel model: the char-gpt example's Gpt (2 layers,
// width 16, 4 heads, float64) with its tensor-parallel plan, Adam, the sharded backend (the
// stack's default). Args: workspaceRoot, axes (JSON), per-rank batch, steps, resume path or '-'.
// Trains to `steps` (resuming from the checkpoint when given, whatever axes wrote it) and prints
// the logits of a fixed input, which every rank computes whole.
import { nn, torch, ParallelRunner, TensorDataset } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [root, axesJson, batchArg, stepsArg, resume] = process.argv.slice(2);
const V = 12;
const T = 6;
torch.setNumThreads(1);

torch.manualSeed(7);
const data = new TensorDataset({ input: torch.randint(0, V, [64, T]).keep(), target: torch.randint(0, V, [64, T]).keep() });
const probe = torch.randint(0, V, [3, T]).keep();

class GptRunner extends ParallelRunner {
  constructor(config) {
    super(config);
    this.model = new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads: 4, width: 16, dropout: 0 }).to('float64');
    this.datasets = { train: data };
  }
  trainStep(batch) {
    return nn.functional.crossEntropy(this.model.call(batch.input).view(-1, V), batch.target.view(-1));
  }
}

const runner = new GptRunner({
  stack: 'parallel',
  parallel: JSON.parse(axesJson),
  seed: 1,
  steps: Number(stepsArg),
  workspaceRoot: root,
  ...(resume !== '-' ? { resume, allowConfigChange: ['worldSize', 'parallel', 'steps', 'dataloader.batchSize'] } : {}),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: Number(batchArg), shuffle: true },
  checkpoint: { interval: 1000 },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.setup();
  const resumedAt = runner.state.globalStep;
  const before = torch.noGrad(() => Array.from(runner.model.call(probe).flatten().toArray()));
  await runner.train();
  const logits = torch.noGrad(() => Array.from(runner.model.call(probe).flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, resumedAt, globalStep: runner.state.globalStep, checkpoints: runner.workspace.checkpointsDir, before, logits }));
} finally {
  await runner.close();
}
