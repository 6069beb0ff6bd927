// ParallelRunner with a tensor axis against a single-process TorchRunner over the same global
// batches: the char-gpt example's Gpt (2 layers, width 16, 4 heads, float64), its tensor-parallel
// plan, Adam, accumulation, each micro-step's loss weighted by its valid target tokens (targets
// of -1 are ignored). argv: mode ('parallel' | 'reference'), axes (JSON), perRank batch, data
// ranks, accumSteps. Environment: STEPS (default 4), HEADS (default 4), SEQ (the sequence length,
// default 6), MODEL (gpt, the default, or llama: the Llama-style GPT of
// examples/parallel-gpt/llama.ts, vocabulary 12, split by its plan).
// Prints this rank's coordinates, its named parameters (values, shape, tensor-parallel split),
// each step's loss, gradient norm and local normalizer sum, the train summary's throughput and
// the logits of a fixed input.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner, tensorParallelSplitOf } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';
import { Llama } from '../../../dist/examples/parallel-gpt/llama.js';

const [mode, axesJson, perRankArg, dataRanksArg, accumArg] = process.argv.slice(2);
const parallel = mode !== 'reference';
const perRank = Number(perRankArg);
const dataRanks = Number(dataRanksArg);
const accumSteps = Number(accumArg);
const steps = Number(process.env.STEPS ?? 4);
const llama = process.env.MODEL === 'llama';
const V = llama ? 12 : 11;
const T = Number(process.env.SEQ ?? 6);
torch.setNumThreads(1);

torch.manualSeed(7);
const n = steps * accumSteps * perRank * dataRanks;
const data = new TensorDataset({ input: torch.randint(0, V, [n, T]).keep(), target: torch.randint(-1, V, [n, T]).keep() });
const probe = torch.randint(0, V, [3, T]).keep();

const Base = parallel ? ParallelRunner : TorchRunner;
class GptRunner extends Base {
  norms = [];
  losses = [];
  divisors = [];
  constructor(config) {
    super(config);
    const heads = Number(process.env.HEADS ?? 4);
    const model = llama ? new Llama({ vocabSize: V, maxSeqLen: T, layers: 2, heads, width: 16, hidden: 24 }) : new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads, width: 16, dropout: 0 });
    this.model = model.to('float64');
    this.datasets = { train: data };
  }
  trainStep(batch) {
    const logits = this.model.call(batch.input);
    const loss = nn.functional.crossEntropy(logits.view(-1, V), batch.target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: batch.target.ne(-1).sum() };
  }
  async optimizerStep(window) {
    this.divisors.push(window.divisor);
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
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-tensor-')),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: parallel ? perRank : perRank * dataRanks, shuffle: false },
  logging: { console: false, file: false, tensorboard: false, peakFlops: 1e12 },
});
try {
  let error = null;
  let summary = null;
  try {
    summary = await runner.train();
  } catch (err) {
    error = err.message;
    if (process.env.DEBUG) console.error(err.stack);
  }
  if (error !== null) {
    console.log(JSON.stringify({ rank: runner.strategy?.rank ?? Number(process.env.RANK ?? 0), error }));
  } else {
    // Under parallel.fullyShard the parameters are this rank's rows until gathered.
    runner.strategy.gatherFullParameters?.();
    const params = Object.fromEntries(
      runner.model.namedParameters().map(([name, p]) => [name, { shape: p.shape, split: tensorParallelSplitOf(p) ?? null, values: Array.from(p.detach().flatten().toArray()) }]),
    );
    const logits = torch.noGrad(() => Array.from(runner.model.call(probe).flatten().toArray()));
    console.log(JSON.stringify({
      rank: runner.strategy.rank,
      coordinates: parallel ? runner.strategy.topology.coordinates : null,
      globalStep: runner.state.globalStep,
      params,
      norms: runner.norms,
      losses: runner.losses,
      divisors: runner.divisors,
      throughput: summary.throughput,
      flopsPerToken: runner.model.flopsPerToken(),
      logits,
    }));
  }
} finally {
  await runner.close();
}
