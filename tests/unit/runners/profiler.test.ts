import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { StepProfiler, validateConfig, type ChromeTrace, type CompleteEvent } from '../../../src/index.js';
import { TinyRunner, tempRoot, tinyConfig } from './tiny.js';

function readTrace(runner: TinyRunner): CompleteEvent[] {
  const dir = join(runner.workspace.dir, 'profile');
  const [file] = readdirSync(dir);
  const trace = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as ChromeTrace;
  return trace.traceEvents.filter((e): e is CompleteEvent => e.ph === 'X');
}

describe('StepProfiler', () => {
  test('records only the window, nests spans under the open step, and writes once the window is done', async () => {
    const path = join(tempRoot(), 'profile', 'trace.json');
    const warnings: string[] = [];
    const p = new StepProfiler({ start: 2, steps: 2 });
    p.setOutput({ path, pid: 3, facts: { run: 'x' }, warn: (m) => warnings.push(m) });
    for (let step = 1; step <= 4; step++) {
      p.stepBoundary(step);
      expect(p.recording).toBe(step === 2 || step === 3);
      expect(p.span('forward', 'compute', () => step * 2)).toBe(step * 2);
      expect(await p.spanAsync('data', 'data', async () => 'batch')).toBe('batch');
      p.stepTaken();
    }
    expect(p.done).toBe(true); // step 4's boundary closed step 3, the last of the window
    await p.flush();
    const trace = JSON.parse(readFileSync(path, 'utf8')) as ChromeTrace;
    const spans = trace.traceEvents.filter((e) => e.ph === 'X') as CompleteEvent[];
    expect(spans.filter((e) => e.cat === 'step').map((e) => e.name)).toEqual(['step 2', 'step 3']);
    expect(spans.filter((e) => e.name === 'forward')).toHaveLength(2);
    expect(spans.every((e) => e.pid === 3 && e.tid === 0)).toBe(true);
    expect(trace.traceEvents.filter((e) => e.ph === 'M').map((e) => e.name)).toEqual(['process_name', 'thread_name']);
    expect(trace.otherData).toMatchObject({ run: 'x', start: 2, steps: 2 });
    expect(warnings).toEqual([]);
  });

  test('a boundary without an optimizer step is not counted; spans that throw are still recorded', async () => {
    const path = join(tempRoot(), 't.json');
    const p = new StepProfiler({ start: 1, steps: 1 });
    p.setOutput({ path, pid: 0, facts: {}, warn: () => {} });
    p.stepBoundary(1);
    expect(() => p.span('forward', 'compute', () => { throw new Error('boom'); })).toThrow('boom');
    p.stepBoundary(1); // e.g. an epoch ended before the window's step: still step 1
    expect(p.done).toBe(false);
    p.stepTaken();
    p.finish();
    await p.flush();
    const names = (JSON.parse(readFileSync(path, 'utf8')) as ChromeTrace).traceEvents.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['before step 1', 'step 1', 'forward']));
  });

  test('without a window or an output it records nothing and spans run as they are', async () => {
    const p = new StepProfiler();
    p.stepBoundary(1);
    expect(p.recording).toBe(false);
    const promise = Promise.resolve(5);
    expect(p.spanAsync('data', 'data', () => promise)).toBe(promise);
    p.finish();
    await p.flush();
  });

  test('a trace that cannot be written is a warning, not an error', async () => {
    const blocker = join(tempRoot(), 'file');
    const warnings: string[] = [];
    const p = new StepProfiler({ start: 1, steps: 1 });
    // a path below a regular file cannot be created
    writeFileSync(blocker, 'x');
    p.setOutput({ path: join(blocker, 'trace.json'), pid: 0, facts: {}, warn: (m) => warnings.push(m) });
    p.stepBoundary(1);
    p.stepTaken();
    p.finish();
    await p.flush();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('cannot write the profile trace');
  });
});

describe('config.profile in TorchRunner', () => {
  test('off by default; validated', () => {
    expect(validateConfig({}).profile).toBeUndefined();
    expect(validateConfig({ profile: {} }).profile).toEqual({ start: 1, steps: 5 });
    expect(() => validateConfig({ profile: { start: 0 } })).toThrow(/profile\.start/);
  });

  test('epoch mode with accumulation: each step span holds its micro-steps, the window is steps 2-3', async () => {
    const runner = new TinyRunner(tinyConfig({ epochs: 1, accumSteps: 2, profile: { start: 2, steps: 2 } }));
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    const spans = readTrace(runner);
    const steps = spans.filter((e) => e.cat === 'step');
    expect(steps.map((s) => [s.name, s.args.microSteps])).toEqual([['step 2', 2], ['step 3', 2]]);
    for (const step of steps) {
      const within = spans.filter((e) => e !== step && e.ts >= step.ts && e.ts + e.dur <= step.ts + step.dur + 0.001);
      expect(within.filter((e) => e.name === 'forward')).toHaveLength(2);
      expect(within.filter((e) => e.name === 'backward')).toHaveLength(2);
      expect(within.filter((e) => e.name === 'optimizer')).toHaveLength(1);
    }
  });

  test('a window past the end of training writes the steps it recorded', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 3, profile: { start: 2, steps: 10 } }));
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    expect(readTrace(runner).filter((e) => e.cat === 'step').map((e) => e.name)).toEqual(['step 2', 'step 3']);
  });
});
