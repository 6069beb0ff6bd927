import { describe, expect, it } from 'vitest';

import { ConfigError, maxConsecutiveSkips, validateConfig } from '../../../src/config/index.js';

function problems(config: Record<string, unknown>): string[] {
  try {
    validateConfig(config);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => `${p.path}: ${p.message}`);
    throw err;
  }
  return [];
}

describe('optimizer and schedule options are checked per type', () => {
  it('accepts the options each type takes', () => {
    expect(problems({ optim: { name: 'sgd', lr: 0.1, momentum: 0.9, options: { nesterov: true, dampening: 0 } } })).toEqual([]);
    expect(problems({ optim: { name: 'adamw', lr: 0.1, betas: [0.9, 0.95], options: { amsgrad: true } } })).toEqual([]);
    expect(problems({ sched: { name: 'plateau', monitor: 'val.loss', options: { mode: 'max', patience: 2, minLr: 1e-5 } } })).toEqual([]);
    expect(problems({ sched: { name: 'multistep', options: { milestones: [3, 6], gamma: 0.5 } } })).toEqual([]);
  });

  it('names an unknown option with a did-you-mean and the options of the type', () => {
    expect(problems({ optim: { name: 'sgd', lr: 0.1, options: { nestrov: true } } })).toEqual([
      'optim.options.nestrov: got "nestrov"; expected an option of optim.name sgd (sgd takes dampening, nesterov, maximize, foreach, differentiable); did you mean "nesterov"?',
    ]);
    expect(problems({ sched: { name: 'step', options: { stepSize: 2, gama: 0.5 } } })[0]).toMatch(/^sched\.options\.gama: .*step takes stepSize, gamma\); did you mean "gamma"\?$/);
  });

  it('refuses options of the wrong kind, keys that have their own, and keys the type ignores', () => {
    expect(problems({ optim: { name: 'adam', lr: 0.1, options: { amsgrad: 1 } } })).toEqual(['optim.options.amsgrad: got 1; expected true or false']);
    expect(problems({ optim: { name: 'adam', lr: 0.1, options: { weightDecay: 0.1 } } })[0]).toMatch(/optim\.weightDecay, not optim\.options\.weightDecay/);
    expect(problems({ optim: { name: 'adam', lr: 0.1, momentum: 0.9 } })[0]).toMatch(/^optim\.momentum: got 0\.9; expected no momentum for optim\.name adam \(only sgd and rmsprop use it\)$/);
    expect(problems({ sched: { name: 'cosine', monitor: 'val.loss' } })[0]).toMatch(/only plateau is driven by a metric/);
  });
});

describe('mode-specific keys', () => {
  it('refuses step-mode keys in epoch mode and accepts them in step mode', () => {
    expect(problems({ epochs: 2, evaluateInterval: 5, evaluateSteps: 3 }).map((p) => p.split(':')[0])).toEqual(['evaluateInterval', 'evaluateSteps']);
    expect(problems({ steps: 20, evaluateInterval: 5, evaluateSteps: 3 })).toEqual([]);
  });
});

describe('reliability keys', () => {
  it('has a distributed timeout and a skip limit with defaults, kept out of the config id', () => {
    const c = validateConfig({});
    expect(c.distributed.timeout).toBe(1800);
    expect(maxConsecutiveSkips(c)).toBe(100);
    expect(problems({ distributed: { timeout: -1 } })[0]).toMatch(/^distributed\.timeout: got -1/);
  });
});
