import { afterEach, describe, expect, test } from 'vitest';

import type { Tensor } from '../../../src/torch/index.js';
import { worstElement } from '../../support/float-tolerance.js';
import { build, flat, makeParams, maxRelError, reference, trainStep, trajectoryTolerance, type Problem, type Run } from './problem.js';

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
      // the fixture was written on another CPU: see trajectoryTolerance for the bound
      run.trajectory.forEach((expected, step) => {
        const tol = trajectoryTolerance(run, step);
        const loss = trainStep(run, opt, params);
        expect(Math.abs(loss - run.losses[step]!) / (1 + Math.abs(run.losses[step]!)), `loss at step ${step}`).toBeLessThan(tol);
        const got = flat(params);
        expect(maxRelError(got, expected), `params after step ${step}, ${worstElement(got, expected)}`).toBeLessThan(tol);
      });
      opt.dispose();
    });

    test(`${name}: the tolerance is far below what one step moves`, () => {
      // a missed, doubled or misdirected step must not fit inside the tolerance
      let previous = [...problem.W0.flat(), ...problem.B0, ...problem.V0];
      run.trajectory.forEach((point, step) => {
        expect(maxRelError(point, previous), `movement of step ${step}`).toBeGreaterThan(10 * trajectoryTolerance(run, step));
        previous = point;
      });
    });
  }
});
