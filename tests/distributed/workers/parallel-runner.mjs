// ParallelRunner (stack 'parallel') against a single-process TorchRunner over the same global
// batches: a float64 regression MLP of 8 modules, SGD, accumulation. argv:
//   mode ('parallel' | 'reference'), axes (JSON), perRank batch, data ranks, accumSteps
// Prints the named parameters of this rank's part, each step's loss and gradient norm, and
// the evaluation loss.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const [mode, axesJson, perRankArg, dataRanksArg, accumArg] = process.argv.slice(2);
const parallel = mode === 'parallel';
const perRank = Number(perRankArg);
const dataRanks = Number(dataRanksArg);
const accumSteps = Number(accumArg);
const steps = 6;
torch.setNumThreads(1);

torch.manualSeed(7);
const n = steps * accumSteps * perRank * dataRanks;
const input = torch.randn([n, 4], { dtype: 'float64' });
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]], { dtype: 'float64' })).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });
const valInput = torch.randn([3 * perRank * dataRanks, 4], { dtype: 'float64' });
const val = new TensorDataset({ input: valInput.keep(), target: valInput.sum(1, true).tanh().keep() });

const Base = parallel ? ParallelRunner : TorchRunner;
class Regression extends Base {
  norms = [];
  losses = [];
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(
      new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 16), new nn.Tanh(),
      new nn.Linear(16, 8), new nn.Tanh(), new nn.Linear(8, 1), new nn.Identity(),
    ).double();
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data, val };
  }
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    this.norms.push(outcome.gradNorm);
    this.losses.push(outcome.loss);
    return outcome;
  }
}

const runner = new Regression({
  stack: parallel ? 'parallel' : 'torch',
  ...(parallel ? { parallel: JSON.parse(axesJson) } : {}),
  seed: 1,
  steps,
  accumSteps,
  maxGradNorm: 1e9,
  workspaceRoot: mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
  optim: { name: 'sgd', lr: 0.1 },
  dataloader: { batchSize: parallel ? perRank : perRank * dataRanks, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  const evaluation = await runner.evaluate(['val']);
  const owned = parallel ? runner.strategy.optimizerParameters().map((p) => p.name) : null;
  const params = Object.fromEntries(
    runner.model.namedParameters().filter(([name]) => !owned || owned.includes(name)).map(([name, p]) => [name, Array.from(p.detach().flatten().toArray())]),
  );
  console.log(JSON.stringify({
    rank: runner.strategy.rank,
    coordinates: parallel ? runner.topology.coordinates : null,
    globalStep: runner.state.globalStep,
    microStep: runner.state.microStep,
    params,
    norms: runner.norms,
    losses: runner.losses,
    valLoss: evaluation.val.loss,
  }));
} finally {
  await runner.close();
}
