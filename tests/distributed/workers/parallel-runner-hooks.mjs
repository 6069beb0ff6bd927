// ParallelRunner's extension points and pipeline inference against a single-process
// TorchRunner over the same batches: a float64 regression MLP of 8 modules, SGD, accumulation
// 3, pipeline 2. argv: mode ('parallel': ParallelRunner as it is | 'hooks': every extension
// point overridden | 'reference': one TorchRunner process), and for 'hooks' optionally a
// broken override ('bad-schedule', 'bad-topology', 'no-groups') whose setup or training must
// fail. Prints the named parameters of this rank's part, the losses, the inference outputs
// (of infer and of infer with stream) and what the overrides recorded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, DeviceMesh, ParallelRunner, SequentialSlice, TensorDataset, Topology, TorchRunner, Workspace } from '../../../dist/src/index.js';

const [mode, broken] = process.argv.slice(2);
const parallel = mode !== 'reference';
const dtype = 'float64';
torch.setNumThreads(1);
torch.manualSeed(7);
const input = torch.randn([36, 4], { dtype });
const data = new TensorDataset({ input: input.keep(), target: input.sum(1, true).tanh().keep() });
const valInput = torch.randn([10, 4], { dtype });
const val = new TensorDataset({ input: valInput.keep(), target: valInput.sum(1, true).tanh().keep() });

const recorded = { topology: null, groups: null, schedules: [], parts: null, optimizerParameters: null };

const Base = parallel ? ParallelRunner : TorchRunner;
class Regression extends Base {
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
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    this.losses.push(outcome.loss);
    return outcome;
  }
}

/** Every extension point overridden: each records what it did, and changes what the runner does. */
class Hooked extends Regression {
  /** Rank 1's clock runs 5 s ahead: the ranks share one attempt timestamp only when rank 0's is agreed. */
  createWorkspace(isMain, timestamp) {
    return new Workspace(this.config, { isMain, timestamp, now: isMain ? undefined : new Date(Date.now() + 5000) });
  }
  async buildTopology() {
    if (broken === 'bad-topology') {
      const other = Topology.plan(new DeviceMesh({ ...this.topologyPlanSizes(), pipeline: 1, replicate: 2 }), this.strategy.rank);
      await other.initGroups();
      return other;
    }
    const topology = await super.buildTopology();
    recorded.topology = topology;
    return topology;
  }
  topologyPlanSizes() {
    return { replicate: 1, shard: 1, pipeline: 2, context: 1, expert: 1, tensor: 1 };
  }
  async initModelParallelGroups(topology) {
    if (broken === 'no-groups') return;
    await super.initModelParallelGroups(topology);
    recorded.groups = Object.fromEntries(['pipeline', 'replicate', 'data', 'optimizer'].map((n) => [n, topology.group(n)?.size ?? null]));
  }
  bindPipelineModules(model, topology) {
    // This rank's stage as two parts: its first module alone, then the rest.
    const [stage] = super.bindPipelineModules(model, topology);
    const children = stage.namedChildren();
    const parts = [new SequentialSlice(children.slice(0, 1)), new SequentialSlice(children.slice(1))];
    recorded.parts = parts.map((p) => p.namedChildren().map(([n]) => n));
    return parts;
  }
  buildPipelineSchedule(stage, microbatches) {
    // GPipe: every forward, then every backward (in micro-batch order, so sums match 1F1B's).
    const forwards = Array.from({ length: microbatches }, (_, microbatch) => ({ op: 'forward', microbatch }));
    const backwards = broken === 'bad-schedule' ? [] : forwards.map((a) => ({ ...a, op: 'backward' }));
    recorded.schedules.push(`${stage.stage}/${stage.stages}:${microbatches}`);
    return [...forwards, ...backwards];
  }
  buildOptimizer(parameters) {
    // Every tensor listed twice, as when two local parts share a module: built once each.
    recorded.optimizerParameters = parameters.length;
    return super.buildOptimizer([...parameters, ...parameters]);
  }
}

const Runner = mode === 'hooks' ? Hooked : Regression;
const runner = new Runner({
  stack: parallel ? 'parallel' : 'torch',
  ...(parallel ? { parallel: { pipeline: 2, shard: 1 } } : {}),
  seed: 1,
  steps: 4,
  accumSteps: 3,
  maxGradNorm: 1e9,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH ?? mkdtempSync(join(tmpdir(), 'torchrunner-parallel-hooks-')),
  optim: { name: 'sgd', lr: 0.1 },
  dataloader: { batchSize: 3, shuffle: false },
  logging: { console: false, file: false, tensorboard: false },
});
const flat = (t) => Array.from(t.detach().flatten().toArray());
try {
  let error = null;
  try {
    await runner.train();
  } catch (err) {
    error = err.message;
  }
  if (error) {
    console.log(JSON.stringify({ rank: Number(process.env.RANK ?? 0), error }));
  } else {
    const inferred = (await runner.infer('val')).map(flat);
    const streamed = [];
    for await (const o of await runner.infer('val', { stream: true, steps: 2 })) streamed.push(flat(o));
    const owned = parallel ? runner.strategy.optimizerParameters().map((p) => p.name) : null;
    const params = Object.fromEntries(runner.model.namedParameters().filter(([name]) => !owned || owned.includes(name)).map(([name, p]) => [name, flat(p)]));
    console.log(JSON.stringify({
      rank: runner.strategy.rank,
      params,
      losses: runner.losses,
      inferred,
      streamed,
      ...(mode === 'hooks'
        ? {
            timestamp: runner.workspace.timestamp,
            topologyUsed: recorded.topology === runner.topology,
            groups: recorded.groups,
            parts: recorded.parts,
            stageChildren: runner.strategy.stage.module.namedChildren().map(([n]) => n),
            schedules: recorded.schedules,
            optimizerParameters: recorded.optimizerParameters,
            optimizerSteps: runner.optimizer.paramGroups.reduce((n, g) => n + g.params.length, 0),
          }
        : {}),
    }));
  }
} finally {
  await runner.close();
}
