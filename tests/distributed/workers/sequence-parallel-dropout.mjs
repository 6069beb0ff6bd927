// Dropout in the sequence-parallel region under ParallelRunner: the char-gpt Gpt (2 layers,
// width 16, 4 heads, float64, dropout 0.3) at tensor 2 with parallel.sequenceParallel, Adam,
// 2 steps of 2 accumulated micro-batches. Then, in training mode on a fixed input, the masks
// (1 where an element was dropped) of the dropout that starts the region (`drop`) and of the
// residual dropouts of block 0, with their classes; 6 numbers from the default generator; the
// losses and every parameter part.
import { nn, torch, ParallelRunner, TensorDataset } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

const V = 12;
const T = 6;
torch.setNumThreads(1);
torch.manualSeed(7);
const data = new TensorDataset({ input: torch.randint(0, V, [32, T]).keep(), target: torch.randint(0, V, [32, T]).keep() });
const probe = torch.randint(0, V, [3, T]).keep();

class GptRunner extends ParallelRunner {
  losses = [];
  constructor(config) {
    super(config);
    this.model = new Gpt({ vocabSize: V, blockSize: T, layers: 2, heads: 4, width: 16, dropout: 0.3 }).to('float64');
    this.datasets = { train: data };
  }
  trainStep(batch) {
    return nn.functional.crossEntropy(this.model.call(batch.input).view(-1, V), batch.target.view(-1));
  }
  async optimizerStep(window) {
    const outcome = await super.optimizerStep(window);
    this.losses.push(outcome.loss);
    return outcome;
  }
}

const runner = new GptRunner({
  stack: 'parallel',
  parallel: { tensor: 2, shard: 1, sequenceParallel: true },
  seed: 1,
  steps: 2,
  accumSteps: 2,
  workspaceRoot: process.env.TORCHRUNNER_TEST_SCRATCH,
  optim: { name: 'adam', lr: 0.01 },
  dataloader: { batchSize: 4, shuffle: true },
  logging: { console: false, file: false, tensorboard: false },
});
const array = (t) => Array.from(t.detach().flatten().toArray());
try {
  await runner.train();
  const model = runner.model;
  const block = model.blocks.at(0);
  const watched = { drop: model.drop, 'blocks.0.attn.residDrop': block.attn.residDrop, 'blocks.0.mlp.3': block.mlp.at(3) };
  const masks = {};
  const classes = {};
  for (const [name, module] of Object.entries(watched)) {
    classes[name] = module.constructor.name;
    module.registerForwardHook((_m, [input], output) => {
      // An element was dropped where the output is 0 and the input (its slice, for `drop`) is not.
      masks[name] = { shape: output.shape, dropped: array(output.eq(0)).map(Number) };
    });
  }
  model.train();
  torch.noGrad(() => model.call(probe));
  const out = {
    rank: runner.strategy.rank,
    tensorRank: runner.topology.coordinates.tensor,
    classes,
    masks,
    defaultDraws: array(torch.rand([6])),
    losses: runner.losses,
    params: model.namedParameters().map(([name, p]) => [name, array(p)]),
  };
  console.log(JSON.stringify(out));
} finally {
  await runner.close();
}
