import { rmSync } from 'node:fs';

import { afterAll, afterEach, describe, expect, test } from 'vitest';

import type { Tensor } from '../../../src/torch/index.js';
import { worstElement } from '../../support/float-tolerance.js';
import { build, flat, liveReference, makeParams, maxRelError, reference, trainStep, trajectoryTolerance, type Problem, type Run } from './problem.js';

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

const installed = liveReference();
afterAll(() => {
  if (installed) rmSync(installed.dir, { recursive: true, force: true });
});

describe.skipIf(installed === null)('optimizers follow the trajectories the installed PyTorch computes now', () => {
  const now = installed ? reference<{ problem: Problem; runs: Record<string, Run> }>('optimizers.json', installed.dir) : ref;
  for (const [name, run] of Object.entries(now.runs)) {
    // Python's torch on the same libtorch library and the same CPU runs the same kernels in the
    // same order: every bit must agree. Another build of libtorch gets the cross-CPU bound.
    test(`${name}${installed?.sameLibtorch ? ', bit for bit (same libtorch library)' : ''}`, () => {
      const params = makeParams(now.problem);
      live.push(...params);
      const opt = build(run, params);
      run.trajectory.forEach((expected, step) => {
        const loss = trainStep(run, opt, params);
        const got = flat(params);
        if (installed!.sameLibtorch) {
          expect(Math.fround(loss), `loss at step ${step}`).toBe(Math.fround(run.losses[step]!));
          expect(got, `params after step ${step}`).toEqual(expected.map((x) => Math.fround(x)));
        } else {
          expect(maxRelError(got, expected), `params after step ${step}, ${worstElement(got, expected)}`).toBeLessThan(trajectoryTolerance(run, step));
        }
      });
      opt.dispose();
    });
  }
});
