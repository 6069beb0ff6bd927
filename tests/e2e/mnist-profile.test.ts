import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { loadConfig, type ChromeTrace, type CompleteEvent } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { tempRoot } from '../unit/runners/tiny.js';

const PHASES = new Set(['data', 'forward', 'backward', 'afterBackward', 'finishGradientSync', 'optimizer', 'evaluation', 'checkpoint', 'event loop']);
/** Spans nested inside the optimizer span. */
const OPTIMIZER_PARTS = new Set(['reduce window', 'clipGradNorm', 'afterOptimizerStep']);

/** The spans inside `outer` (same lane, contained in time), not counting `outer`. */
function inside(events: CompleteEvent[], outer: CompleteEvent): CompleteEvent[] {
  return events.filter((e) => e !== outer && e.pid === outer.pid && e.tid === outer.tid && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur + 0.001);
}

describe('config.profile: the profiler window', () => {
  test('5 MNIST steps become a valid Chrome trace whose phase spans add up to the step spans', async () => {
    const config = loadConfig({
      files: join(import.meta.dirname, '../../configs/mnist.yaml'),
      object: { workspaceRoot: tempRoot(), profile: { start: 3, steps: 5 } },
      argv: ['--epochs', 'null', '--steps', '10', '--evaluateInterval', '5', '--evaluateSteps', '2', '--logging.console', 'false', '--checkpoint.interval', '5'],
    });
    const runner = new MnistRunner(config);
    let wall: number;
    try {
      const t0 = performance.now();
      await runner.train();
      wall = (performance.now() - t0) * 1000;
    } finally {
      await runner.close();
    }
    const files = readdirSync(join(runner.workspace.dir, 'profile'));
    expect(files).toEqual([`${runner.workspace.timestamp}.json`]);
    const trace = JSON.parse(readFileSync(join(runner.workspace.dir, 'profile', files[0]!), 'utf8')) as ChromeTrace;

    // Every event has the fields of the Trace Event Format, with the right types.
    expect(Array.isArray(trace.traceEvents)).toBe(true);
    for (const e of trace.traceEvents) {
      expect(typeof e.name).toBe('string');
      expect(typeof e.cat).toBe('string');
      expect(['X', 'M']).toContain(e.ph);
      expect(Number.isFinite(e.ts)).toBe(true);
      expect(Number.isInteger(e.pid)).toBe(true);
      expect(Number.isInteger(e.tid)).toBe(true);
      expect(typeof e.args).toBe('object');
      if (e.ph === 'X') {
        expect(Number.isFinite(e.dur)).toBe(true);
        expect(e.dur).toBeGreaterThanOrEqual(0);
      } else {
        expect(['process_name', 'thread_name']).toContain(e.name);
        expect(typeof e.args.name).toBe('string');
      }
    }
    const spans = trace.traceEvents.filter((e): e is CompleteEvent => e.ph === 'X');
    const steps = spans.filter((e) => e.cat === 'step');
    // Exactly the window: steps 3..7, in order, each one micro-step (accumSteps 1).
    expect(steps.map((s) => s.name)).toEqual(['step 3', 'step 4', 'step 5', 'step 6', 'step 7']);
    expect(steps.map((s) => s.args.microSteps)).toEqual([1, 1, 1, 1, 1]);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.ts).toBeGreaterThanOrEqual(steps[i - 1]!.ts + steps[i - 1]!.dur - 0.001);
    // Every other span is a known phase and lies inside a step span.
    for (const e of spans.filter((s) => s.cat !== 'step')) {
      expect(PHASES.has(e.name) || OPTIMIZER_PARTS.has(e.name)).toBe(true);
      expect(steps.some((s) => inside([e], s).length === 1)).toBe(true);
    }
    for (const step of steps) {
      const names = new Set(inside(spans, step).map((e) => e.name));
      for (const phase of ['data', 'forward', 'backward', 'afterBackward', 'finishGradientSync', 'optimizer', 'reduce window', 'afterOptimizerStep']) expect(names).toContain(phase);
      // The optimizer's parts lie inside its span.
      const optimizer = inside(spans, step).find((e) => e.name === 'optimizer')!;
      expect(inside(spans, optimizer).map((e) => e.name).sort()).toEqual(['afterOptimizerStep', 'reduce window']);
    }
    // Step 5 evaluated (evaluateInterval 5) and saved a checkpoint (interval 5); step 4 neither.
    expect(inside(spans, steps[2]!).map((e) => e.name)).toEqual(expect.arrayContaining(['evaluation', 'checkpoint']));
    expect(inside(spans, steps[1]!).map((e) => e.name)).not.toContain('evaluation');

    // The phases directly under each step (an event-loop turn inside an evaluation is nested
    // under it) do not overlap, and cover the step time within 10%.
    const stepTime = steps.reduce((a, s) => a + s.dur, 0);
    let phaseTime = 0;
    for (const step of steps) {
      const within = inside(spans, step);
      const direct = within.filter((e) => !within.some((o) => o !== e && inside([e], o).length === 1)).sort((a, b) => a.ts - b.ts);
      for (let i = 1; i < direct.length; i++) expect(direct[i]!.ts).toBeGreaterThanOrEqual(direct[i - 1]!.ts + direct[i - 1]!.dur - 0.001);
      phaseTime += direct.reduce((b, e) => b + e.dur, 0);
    }
    console.log(`profile: step spans ${(stepTime / 1000).toFixed(2)} ms, phases ${(phaseTime / 1000).toFixed(2)} ms (${((100 * phaseTime) / stepTime).toFixed(1)}%)`);
    expect(phaseTime).toBeLessThanOrEqual(stepTime * 1.0001);
    expect(Math.abs(stepTime - phaseTime) / stepTime).toBeLessThan(0.1);
    // And the step spans fit in the time train() took, measured around it.
    expect(stepTime).toBeLessThan(wall!);
    expect(trace.otherData.steps).toBe(5);
  }, 120_000);

  test('no profile section: no trace', async () => {
    const config = loadConfig({
      files: join(import.meta.dirname, '../../configs/mnist.yaml'),
      object: { workspaceRoot: tempRoot() },
      argv: ['--epochs', 'null', '--steps', '2', '--logging.console', 'false'],
    });
    const runner = new MnistRunner(config);
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    expect(readdirSync(runner.workspace.dir)).not.toContain('profile');
  }, 60_000);
});
