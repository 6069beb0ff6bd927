import { describe, expect, test } from 'vitest';

import { evenSplitPoints, oneForwardOneBackward, pipelineStagesOf, splitSequential } from '../../../src/distributed/pipeline/index.js';
import { nn } from '../../../src/torch/index.js';

const order = (s: number, P: number, M: number) => oneForwardOneBackward(s, P, M).map((a) => `${a.op[0]}${a.microbatch}`).join(' ');

describe('1F1B schedule', () => {
  test('stage s of P does min(P-s-1, M) warm-up forwards, then pairs, then the remaining backwards', () => {
    expect(order(0, 4, 8)).toBe('f0 f1 f2 f3 b0 f4 b1 f5 b2 f6 b3 f7 b4 b5 b6 b7');
    expect(order(2, 4, 8)).toBe('f0 f1 b0 f2 b1 f3 b2 f4 b3 f5 b4 f6 b5 f7 b6 b7');
    expect(order(3, 4, 8)).toBe('f0 b0 f1 b1 f2 b2 f3 b3 f4 b4 f5 b5 f6 b6 f7 b7');
    expect(order(0, 4, 2)).toBe('f0 f1 b0 b1');
  });

  test('every micro-batch is run forward then backward exactly once, backwards in order', () => {
    for (const [P, M] of [[2, 1], [4, 3], [3, 7]] as const) {
      for (let s = 0; s < P; s++) {
        const actions = oneForwardOneBackward(s, P, M);
        const backs = actions.filter((a) => a.op === 'backward').map((a) => a.microbatch);
        expect(backs).toEqual([...Array(M).keys()]);
        for (const a of actions) {
          if (a.op === 'backward') expect(actions.findIndex((b) => b.op === 'forward' && b.microbatch === a.microbatch)).toBeLessThan(actions.indexOf(a));
        }
      }
    }
  });

  test('bad arguments name what is wrong', () => {
    expect(() => oneForwardOneBackward(4, 4, 2)).toThrow('1F1B schedule: stage 4 is not in 0..3');
    expect(() => oneForwardOneBackward(0, 2, 0)).toThrow('microbatches must be a positive integer, got 0');
  });
});

describe('pipeline stages', () => {
  const model = () => new nn.Sequential(new nn.Linear(2, 3), new nn.Tanh(), new nn.Linear(3, 3), new nn.Tanh(), new nn.Linear(3, 1));

  test('a Sequential is cut at the split points, keeping the whole model\'s parameter names', () => {
    const stages = splitSequential(model(), [2, 4]);
    expect(stages.map((s) => Object.keys(s.stateDict()))).toEqual([['0.weight', '0.bias'], ['2.weight', '2.bias'], ['4.weight', '4.bias']]);
    expect(evenSplitPoints(5, 2)).toEqual([3]);
    expect(evenSplitPoints(8, 4)).toEqual([2, 4, 6]);
  });

  test('bad splits and unsplittable models fail with what to do', () => {
    expect(() => splitSequential(model(), [3, 2])).toThrow('pipeline split points must be strictly increasing whole numbers in 1..4 (a Sequential of 5 modules); got [3, 2]');
    expect(() => pipelineStagesOf(model(), 3, [2])).toThrow('parallel.splitPoints has 1 entries but 3 pipeline stages need 2');
    expect(() => pipelineStagesOf(new nn.Linear(2, 2), 2)).toThrow(/Linear cannot be split into stages; give the model a pipelineStages\(n\) method/);
    expect(() => pipelineStagesOf(model(), 6)).toThrow('cannot cut a Sequential of 5 modules into 6 pipeline stages');
  });

  test('a model with pipelineStages(n) gives its own stages', () => {
    class Two extends nn.Module {
      a = new nn.Linear(2, 2);
      b = new nn.Linear(2, 2);
      pipelineStages(n: number) {
        return n === 2 ? [this.a, this.b] : [];
      }
    }
    const m = new Two();
    expect(pipelineStagesOf(m, 2)).toEqual([m.a, m.b]);
    expect(() => pipelineStagesOf(m, 3)).toThrow('Two.pipelineStages(3) must return 3 modules, one per stage');
  });
});
