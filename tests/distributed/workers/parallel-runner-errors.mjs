// ParallelRunner setups that must fail with their message, on every rank, without hanging.
// Prints {"rank", "noParallelize", "contextAxis", "contextMetrics", "mismatch", "plainPipeline", "plainSequenceParallel", "emptyStage", "planNoMatch",
// "planWrongType"}, "override": what a ParallelRunner whose parallelizeModel splits a model without
// parallelize saw and made, and "planned": the parameter shapes a config plan (parallel.plan) made.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, ColumnParallelLinear, ParallelRunner, RowParallelLinear, TensorDataset, TorchRunner } from '../../../dist/src/index.js';

const data = new TensorDataset({ input: torch.randn([8, 4]).keep(), target: torch.randn([8, 1]).keep() });
const withModel = (Base) =>
  class extends Base {
    constructor(config) {
      super(config);
      this.model = new nn.Sequential(new nn.Linear(4, 4), new nn.Tanh(), new nn.Linear(4, 1));
      this.criterion = new nn.MSELoss();
      this.datasets = { train: data };
    }
  };
async function setupError(parallel, Runner = withModel(ParallelRunner)) {
  const runner = new Runner({
    stack: 'parallel',
    parallel,
    steps: 1,
    workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
    optim: { name: 'sgd', lr: 0.1 },
    logging: { console: false, file: false, tensorboard: false },
  });
  try {
    await runner.setup();
    return null;
  } catch (err) {
    return err.message;
  } finally {
    await runner.close();
  }
}
const noParallelize = await setupError({ tensor: 2, shard: 1 });
// parallel.plan that does not fit the Sequential: a pattern without a module, a Tanh under 'column'.
const planNoMatch = await setupError({ tensor: 2, shard: 1, plan: { 0: 'column', 'blocks.*.fc': 'row' } });
const planWrongType = await setupError({ tensor: 2, shard: 1, plan: { 0: 'column', 1: 'column' } });
// A Sequential has no enableContextParallel.
const contextAxis = await setupError({ context: 2, shard: 1 });
const contextMetrics = await setupError(
  { context: 2, shard: 1 },
  class extends withModel(ParallelRunner) {
    constructor(config) {
      super(config);
      this.metrics = ['accuracy'];
    }
  },
);
const mismatch = await setupError({ pipeline: 4, shard: 1 });
const plainPipeline = await setupError({ pipeline: 2, shard: 1 }, withModel(TorchRunner));
const plainSequenceParallel = await setupError({ tensor: 2, shard: 1, sequenceParallel: true }, withModel(TorchRunner));
// Cut after the Linear: stage 1 holds only the Tanh.
const emptyStage = await setupError(
  { pipeline: 2, shard: 1, splitPoints: [1] },
  class extends withModel(ParallelRunner) {
    constructor(config) {
      super(config);
      this.model = new nn.Sequential(new nn.Linear(4, 1), new nn.Tanh());
    }
  },
);

// parallelizeModel overridden: a Sequential with no parallelize method, split by the runner.
class Overriding extends withModel(ParallelRunner) {
  seen = null;
  parallelizeModel(model, ctx) {
    this.seen = { rank: ctx.rank, size: ctx.size, groupSize: ctx.group.size, tensorCoordinate: ctx.topology.coordinates.tensor };
    model.registerModule('0', new ColumnParallelLinear(model.at(0), ctx.group));
    model.registerModule('2', new RowParallelLinear(model.at(2), ctx.group));
  }
}
const overriding = new Overriding({
  stack: 'parallel',
  parallel: { tensor: 2, shard: 1 },
  steps: 1,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
  optim: { name: 'sgd', lr: 0.1 },
  logging: { console: false, file: false, tensorboard: false },
});
let override;
try {
  await overriding.train();
  override = { seen: overriding.seen, shapes: Object.fromEntries(overriding.strategy.optimizerParameters().map((p) => [p.name, p.tensor.shape])), step: overriding.state.globalStep };
} finally {
  await overriding.close();
}
// The same split as the override, by a plan in the config alone.
const Planned = withModel(ParallelRunner);
const planned = new Planned({
  stack: 'parallel',
  parallel: { tensor: 2, shard: 1, plan: { 0: 'column', 1: 'replicate', 2: { style: 'row' } } },
  steps: 1,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-parallel-')),
  optim: { name: 'sgd', lr: 0.1 },
  logging: { console: false, file: false, tensorboard: false },
});
let plannedShapes;
try {
  await planned.train();
  plannedShapes = Object.fromEntries(planned.strategy.optimizerParameters().map((p) => [p.name, p.tensor.shape]));
} finally {
  await planned.close();
}
console.log(JSON.stringify({ rank: Number(process.env.RANK), noParallelize, contextAxis, contextMetrics, mismatch, plainPipeline, plainSequenceParallel, emptyStage, override, planNoMatch, planWrongType, planned: plannedShapes }));
