// Runner misuse: missing parts, steps that return the wrong thing, async steps, bad devices,
// state dicts that are not state dicts, losses that broadcast, runs whose every step is skipped.
import { nn, optim, torch, TorchRunner } from '../../../../dist/src/index.js';
import { params, tinyConfig, Tiny, trainTiny } from '../support.mjs';

/** A Tiny runner whose trainStep is `step` (called with the batch and the runner). */
function withStep(step) {
  return class extends Tiny {
    trainStep(batch) {
      return step(batch, this);
    }
  };
}

const BAD_STEPS = [
  ['trainStep returns a number', () => 1.5, /trainStep must return the loss .* but returned number/],
  ['trainStep returns nothing', () => undefined, /trainStep must return the loss .* but returned undefined/],
  ['trainStep returns a per-sample loss', (b) => b.input.sum(1), /trainStep returned a loss of shape \[4\]; reduce it to one element/],
  ['trainStep returns a Promise', (b, r) => Promise.resolve(r.supervisedStep(b)), /trainStep is async \(returns a Promise\), but it must be synchronous/],
  ['normalizer of the wrong type', (b, r) => ({ loss: r.supervisedStep(b), normalizer: 'four' }), /normalizer of type string/],
];

class AsyncStep extends Tiny {
  async trainStep(batch) {
    return this.supervisedStep(batch);
  }
}

class NoModel extends TorchRunner {
  constructor(config) {
    super(config);
    this.datasets = new Tiny(config).datasets;
  }
}

class NoData extends TorchRunner {
  constructor(config) {
    super(config);
    this.model = new nn.Linear(4, 1);
  }
}

class NoCriterion extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.criterion = undefined;
  }
}

class NumberCriterion extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.criterion = () => 0.5;
  }
}

class PlainObjectModel extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.model = { forward: (x) => x };
  }
}

class WithMetrics extends Tiny {
  constructor(config, options, metrics) {
    super(config, options);
    this.metrics = metrics;
  }
}

class OnDevice extends Tiny {
  constructor(config, options) {
    super(config, options);
    this.device = options.device;
  }
}

/** Every loss is NaN; with skipNonfiniteGrad every step is skipped. */
const NanLoss = withStep((b, r) => r.supervisedStep(b).mul(NaN));
/** Every window's normalizer is 0. */
const ZeroNormalizer = withStep((b, r) => ({ loss: r.supervisedStep(b), normalizer: 0 }));

