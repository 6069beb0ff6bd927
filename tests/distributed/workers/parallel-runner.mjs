// ParallelRunner (stack 'parallel') against a single-process TorchRunner over the same global
// batches: a float64 regression MLP of 8 modules, SGD, accumulation. argv:
//   mode ('parallel': ParallelRunner | 'plain': TorchRunner under stack parallel | 'reference'),
//   axes (JSON), perRank batch, data ranks, accumSteps, dtype (default float64), 'weighted'
//   (each micro-step's loss comes with a normalizer: its sample count plus one)
// Prints the named parameters of this rank's part, each step's loss and gradient norm, and
// the evaluation loss. Environment: STEPS (steps to train, default 6, over the same data);
// CKPT_ROOT (workspace root, sharded checkpoints every 3 steps); RESUME (a checkpoint to resume);
// OPTIM=adam (Adam instead of SGD).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ParallelRunner, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const [mode, axesJson, perRankArg, dataRanksArg, accumArg, dtypeArg] = process.argv.slice(2);
const dtype = dtypeArg ?? 'float64';
const weighted = process.argv[8] === 'weighted';
const parallel = mode !== 'reference';
const perRank = Number(perRankArg);
const dataRanks = Number(dataRanksArg);
const accumSteps = Number(accumArg);
const steps = Number(process.env.STEPS ?? 6);
torch.setNumThreads(1);

torch.manualSeed(7);
const n = 6 * accumSteps * perRank * dataRanks;
const input = torch.randn([n, 4], { dtype });
const target = input.matmul(torch.tensor([[1.5], [-2.0], [0.5], [3.0]], { dtype })).add(0.5).tanh();
const data = new TensorDataset({ input: input.keep(), target: target.keep() });
const valInput = torch.randn([3 * perRank * dataRanks, 4], { dtype });
const val = new TensorDataset({ input: valInput.keep(), target: valInput.sum(1, true).tanh().keep() });

const Base = mode === 'parallel' ? ParallelRunner : TorchRunner;
class Regression extends Base {
  norms = [];
  losses = [];
  constructor(config) {
    super(config);
    this.model = new nn.Sequential(
      new nn.Linear(4, 16), new nn.Tanh(), new nn.Linear(16, 16), new nn.Tanh(),
      new nn.Linear(16, 8), new nn.Tanh(), new nn.Linear(8, 1), new nn.Identity(),
    ).to(dtype);
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data, val };
  }
  weightedLoss(output, target) {
    return { loss: this.computeLoss(output, target), normalizer: target.shape[0] + 1 };
  }
  trainStep(batch) {
    return weighted ? this.weightedLoss(this.model.call(batch.input), batch.target) : super.trainStep(batch);
  }
  evaluateStep(batch) {
    return weighted ? this.weightedLoss(this.model.call(batch.input), batch.target) : super.evaluateStep(batch);
  }
  pipelineLoss(output, target) {
    return weighted ? this.weightedLoss(output, target) : super.pipelineLoss(output, target);
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
  workspaceRoot: process.env.CKPT_ROOT ?? process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
  ...(process.env.CKPT_ROOT ? { checkpoint: { backend: 'sharded', interval: 3 } } : {}),
  ...(process.env.RESUME ? { resume: process.env.RESUME, allowConfigChange: ['steps'] } : {}),
  optim: process.env.OPTIM === 'adam' ? { name: 'adam', lr: 0.01 } : { name: 'sgd', lr: 0.1 },
  dataloader: { batchSize: parallel ? perRank : perRank * dataRanks, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
try {
  await runner.train();
  const evaluation = await runner.evaluate(['val']);
  const owned = parallel ? runner.strategy.optimizerParameters().map((p) => p.name) : null;
  // Under parallel.fullyShard the parameters are this rank's rows until gathered.
  runner.strategy.gatherFullParameters?.();
  const params = Object.fromEntries(
    runner.model.namedParameters().filter(([name]) => !owned || owned.includes(name)).map(([name, p]) => [name, Array.from(p.detach().flatten().toArray())]),
  );
  console.log(JSON.stringify({
    rank: runner.strategy.rank,
    coordinates: parallel ? runner.strategy.topology.coordinates : null,
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
