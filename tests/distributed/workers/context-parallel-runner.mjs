// ParallelRunner with a context axis against a single-process TorchRunner over the same global
// batches: the char-gpt example's Gpt (2 layers, width 16, 4 heads, float64, blockSize 16),
// Adam, accumulation, each micro-step's loss weighted by its valid target tokens (targets of -1
// are ignored). argv: mode ('parallel' | 'reference'), axes (JSON), perRank batch, data ranks,
// accumSteps. Environment: STEPS (default 3), DOCS=1 for rows packing several documents
// (docIds, random lengths), MODEL=plain for a model without enableContextParallel, T (default 16).
// Prints this rank's coordinates, its parameters, each step's loss, gradient norm and local
// normalizer, the evaluation loss of the val split, and the logits of a fixed input.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [mode, axesJson, perRankArg, dataRanksArg, accumArg] = process.argv.slice(2);
const parallel = mode !== 'reference';
const perRank = Number(perRankArg);
const dataRanks = Number(dataRanksArg);
const accumSteps = Number(accumArg);
const steps = Number(process.env.STEPS ?? 3);
const docs = process.env.DOCS === '1';
const V = 11;
const T = Number(process.env.T ?? 16);
torch.setNumThreads(1);

/** Document ids of `rows` rows of T tokens, each row packing documents of 1 to 7 tokens. */
function packedDocIds(rows) {
  const ids = [];
  for (let r = 0; r < rows; r++) {
    const row = [];
    for (let d = 0; row.length < T; d++) {
      const n = 1 + Number(torch.randint(0, 7, [1]).item());
      for (let i = 0; i < n && row.length < T; i++) row.push(d);
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
const train = split(steps * accumSteps * perRank * dataRanks);
const val = split(2 * perRank * dataRanks);
const probe = torch.randint(0, V, [2, T]).keep();

const Base = parallel ? ParallelRunner : TorchRunner;
class GptRunner extends Base {
  norms = [];
  losses = [];
  divisors = [];
  constructor(config) {
    super(config);
    this.model = (process.env.MODEL === 'plain' ? new nn.Sequential(new nn.Embedding(V, 8), new nn.Linear(8, V)) : new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads: 4, width: 16, dropout: 0 })).to('float64');
    this.datasets = { train, val };
  }
  trainStep(batch) {
    const logits = this.model.call(batch.input, batch.docIds);
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
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-context-')),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: parallel ? perRank : perRank * dataRanks, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  let error = null;
  let evalLoss = null;
  try {
    await runner.train();
    evalLoss = (await runner.evaluate(['val'])).val.loss;
  } catch (err) {
    error = err.message;
    if (process.env.DEBUG) console.error(err.stack);
  }
  if (error !== null) {
    console.log(JSON.stringify({ rank: runner.strategy?.rank ?? Number(process.env.RANK ?? 0), error }));
  } else {
    const params = Object.fromEntries(runner.model.namedParameters().map(([name, p]) => [name, Array.from(p.detach().flatten().toArray())]));
    // Outside the runner's steps the model runs whole sequences, also under context parallelism.
    const logits = torch.noGrad(() => Array.from(runner.model.call(probe).flatten().toArray()));
    console.log(JSON.stringify({
      rank: runner.strategy.rank,
      coordinates: parallel ? runner.strategy.topology.coordinates : null,
      globalStep: runner.state.globalStep,
      params,
      norms: runner.norms,
      losses: runner.losses,
      divisors: runner.divisors,
      evalLoss,
      logits,
    }));
  }
} finally {
  await runner.close();
}
