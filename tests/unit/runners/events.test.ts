// Progress as events: each optimizer step, evaluation, checkpoint and logged message, in the
// order they happen and with their steps, through runner.on() and runner.events().
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import type { CheckpointEvent, EvaluationEvent, LogMessageEvent, RunnerEvent, StepEvent } from '../../../src/index.js';
import { TinyRunner, tinyConfig } from './tiny.js';

describe('runner events', () => {
  it('step, evaluation, checkpoint and message events arrive in order with the right steps', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 6, evaluateInterval: 2, checkpoint: { interval: 2, saveBest: true } }));
    const steps: StepEvent[] = [];
    const evaluations: EvaluationEvent[] = [];
    const checkpoints: CheckpointEvent[] = [];
    const messages: LogMessageEvent[] = [];
    const order: string[] = [];
    runner.on('step', (e) => (steps.push(e), order.push(`step ${e.step}`)));
    runner.on('evaluation', (e) => (evaluations.push(e), order.push(`evaluation ${e.step}`)));
    runner.on('checkpoint', (e) => (checkpoints.push(e), order.push(`checkpoint ${e.step}`)));
    runner.on('message', (e) => messages.push(e));
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    expect(steps.map((e) => e.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.every((e) => e.split === 'train' && Number.isFinite(e.loss) && e.lr === 0.05)).toBe(true);
    // The step event's loss is the window's loss the loop computed (the recorded micro-step loss, one micro-step per window).
    steps.forEach((e, i) => expect(e.loss).toBeCloseTo(runner.losses[i]!, 5));
    expect(evaluations.map((e) => e.step)).toEqual([2, 4, 6]);
    evaluations.forEach((e, i) => expect(e.scores.val?.loss).toBe(runner.results[i]!.scores.val?.loss));
    // isBest: better (lower) than every earlier evaluation's validation loss.
    const losses = runner.scores as number[];
    expect(evaluations.map((e) => e.isBest)).toEqual(losses.map((l, i) => losses.slice(0, i).every((earlier) => l < earlier)));
    // Each evaluation comes after its step and before the next one.
    expect(order.indexOf('evaluation 2')).toBeGreaterThan(order.indexOf('step 2'));
    expect(order.indexOf('evaluation 2')).toBeLessThan(order.indexOf('step 3'));
    const saved = checkpoints.map((e) => e.step);
    expect(saved).toEqual([...saved].sort((a, b) => a - b));
    expect(saved).toEqual(expect.arrayContaining([2, 4, 6]));
    expect(checkpoints.every((e) => existsSync(e.path) && e.path.endsWith('latest.pth'))).toBe(true);
    expect(messages[0]).toMatchObject({ level: 'info', step: 0 });
    expect(messages[0]!.text).toMatch(/^training 6 steps in /);
    // A save finishes in the background: its message may come a step later than the step it holds.
    expect(messages.some((m) => m.step >= 2 && /^checkpoint saved at step 2/.test(m.text))).toBe(true);
  });

  it('events() yields every event with its type, in order, until its signal aborts', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 4, evaluateInterval: 2, checkpoint: { interval: 1000 } }));
    const done = new AbortController();
    const stream = runner.events(done.signal);
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    done.abort();
    const seen: RunnerEvent[] = [];
    for await (const e of stream) seen.push(e);
    const progress = seen.filter((e) => e.type !== 'message').map((e) => `${e.type} ${e.step}`);
    expect(progress).toEqual(['step 1', 'step 2', 'evaluation 2', 'step 3', 'step 4', 'evaluation 4', 'checkpoint 4']);
    expect(seen.filter((e) => e.type === 'message').length).toBeGreaterThan(0);
  });

  it('a listener removed with off() hears nothing more', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 4 }));
    const heard: number[] = [];
    const listener = (e: StepEvent): void => {
      heard.push(e.step);
      if (e.step === 2) runner.off('step', listener);
    };
    runner.on('step', listener);
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    expect(heard).toEqual([1, 2]);
  });
});
