// The model-parallel RNG tracker under ParallelRunner. argv: mode, workspaceRoot, axes (JSON),
// steps, resume path or '-'. Env T: the sequence length (default 6; 8 for a context axis).
// - draws: after setup, this rank's coordinates, 6 numbers from the tracker's stream, 6 from
//   the default generator, and the masks the example Gpt's attention dropout and embedding
//   dropout draw (inside a step's context, with a context axis).
// - train: the char-gpt Gpt (2 layers, width 16, 4 heads, float64, dropout 0.3 everywhere,
//   attention dropout from the per-rank stream) with Adam and 2 accumulated micro-batches per
//   step, sharded checkpoints; trains to `steps` (resuming when given) and prints the logits of
//   a fixed input in evaluation mode and every parameter's values.
// - masks: as train, then, in training mode on the fixed input, the masks (1 where an element
//   was dropped) and classes of `drop` and of block 0's residual dropouts, and 6 numbers from
//   the default generator (for the sequence-parallel region, parallel.sequenceParallel).
import { nn, torch, ParallelRunner, rngTracker, TensorDataset } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const [mode, root, axesJson, stepsArg, resume] = process.argv.slice(2);
const V = 12;
const T = Number(process.env.T ?? 6);
torch.setNumThreads(1);
torch.manualSeed(7);
const data = new TensorDataset({ input: torch.randint(0, V, [64, T]).keep(), target: torch.randint(0, V, [64, T]).keep() });
const probe = torch.randint(0, V, [3, T]).keep();

class GptRunner extends ParallelRunner {
  constructor(config) {
    super(config);
    this.model = new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads: 4, width: 16, dropout: 0.3 }).to('float64');
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
  accumSteps: 2,
  workspaceRoot: root,
  ...(resume !== '-' ? { resume, allowConfigChange: ['steps'] } : {}),
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: 4, shuffle: true },
  checkpoint: { interval: 1000 },
  logging: { console: false, file: false, tensorboard: false },
});
const array = (t) => Array.from(t.flatten().toArray());

/** The masks `drop` and block 0's residual dropouts draw in a training-mode forward of the probe. */
function dropoutMasks(model) {
  const block = model.blocks.at(0);
  const watched = { drop: model.drop, 'blocks.0.attn.residDrop': block.attn.residDrop, 'blocks.0.mlp.3': block.mlp.at(3) };
  const masks = {};
  const classes = {};
  for (const [name, module] of Object.entries(watched)) {
    classes[name] = module.constructor.name;
    module.registerForwardHook((_m, _args, output) => {
      masks[name] = { shape: output.shape, dropped: array(output.eq(0)).map(Number) };
    });
  }
  model.train();
  torch.noGrad(() => model.call(probe));
  return { classes, masks, defaultDraws: array(torch.rand([6])) };
}
try {
  await runner.setup();
  const out = { rank: runner.strategy.rank, coordinates: runner.topology.coordinates };
  if (mode === 'draws') {
    out.stream = rngTracker.fork(() => array(torch.rand([6])));
    out.default = array(torch.rand([6]));
    const cp = runner.strategy.contextParallel;
    const inStep = (fn) => (cp ? cp.during(fn) : fn());
    const drop = runner.model.blocks.at(0).attn.attnDrop;
    out.dropoutClass = drop.constructor.name;
    out.mask = inStep(() => array(drop.call(torch.ones([2, 8], { dtype: 'float64' })).ne(0)));
    out.embeddingDropoutClass = runner.model.drop.constructor.name;
    out.embeddingMask = inStep(() => array(runner.model.drop.call(torch.ones([2, 8], { dtype: 'float64' })).ne(0)));
  } else {
    out.resumedAt = runner.state.globalStep;
    out.checkpoints = runner.workspace.checkpointsDir;
    await runner.train();
    runner.model.eval();
    out.logits = torch.noGrad(() => array(runner.model.call(probe)));
    out.params = runner.model.namedParameters().map(([name, p]) => [name, array(p.detach())]);
    if (mode === 'masks') Object.assign(out, dropoutMasks(runner.model));
  }
  console.log(JSON.stringify(out));
} finally {
  await runner.close();
}
