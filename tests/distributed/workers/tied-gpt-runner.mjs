// ParallelRunner over a GPT-2-style model whose head reuses the token embedding (tied
// weights): the char-gpt example's Gpt (2 layers, width 8, 2 heads, float64) with
// `head.weight = tokens.weight`, Adam, accumulation 2, the sharded backend. At pipeline 2 the
// embedding is on stage 0 and the head on stage 1, so the tie spans stages.
// Args: workspaceRoot, axes (JSON; '{}' for one process), per-rank batch, steps, resume path
// or '-', optional JSON of extra config (checkpoint.components, say). Trains to `steps`
// (resuming when a path is given, whatever axes wrote it) and prints each step's loss and
// gradient norm, the validation loss before and after training, where checkpoints are, and
// the size of each micro-batch the last pipeline stage trained on.
// Env TIE: 'tied' (default), 'untied' (its own head weight), 'broken' (its own head weight,
// but the tie declared by tiedParameters()); LAYERS: the GPT's blocks (default 2); INFER: also
// print the logits infer('val') returns after training; T: the sequence length (default 6; a
// multiple of 2 × context under parallel.context).
import { nn, torch, ParallelRunner, TensorDataset } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [root, axesJson, batchArg, stepsArg, resume, extraJson] = process.argv.slice(2);
const TIE = process.env.TIE ?? 'tied';
const V = 11;
const T = Number(process.env.T ?? 6);
torch.setNumThreads(1);

torch.manualSeed(7);
const data = new TensorDataset({ input: torch.randint(0, V, [64, T]).keep(), target: torch.randint(0, V, [64, T]).keep() });
const valInput = torch.randint(0, V, [6, T]).keep();
const valTarget = torch.randint(0, V, [6, T]).keep();
const val = new TensorDataset({ input: valInput, target: valTarget });
const CONFIG = { vocabSize: V, blockSize: T, layers: Number(process.env.LAYERS ?? 2), heads: 2, width: 8 };

/** The GPT with its head tied to the token embedding (GPT-2's weight tying). */
export class TiedGpt extends Gpt {
  constructor(config) {
    super(config);
    if (TIE === 'tied') this.head.weight = this.tokens.weight;
  }
  tiedParameters() {
    return TIE === 'untied' ? [] : [['tokens.weight', 'head.weight']];
  }
}

class GptRunner extends ParallelRunner {
  losses = [];
  norms = [];
  /** The sample count of each micro-batch the last pipeline stage trained on. */
  microbatchSizes = [];
  constructor(config) {
    super(config);
    this.model = new TiedGpt({ ...CONFIG, dropout: 0 }).to('float64');
    this.datasets = { train: data, val };
  }
  computeLoss(logits, target) {
    return nn.functional.crossEntropy(logits.reshape([-1, V]), target.reshape([-1]));
  }
  trainStep(batch) {
    return this.computeLoss(this.model.call(batch.input), batch.target);
  }
  evaluateStep(batch) {
    return this.trainStep(batch);
  }
  pipelineLoss(output, target) {
    if (this.model.training) this.microbatchSizes.push(target.shape[0]);
    return this.computeLoss(output, target);
  }
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    this.losses.push(outcome.loss);
    this.norms.push(outcome.gradNorm);
    return outcome;
  }
}

const toRows = (t) => Array.from({ length: t.shape[0] }, (_, i) => Array.from(t.select(0, i).toArray(), Number));

const runner = new GptRunner({
  stack: 'parallel',
  parallel: JSON.parse(axesJson),
  seed: 1,
  steps: Number(stepsArg),
  accumSteps: 2,
  maxGradNorm: 1e9,
  workspaceRoot: root,
  ...(resume !== '-' ? { resume, allowConfigChange: ['worldSize', 'parallel', 'steps', 'dataloader.batchSize'] } : {}),
  optim: { name: 'adam', lr: 0.02 },
  dataloader: { batchSize: Number(batchArg), shuffle: true },
  checkpoint: { interval: 1000 },
  logging: { console: false, file: false, tensorboard: false },
  ...(extraJson ? JSON.parse(extraJson) : {}),
});
try {
  await runner.setup();
  const resumedAt = runner.state.globalStep;
  const before = (await runner.evaluate(['val'])).val.loss;
  await runner.train();
  const after = (await runner.evaluate(['val'])).val.loss;
  const tiedNow = runner.model.head.weight === runner.model.tokens.weight;
  // The bytes this rank holds of its stage's parameters between steps (parallel.fullyShard frees what other shards hold).
  const stageParams = runner.strategy.stage?.module.parameters() ?? runner.model.parameters();
  const heldParamBytes = stageParams.reduce((n, p) => n + p.untypedStorage().nbytes(), 0);
  const stageParamBytes = stageParams.reduce((n, p) => n + p.numel() * 8, 0);
  const inferred = process.env.INFER ? (await runner.infer('val')).map((t) => Array.from(t.flatten().toArray(), Number)) : undefined;
  console.log(JSON.stringify({ rank: runner.strategy.rank, resumedAt, globalStep: runner.state.globalStep, checkpoints: runner.workspace.checkpointsDir, losses: runner.losses, norms: runner.norms, before, after, tiedNow, heldParamBytes, stageParamBytes, inferred, microbatchSizes: runner.microbatchSizes, valData: { config: CONFIG, input: toRows(valInput), target: toRows(valTarget) } }));
} finally {
  await runner.close();
}
