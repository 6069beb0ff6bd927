// The JSON-lines logger: one parseable object per line with time, level, step and either the
// message or the split's values; logging.format json makes it the run's console logger.
import { describe, expect, it } from 'vitest';

import { createRunLoggers, JsonLinesLogger, type JsonLogLine } from '../../../src/index.js';
import { LoggingSchema } from '../../../src/config/sections/logging.js';
import { TinyRunner, tinyConfig } from '../runners/tiny.js';

function lines(text: string): JsonLogLine[] {
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as JsonLogLine);
}

describe('JsonLinesLogger', () => {
  it('writes one object per line: messages with the last step seen, scalars with their split and values', () => {
    let out = '';
    const logger = new JsonLinesLogger({ stream: { write: (t: string) => (out += t) }, clock: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    logger.message('info', 'starting "quoted"\nsecond line');
    logger.scalars('train', 12, { loss: 0.25, lr: 1e-3, bad: NaN, big: Infinity });
    logger.message('warn', 'after');
    logger.message('debug', 'below the level');
    const [a, b, c, ...rest] = lines(out);
    expect(rest).toEqual([]);
    expect(out.split('\n').length).toBe(4);
    expect(a).toEqual({ time: '2026-01-02T03:04:05.000Z', level: 'info', step: 0, message: 'starting "quoted"\nsecond line' });
    expect(b).toEqual({ time: '2026-01-02T03:04:05.000Z', level: 'info', step: 12, split: 'train', values: { loss: 0.25, lr: 1e-3, bad: 'NaN', big: 'Infinity' } });
    expect(c).toMatchObject({ level: 'warn', step: 12, message: 'after' });
  });

  it('logging.format json gives the console JSON lines; a run logs its steps and messages through it', async () => {
    let out = '';
    const stream = { write: (t: string) => (out += t) };
    const logging = LoggingSchema.parse({ format: 'json', file: false });
    const logger = createRunLoggers({ runDir: '/nonexistent', timestamp: 't', logging, isMain: true, stream });
    logger.scalars('val', 3, { loss: 1 });
    expect(lines(out)).toEqual([expect.objectContaining({ level: 'info', step: 3, split: 'val', values: { loss: 1 } })]);

    out = '';
    class JsonRunner extends TinyRunner {
      protected override createLogger() {
        return createRunLoggers({ runDir: this.workspace.dir, timestamp: this.workspace.timestamp, logging: this.config.logging, isMain: true, stream });
      }
    }
    const runner = new JsonRunner(tinyConfig({ steps: 4, logInterval: 1, logging: { console: true, format: 'json', file: false, tensorboard: false } }));
    try {
      await runner.train();
    } finally {
      await runner.close();
    }
    const logged = lines(out);
    expect(logged.filter((l) => l.split === 'train' && l.values?.loss !== undefined).map((l) => l.step)).toEqual([1, 2, 3, 4]);
    expect(logged.find((l) => l.message?.startsWith('training 4 steps'))).toMatchObject({ level: 'info', step: 0 });
    expect(logged.every((l) => typeof l.time === 'string' && !Number.isNaN(Date.parse(l.time)))).toBe(true);
  });
});
