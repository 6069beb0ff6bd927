import { afterAll, describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';

const S = optim.lrScheduler;
const params: Tensor[] = [torch.zeros([2], { requiresGrad: true }).keep(), torch.zeros([2], { requiresGrad: true }).keep()];
afterAll(() => params.forEach((p) => p.dispose()));

type Make = (options: Record<string, unknown>) => unknown;

/** Every optimizer with every option it takes, and a valid value for the required ones. */
const optimizers: Record<string, { make: Make; base: Record<string, unknown>; numbers: string[]; flags: string[] }> = {
  SGD: { make: (o) => new optim.SGD(params, o as never), base: { lr: 0.1 }, numbers: ['lr', 'momentum', 'dampening', 'weightDecay'], flags: ['nesterov', 'maximize', 'differentiable'] },
  Adam: { make: (o) => new optim.Adam(params, o), base: {}, numbers: ['lr', 'eps', 'weightDecay'], flags: ['amsgrad', 'maximize', 'capturable', 'differentiable', 'fused'] },
  AdamW: { make: (o) => new optim.AdamW(params, o), base: {}, numbers: ['lr', 'eps', 'weightDecay'], flags: ['amsgrad', 'maximize', 'capturable'] },
  Adagrad: { make: (o) => new optim.Adagrad(params, o), base: {}, numbers: ['lr', 'lrDecay', 'weightDecay', 'initialAccumulatorValue', 'eps'], flags: ['maximize'] },
  RMSprop: { make: (o) => new optim.RMSprop(params, o), base: {}, numbers: ['lr', 'alpha', 'eps', 'weightDecay', 'momentum'], flags: ['centered', 'maximize'] },
  LBFGS: { make: (o) => new optim.LBFGS(params, o), base: {}, numbers: ['lr', 'maxIter', 'maxEval', 'toleranceGrad', 'toleranceChange', 'historySize'], flags: [] },
};

describe('optimizer options are checked with one message format', () => {
  for (const [name, { make, base, numbers, flags }] of Object.entries(optimizers)) {
    test(`${name}: a string where a number belongs says so and shows what it got`, () => {
      for (const key of numbers) {
        expect(() => make({ ...base, [key]: '0.1' }), key).toThrow(new RegExp(`^${name}: options\\.${key} must be (a number|an integer)[^]* but received the string "0\\.1"$`));
        expect(() => make({ ...base, [key]: '0.1' }), key).toThrow(TypeError);
        expect(() => make({ ...base, [key]: NaN }), key).toThrow(new RegExp(`options\\.${key} must be .* but received NaN`));
      }
      for (const key of flags) {
        expect(() => make({ ...base, [key]: 'yes' }), key).toThrow(new RegExp(`^${name}: options\\.${key} must be true or false but received the string "yes"$`));
      }
      expect(() => make({ ...base, lr: -1 })).toThrow(new RegExp(`^${name}: options\\.lr must be a number >= 0 but received -1$`));
      expect(() => make({ ...base, lr: -1 })).toThrow(RangeError);
      expect(() => make({ ...base, lerningRate: 1 })).toThrow(new RegExp(`${name}: unknown option options\\.lerningRate; the options are lr, `));
      expect(() => make({ ...base, lr: torch.tensor(0.1) })).toThrow(/options\.lr must be a number >= 0 but received a Tensor \(pass a plain number/);
    });
  }

  test('the issue that started it: SGD with lr "0.1"', () => {
    expect(() => new optim.SGD(params, { lr: '0.1' as never })).toThrow('SGD: options.lr must be a number >= 0 but received the string "0.1"');
    expect(() => new optim.SGD(params, {} as never)).toThrow(/options\.lr is required/);
  });

  test('parameter groups are checked the same way, naming the group', () => {
    expect(() => new optim.SGD([{ params: [params[0]!] }, { params: [params[1]!], momentum: '0.9' }], { lr: 0.1 })).toThrow(
      'SGD: paramGroups[1].momentum must be a number >= 0 but received the string "0.9"',
    );
    expect(() => new optim.Adam([{ params: [params[0]!], betas: [0.9] }])).toThrow(/paramGroups\[0\]\.betas must be a pair \[a, b\] of numbers, each >= 0 and < 1 but received the array \[0\.9\]/);
    // keys of the user's own pass through, as in PyTorch
    const named = new optim.SGD([{ params: [params[0]!], name: 'encoder' }], { lr: 0.1 });
    expect(named.paramGroups[0]!.name).toBe('encoder');
  });

  test('choices and integers', () => {
    expect(() => new optim.LBFGS(params, { lineSearchFn: 'wolfe' as never })).toThrow(`LBFGS: options.lineSearchFn must be 'strong_wolfe' or null but received the string "wolfe"`);
    expect(() => new optim.LBFGS(params, { maxIter: 2.5 })).toThrow('LBFGS: options.maxIter must be an integer >= 1 but received 2.5');
  });
});

describe('scheduler options are checked with the same messages', () => {
  const opt = new optim.SGD([{ params: [params[0]!] }, { params: [params[1]!], lr: 0.05 }], { lr: 0.1, momentum: 0.9 });
  const cases: Array<[string, () => unknown, RegExp]> = [
    ['StepLR', () => new S.StepLR(opt, { stepSize: '5' as never }), /^StepLR: options\.stepSize must be an integer >= 1 but received the string "5"$/],
    ['StepLR gamma', () => new S.StepLR(opt, { stepSize: 5, gamma: '0.5' as never }), /^StepLR: options\.gamma must be a number but received the string "0\.5"$/],
    ['StepLR missing', () => new S.StepLR(opt, {} as never), /^StepLR: options\.stepSize is required: an integer >= 1$/],
    ['MultiStepLR', () => new S.MultiStepLR(opt, { milestones: [3, '8'] as never }), /^MultiStepLR: options\.milestones\[1\] must be an integer but received the string "8"$/],
    ['ExponentialLR', () => new S.ExponentialLR(opt, { gamma: null as never }), /^ExponentialLR: options\.gamma must be a number but received null$/],
    ['CosineAnnealingLR', () => new S.CosineAnnealingLR(opt, { tMax: 0 }), /^CosineAnnealingLR: options\.tMax must be a number > 0 but received 0$/],
    ['CosineAnnealingWarmRestarts', () => new S.CosineAnnealingWarmRestarts(opt, { t0: 5, tMult: 1.5 }), /options\.tMult must be an integer >= 1 but received 1\.5/],
    ['LinearLR', () => new S.LinearLR(opt, { startFactor: 2 }), /^LinearLR: options\.startFactor must be a number >= 0 and <= 1 but received 2$/],
    ['ConstantLR', () => new S.ConstantLR(opt, { totalIters: '4' as never }), /^ConstantLR: options\.totalIters must be an integer >= 0 but received the string "4"$/],
    ['LambdaLR', () => new S.LambdaLR(opt, { lrLambda: 0.5 as never }), /^LambdaLR: options\.lrLambda must be a function, or a list of functions/],
    ['OneCycleLR', () => new S.OneCycleLR(opt, { maxLr: [1, '0.5'] as never, totalSteps: 10 }), /^OneCycleLR: options\.maxLr\[1\] must be a number >= 0 but received the string "0\.5"$/],
    ['OneCycleLR strategy', () => new S.OneCycleLR(opt, { maxLr: 1, totalSteps: 10, annealStrategy: 'cosine' as never }), /options\.annealStrategy must be 'cos' or 'linear' but received the string "cosine"/],
    ['SequentialLR', () => new S.SequentialLR(opt, { schedulers: [{}] as never, milestones: [] }), /^SequentialLR: options\.schedulers\[0\] must be a learning-rate scheduler \(LRScheduler\) but received an object \{\}$/],
    ['WarmupStableDecayLR', () => new S.WarmupStableDecayLR(opt, { warmupSteps: 1, stableSteps: 1, decaySteps: -1 }), /options\.decaySteps must be an integer >= 0 but received -1/],
    ['ReduceLROnPlateau', () => new S.ReduceLROnPlateau(opt, { patience: '3' as never }), /^ReduceLROnPlateau: options\.patience must be an integer >= 0 but received the string "3"$/],
    ['lastEpoch', () => new S.ExponentialLR(opt, { gamma: 0.9, lastEpoch: -2 }), /options\.lastEpoch must be an integer >= -1 but received -2/],
    ['unknown key', () => new S.ExponentialLR(opt, { gamma: 0.9, gama: 1 } as never), /^ExponentialLR: unknown option options\.gama; the options are gamma, lastEpoch$/],
  ];
  for (const [name, make, message] of cases) {
    test(name, () => {
      expect(make).toThrow(message);
    });
  }
});