export const CASES = [
  ...BAD_STEPS.map(([name, step, expect]) => ({ name: `runner: ${name}`, expect, run: (ctx) => trainTiny(ctx, {}, {}, withStep(step)) })),
  { name: 'runner: async trainStep method', expect: /AsyncStep\.trainStep is async .* must be synchronous.*in the dataset or a DataLoader/, run: (ctx) => trainTiny(ctx, {}, {}, AsyncStep) },
  { name: 'runner: no model', expect: /assign this\.model \(an nn\.Module\)/, run: (ctx) => trainTiny(ctx, {}, {}, NoModel) },
  { name: 'runner: model is not a Module', expect: /assign this\.model \(an nn\.Module\)/, run: (ctx) => trainTiny(ctx, {}, {}, PlainObjectModel) },
  { name: 'runner: no data', expect: /no data; assign this\.datasets/, run: (ctx) => trainTiny(ctx, {}, {}, NoData) },
  { name: 'runner: no train split', expect: /no split name starts with 'train' \(splits: val\)/, run: (ctx) => trainTiny(ctx, {}, { splits: { val: 8 } }) },
  { name: 'runner: empty train split in epoch mode', expect: /train split 'train' yields no batches \(0 samples/, run: (ctx) => trainTiny(ctx, {}, { splits: { train: 0, val: 8 } }) },
  { name: 'runner: train split smaller than a batch with dropLast', expect: /train split 'train' yields no batches \(3 samples, batchSize 4, dropLast\)/, run: (ctx) => trainTiny(ctx, { dataloader: { batchSize: 4, dropLast: true } }, { splits: { train: 3, val: 8 } }) },
  { name: 'runner: empty train split in step mode', expect: /train split 'train' yielded no batches/, run: (ctx) => trainTiny(ctx, { epochs: undefined, steps: 5 }, { splits: { train: 0, val: 8 } }) },
  { name: 'runner: no criterion', expect: /no criterion; assign this\.criterion/, run: (ctx) => trainTiny(ctx, {}, {}, NoCriterion) },
  { name: 'runner: criterion returns a number', expect: /The criterion must return a tensor/, run: (ctx) => trainTiny(ctx, {}, {}, NumberCriterion) },
  {
    name: 'runner: every step skipped (NaN loss) in step mode',
    expect: /10 optimizer steps in a row were skipped .*non-finite gradients/,
    run: (ctx) => trainTiny(ctx, { epochs: undefined, steps: 50, skipNonfiniteGrad: true, maxConsecutiveSkippedSteps: 10 }, {}, NanLoss),
  },
  {
    name: 'runner: every normalizer 0 in step mode',
    expect: /steps in a row were skipped .*the loss normalizers summed to 0/,
    run: (ctx) => trainTiny(ctx, { epochs: undefined, steps: 1000, maxConsecutiveSkippedSteps: 20 }, {}, ZeroNormalizer),
  },
  {
    name: 'runner: every step skipped in epoch mode (default limit)',
    expect: /100 optimizer steps in a row were skipped/,
    run: (ctx) => trainTiny(ctx, { epochs: 40, skipNonfiniteGrad: true }, {}, NanLoss),
  },
  {
    name: 'runner: a few skipped steps are tolerated',
    expect: 'ok',
    run: async (ctx) => {
      let calls = 0;
      const SomeNan = withStep((b, r) => (calls++ % 4 === 0 ? r.supervisedStep(b).mul(NaN) : r.supervisedStep(b)));
      const runner = await trainTiny(ctx, { epochs: 2, skipNonfiniteGrad: true, maxConsecutiveSkippedSteps: 2 }, {}, SomeNan);
      return runner.state.skippedSteps === 4 && runner.state.globalStep === 12 ? null : `silent: skipped ${runner.state.skippedSteps}, stepped ${runner.state.globalStep}`;
    },
  },
  {
    name: 'runner: target [N] against output [N, 1] warns as PyTorch does',
    expect: 'ok',
    run: async (ctx) => {
      await trainTiny(ctx, {}, { targetShape: 'flat' });
      return ctx.warnings.some((w) => /Using a target size \(\[4\]\) that is different to the input size \(\[4, 1\]\).*broadcasting/.test(w)) ? null : `silent: no warning (${ctx.warnings.join('; ')})`;
    },
  },
  { name: 'runner: unknown metric object named loss', expect: /may not be named 'loss'/, run: (ctx) => trainTiny(ctx, {}, {}, class extends WithMetrics { constructor(c, o) { super(c, o, [{ name: 'loss' }]); } }) },
  { name: 'runner: metric listed twice', expect: /metric 'mse' is listed twice/, run: (ctx) => trainTiny(ctx, {}, {}, class extends WithMetrics { constructor(c, o) { super(c, o, ['mse', 'mse']); } }) },
  { name: 'runner: scoreName of a listed metric is accepted', expect: 'ok', run: async (ctx) => {
    const r = await trainTiny(ctx, { scoreName: 'mae' }, {}, class extends WithMetrics { constructor(c, o) { super(c, o, ['mae']); } });
    return r.bestResult?.scores.val?.mae !== undefined ? null : 'silent: no mae score';
  } },
  { name: 'runner: device "gpu"', expect: /unknown device or dtype 'gpu'/, run: (ctx) => trainTiny(ctx, {}, { device: 'gpu' }, OnDevice) },
  { name: 'runner: device "cuda" without CUDA', expect: /CUDA|cuda/, run: (ctx) => trainTiny(ctx, {}, { device: 'cuda:0' }, OnDevice) },
  { name: 'runner: stack parallel on TorchRunner (trains from config alone)', expect: 'ok', run: (ctx) => trainTiny(ctx, { stack: 'parallel' }) },
  {
    name: 'runner: train after close',
    expect: /The runner is closed; create a new one/,
    run: async (ctx) => {
      const r = new Tiny(tinyConfig(ctx));
      await r.close();
      await r.train();
    },
  },
  {
    name: 'runner: infer on a split that does not exist',
    expect: /No split 'tset'; the runner has train, val/,
    run: async (ctx) => {
      const r = new Tiny(tinyConfig(ctx));
      try {
        await r.infer('tset');
      } finally {
        await r.close();
      }
    },
  },
  {
    name: 'runner: evaluate a split that does not exist',
    expect: /No split 'vall'/,
    run: async (ctx) => {
      const r = new Tiny(tinyConfig(ctx));
      try {
        await r.evaluate(['vall']);
      } finally {
        await r.close();
      }
    },
  },
  {
    name: 'runner: loadStateDict with a bare tensor',
    expect: /loadStateDict: expected a runner checkpoint payload .* but received a single Tensor \(float32 \[2, 2\]\)/,
    run: async (ctx) => {
      const r = new Tiny(tinyConfig(ctx));
      try {
        await r.setup();
        r.loadStateDict(torch.zeros([2, 2]));
      } finally {
        await r.close();
      }
    },
  },
  { name: 'runner: Module.loadStateDict with a bare tensor', expect: /loadStateDict: expected a state dict .* but received a single Tensor \(float32 \[1, 4\]\)/, run: () => new nn.Linear(4, 1).loadStateDict(torch.zeros([1, 4])) },
  {
    name: 'runner: optimizer.loadStateDict with a bare tensor',
    expect: /SGD\.loadStateDict: expected an optimizer state dict .* single Tensor/,
    run: () => {
      const m = new nn.Linear(4, 1);
      new optim.SGD(m.parameters(), { lr: 0.1 }).loadStateDict(torch.zeros([3]));
    },
  },
  { name: 'runner: Module.to with a device typo', expect: /unknown device or dtype 'cuda0'/, run: () => new nn.Linear(4, 1).to('cuda0') },
  { name: 'runner: Module.to({ device }) with an unknown device', expect: /unknown device or dtype 'gpu'/, run: () => new nn.Linear(4, 1).to({ device: 'gpu' }) },
  { name: 'runner: tensor on an unknown device', expect: /unknown device or dtype 'gpu'/, run: () => torch.zeros([2], { device: 'gpu' }) },
  {
    name: 'runner: two runners one after the other in one process',
    expect: 'ok',
    run: async (ctx) => {
      const a = params((await trainTiny(ctx, { id: 'a' })).model);
      const b = params((await trainTiny(ctx, { id: 'b' })).model);
      return JSON.stringify(a) === JSON.stringify(b) ? null : 'silent: the same config trained differently';
    },
  },
  {
    name: 'runner: train() twice continues the run',
    expect: 'ok',
    run: async (ctx) => {
      const r = new Tiny(tinyConfig(ctx, { epochs: 2 }));
      try {
        await r.train();
        const step = r.state.globalStep;
        await r.train();
        return r.state.globalStep === step ? null : `silent: a finished run trained on (${step} -> ${r.state.globalStep})`;
      } finally {
        await r.close();
      }
    },
  },
];
