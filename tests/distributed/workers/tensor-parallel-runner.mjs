// ParallelRunner with a tensor or context axis against a single-process TorchRunner over the
// same global batches: the char-gpt example's Gpt (2 layers, width 16, 4 heads, float64, its
// tensor-parallel plan, its context parallelism), Adam, accumulation, each micro-step's loss
// weighted by its valid target tokens (targets of -1 are ignored). argv: mode ('parallel' |
// 'reference'), axes (JSON), perRank batch, data ranks, accumSteps. Environment: STEPS (default
// 4), HEADS (default 4), T (sequence length, default 6), DOCS=1 for rows packing documents of 1
// to 7 tokens (docIds), EVAL=1 to evaluate a val split after training, MODEL (gpt, the default;
// llama: the Llama-style GPT of examples/parallel-gpt/llama.ts, vocabulary 12, split by its plan;
// plain: a Sequential without tensor or context parallelism).
// Prints this rank's coordinates, its named parameters (values, shape, tensor-parallel split),
// each step's loss, gradient norm and local normalizer sum, the train summary's throughput, the
// val loss (EVAL=1) and the logits of a fixed input (outside the runner's steps); or the error
// that stopped the run.
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
const docs = process.env.DOCS === '1';
const evaluates = process.env.EVAL === '1';
const V = llama ? 12 : 11;
const T = Number(process.env.T ?? 6);
torch.setNumThreads(1);

/** Document ids of `rows` rows of T tokens, each row packing documents of 1 to 7 tokens. */
function packedDocIds(rows) {
  const ids = [];
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let d = 0; row.length < T; d++) {
      const length = 1 + Number(torch.randint(0, 7, [1]).item());
      for (let i = 0; i < length && row.length < T; i++) row.push(d);
    }
    ids.push(row);
  }
  return torch.tensor(ids, { dtype: 'int64' });
}

function split(rows) {
  const fields = { input: torch.randint(0, V, [rows, T]).keep(), target: torch.randint(-1, V, [rows, T]).keep() };
  return new TensorDataset(docs ? { ...fields, docIds: packedDocIds(rows).keep() } : fields);
}

torch.manualSeed(7);
const data = split(steps * accumSteps * perRank * dataRanks);
const probe = torch.randint(0, V, [3, T]).keep();
const val = evaluates ? split(2 * perRank * dataRanks) : null;

function buildModel() {
  const heads = Number(process.env.HEADS ?? 4);
  if (llama) return new Llama({ vocabSize: V, maxSeqLen: T, layers: 2, heads, width: 16, hidden: 24 });
  if (process.env.MODEL === 'plain') return new nn.Sequential(new nn.Embedding(V, 8), new nn.Linear(8, V));
  return new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads, width: 16, dropout: 0 });
}

const Base = parallel ? ParallelRunner : TorchRunner;
class GptRunner extends Base {
  norms = [];
  losses = [];
  divisors = [];
  constructor(config) {
    super(config);
    this.model = buildModel().to('float64');
    this.datasets = val ? { train: data, val } : { train: data };
  }
  trainStep(batch) {
    const logits = docs ? this.model.call(batch.input, batch.docIds) : this.model.call(batch.input);
    const loss = nn.functional.crossEntropy(logits.view(-1, V), batch.target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: batch.target.ne(-1).sum() };
  }
  evaluateStep(batch) {
    return this.trainStep(batch);
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
  let valLoss = null;
  try {
    summary = await runner.train();
    if (evaluates) valLoss = (await runner.evaluate(['val'])).val.loss;
  } catch (err) {
    error = err.message;
    if (process.env.DEBUG) console.error(err.stack);
  }
  if (error !== null) {
    console.log(JSON.stringify({ rank: runner.strategy?.rank ?? Number(process.env.RANK ?? 0), error }));
  } else {
    // With parallel.fullyShard the parameters are shards between steps: gather them whole.
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
      flopsPerToken: runner.model.flopsPerToken?.(),
      valLoss,
      logits,
    }));
  }
} finally {
  await runner.close();
}
