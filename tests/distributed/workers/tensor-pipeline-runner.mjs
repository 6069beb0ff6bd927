// ParallelRunner with a tensor and a pipeline axis against a single-process TorchRunner over the
// same batches: the char-gpt example's Gpt (4 layers, width 16, 4 heads, float64), its
// tensor-parallel plan and pipeline stages, Adam, accumulation, each micro-step's loss weighted
// by its valid target tokens. argv: mode ('parallel' | 'reference'), axes (JSON), batch size,
// accumSteps. Prints each step's loss and gradient norm and the logits infer returns for the
// validation split after training.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [mode, axesJson, batchArg, accumArg] = process.argv.slice(2);
const parallel = mode !== 'reference';
const batchSize = Number(batchArg);
const accumSteps = Number(accumArg);
const steps = 4;
const V = 11;
const T = 6;
torch.setNumThreads(1);

torch.manualSeed(7);
const n = steps * accumSteps * batchSize;
const data = new TensorDataset({ input: torch.randint(0, V, [n, T]).keep(), target: torch.randint(-1, V, [n, T]).keep() });
const val = new TensorDataset({ input: torch.randint(0, V, [5, T]).keep(), target: torch.randint(-1, V, [5, T]).keep() });

const Base = parallel ? ParallelRunner : TorchRunner;
class GptRunner extends Base {
  norms = [];
  losses = [];
  constructor(config) {
    super(config);
    this.model = new Gpt({ vocabSize: V, blockSize: T, layers: 4, heads: 4, width: 16, dropout: 0 }).to('float64');
    this.datasets = { train: data, val };
  }
  tokenLoss(logits, target) {
    const loss = nn.functional.crossEntropy(logits.view(-1, V), target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: target.ne(-1).sum() };
  }
  trainStep(batch) {
    return this.tokenLoss(this.model.call(batch.input), batch.target);
  }
  evaluateStep(batch) {
    return this.trainStep(batch);
  }
  pipelineLoss(output, target) {
    return this.tokenLoss(output, target);
  }
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    this.norms.push(outcome.gradNorm);
    this.losses.push(outcome.loss);
    return outcome;
  }
}

const runner = new GptRunner({
  stack: parallel ? 'parallel' : 'torch',
  ...(parallel ? { parallel: JSON.parse(axesJson) } : {}),
  seed: 1,
  steps,
  accumSteps,
  maxGradNorm: 1e9,
  evaluateInterval: steps,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-tensor-pipeline-')),
  checkpoint: { backend: 'sharded' },
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  const inferred = (await runner.infer('val')).map((t) => Array.from(t.flatten().toArray()));
  console.log(JSON.stringify({ rank: runner.strategy.rank, coordinates: parallel ? runner.topology.coordinates : null, losses: runner.losses, norms: runner.norms, inferred }));
} finally {
  await runner.close();
}
