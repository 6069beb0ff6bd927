import { describe, expect, test } from 'vitest';

import { LoggerGroup, type LogLevel, type Progress, type RunLogger } from '../../../src/index.js';

class RecordingLogger implements RunLogger {
  readonly calls: string[] = [];
  scalars(split: string, step: number, values: Readonly<Record<string, number>>): void {
    this.calls.push(`scalars ${split} ${step} ${JSON.stringify(values)}`);
  }
  message(level: LogLevel, text: string): void {
    this.calls.push(`${level} ${text}`);
  }
  progress(progress: Progress): void {
    this.calls.push(`progress ${progress.done}`);
  }
  async flush(): Promise<void> {
    this.calls.push('flush');
  }
  async close(): Promise<void> {
    this.calls.push('close');
  }
}

class BrokenLogger implements RunLogger {
  attempts = 0;
  scalars(): void {
    this.attempts++;
    throw new Error('disk full');
  }
  message(): void {
    this.attempts++;
    throw new Error('disk full');
  }
  async flush(): Promise<void> {
    throw new Error('disk full');
  }
  async close(): Promise<void> {
    throw new Error('disk full');
  }
}

describe('LoggerGroup', () => {
  test('fans every call out to every logger', async () => {
    const a = new RecordingLogger();
    const b = new RecordingLogger();
    const group = new LoggerGroup([a, b]);
    group.scalars('val', 3, { accuracy: 0.5 });
    group.message('warn', 'w');
    group.progress({ phase: 'train', done: 7 });
    await group.flush();
    await group.close();
    await group.close();
    group.message('info', 'after close');
    const expected = ['scalars val 3 {"accuracy":0.5}', 'warn w', 'progress 7', 'flush', 'close'];
    expect(a.calls).toEqual(expected);
    expect(b.calls).toEqual(expected);
  });

  test('has no progress when no logger displays progress, so the loop builds no report', () => {
    const quiet: RunLogger = { scalars: () => {}, message: () => {}, flush: async () => {}, close: async () => {} };
    expect(new LoggerGroup([quiet]).progress).toBeUndefined();
    expect(new LoggerGroup([quiet, new RecordingLogger()]).progress).toBeTypeOf('function');
  });

  test('a failing logger is reported once to the others and stops none of them', async () => {
    const broken = new BrokenLogger();
    const healthy = new RecordingLogger();
    const group = new LoggerGroup([broken, healthy]);
    group.scalars('train', 1, { loss: 1 });
    group.scalars('train', 2, { loss: 0.5 });
    group.message('info', 'still here');
    await group.flush();
    await group.close();
    expect(broken.attempts).toBe(3);
    expect(healthy.calls).toEqual([
      'error BrokenLogger failed and may have lost output: disk full',
      'scalars train 1 {"loss":1}',
      'scalars train 2 {"loss":0.5}',
      'info still here',
      'flush',
      'close',
    ]);
  });

  test('onError is told of each failing logger once', async () => {
    const errors: string[] = [];
    const broken = new BrokenLogger();
    const group = new LoggerGroup([broken, new BrokenLogger(), new RecordingLogger()], {
      onError: (error, logger) => errors.push(`${logger === broken ? 'first' : 'second'}: ${(error as Error).message}`),
    });
    group.message('info', 'x');
    await group.close();
    expect(errors).toEqual(['first: disk full', 'second: disk full']);
  });
});
