import { afterEach, describe, expect, test } from 'vitest';

import type { Tensor } from '../../../src/torch/index.js';
import { build, flat, makeParams, maxRelError, reference, trainStep, type Problem, type Run } from './problem.js';

const ref = reference<{ problem: Problem; runs: Record<string, Run> }>('optimizers.json');
const problem = ref.problem;
const live: Tensor[] = [];

afterEach(() => {
  for (const t of live.splice(0)) t.dispose();
});

describe('optimizers follow PyTorch 1.13 trajectories', () => {
  for (const [name, run] of Object.entries(ref.runs)) {
    test(name, () => {
      const params = makeParams(problem);
      live.push(...params);
      const opt = build(run, params);
      // the ops and their order are PyTorch's, so the float32 results agree to the last bit
      const tol = 1e-7;
      run.trajectory.forEach((expected, step) => {
        const loss = trainStep(run, opt, params);
        expect(Math.abs(loss - run.losses[step]!) / (1 + Math.abs(run.losses[step]!)), `loss at step ${step}`).toBeLessThan(tol);
        const err = maxRelError(flat(params), expected);
        expect(err, `params after step ${step}`).toBeLessThan(tol);
      });
      opt.dispose();
    });
  }
});
