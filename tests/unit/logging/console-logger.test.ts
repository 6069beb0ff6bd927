import { describe, expect, test } from 'vitest';

import { ConsoleLogger, progressLine } from '../../../src/index.js';

/** A stream that records what is written; a terminal when `isTTY`. */
class RecordingStream {
  readonly writes: string[] = [];
  constructor(
    readonly isTTY: boolean,
    readonly columns = 100,
  ) {}
  write(text: string): boolean {
    this.writes.push(text);
    return true;
  }
  get text(): string {
    return this.writes.join('');
  }
  /** What a terminal would show: `\r` returns to the line start, ESC[2K and ESC[K erase. */
  get screen(): string[] {
    const lines: string[] = [''];
    let column = 0;
    const text = this.text;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      const row = lines.length - 1;
      if (ch === '\r') column = 0;
      else if (ch === '\n') {
        lines.push('');
        column = 0;
      } else if (text.startsWith('\x1b[2K', i)) {
        lines[row] = '';
        i += 3;
      } else if (text.startsWith('\x1b[K', i)) {
        lines[row] = lines[row]!.slice(0, column);
        i += 2;
      } else {
        lines[row] = lines[row]!.slice(0, column) + ch + lines[row]!.slice(column + 1);
        column++;
      }
    }
    return lines;
  }
}

function clock(start = 0) {
  const c = { now: start, read: () => c.now };
  return c;
}

describe('progressLine', () => {
  test('shows phase, bar, counts, percentage, rate, elapsed<ETA and values within the width', () => {
    const line = progressLine(
      { phase: 'train', done: 50, total: 200, values: { loss: 0.31234, lr: 0.001 } },
      { rate: 10, elapsed: 5, columns: 100 },
    );
    expect(line).toMatch(/^train  █+░+  50\/200  25\.0%  10\.0 it\/s  0:05<0:15  loss 0\.3123  lr 0\.001$/);
    expect(line.length).toBeLessThanOrEqual(99);
    const narrow = progressLine({ phase: 'train', done: 50, total: 200, values: { loss: 0.3 } }, { rate: 10, elapsed: 5, columns: 30 });
    expect(narrow).toHaveLength(29);
    expect(narrow).not.toMatch(/█/);
  });

  test('without a total: count, rate and elapsed only', () => {
    expect(progressLine({ phase: 'infer', done: 7 }, { rate: 0.5, elapsed: 3725 })).toBe('infer  7  2.00 s/it  1:02:05');
  });
});

describe('ConsoleLogger without a terminal', () => {
  test('writes plain lines with no control characters', async () => {
    const stream = new RecordingStream(false);
    const time = clock();
    const logger = new ConsoleLogger({ stream, clock: time.read, plainProgressIntervalMs: 1000 });
    logger.message('info', 'epoch 1/2');
    for (let done = 1; done <= 100; done++) {
      time.now += 50;
      logger.progress({ phase: 'train', done, total: 100, values: { loss: 1 / done } });
    }
    logger.scalars('train', 100, { loss: 0.01, lr: 0.001 });
    logger.message('warn', 'loss is rising');
    await logger.close();
    expect(stream.text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
    const lines = stream.text.trimEnd().split('\n');
    expect(lines[0]).toBe('epoch 1/2');
    // The first update, one every second of 50 ms steps, and the completed phase.
    const progress = lines.filter((l) => l.startsWith('train  '));
    expect(progress).toHaveLength(1 + 4 + 1);
    expect(progress.at(-1)).toMatch(/^train  100\/100  100\.0%  20\.0 it\/s  0:05<0:00  loss 0\.01$/);
    expect(lines).toContain('train step 100  loss 0.01  lr 0.001');
    expect(lines.at(-1)).toBe('warning: loss is rising');
  });

  test('respects the level', async () => {
    const stream = new RecordingStream(false);
    const logger = new ConsoleLogger({ stream, level: 'warn' });
    logger.message('debug', 'hidden');
    logger.message('info', 'hidden');
    logger.scalars('train', 1, { loss: 1 });
    logger.progress({ phase: 'train', done: 1, total: 1 });
    logger.message('warn', 'shown');
    logger.message('error', 'shown too');
    await logger.close();
    logger.message('error', 'after close');
    expect(stream.text).toBe('warning: shown\nerror: shown too\n');
  });
});

describe('ConsoleLogger on a terminal', () => {
  test('redraws one live line in place at a bounded rate', async () => {
    const stream = new RecordingStream(true, 80);
    const time = clock();
    const logger = new ConsoleLogger({ stream, clock: time.read, maxRedrawHz: 10 });
    // 1000 updates 1 ms apart: one second, so about 10 redraws at 10 Hz.
    for (let done = 1; done < 1000; done++) {
      time.now += 1;
      logger.progress({ phase: 'train', done, total: 1000, values: { loss: 2 } });
    }
    const draws = stream.writes.filter((w) => w.startsWith('\r'));
    expect(draws.length).toBeGreaterThanOrEqual(9);
    expect(draws.length).toBeLessThanOrEqual(11);
    expect(stream.text).not.toContain('\n');
    for (const draw of draws) expect(draw.replace(/\r|\x1b\[K/g, '').length).toBeLessThanOrEqual(79);
    expect(stream.screen).toHaveLength(1);
    expect(stream.screen[0]).toMatch(/^train  █*░+  \d{3}\/1000  \d+\.\d%  1000 it\/s  0:01<0:00  loss 2$/);
    await logger.close();
  });

  test('a throttled update is drawn shortly after, without another update', async () => {
    const stream = new RecordingStream(true);
    const logger = new ConsoleLogger({ stream, maxRedrawHz: 20 });
    logger.progress({ phase: 'train', done: 1, total: 10 });
    logger.progress({ phase: 'train', done: 2, total: 10 });
    expect(stream.screen[0]).toMatch(/ 1\/10 /);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(stream.screen[0]).toMatch(/ 2\/10 /);
    await logger.close();
  });

  test('messages appear above the bar, which is then redrawn', async () => {
    const stream = new RecordingStream(true);
    const time = clock();
    const logger = new ConsoleLogger({ stream, clock: time.read });
    logger.progress({ phase: 'train', done: 3, total: 10, values: { loss: 0.5 } });
    logger.message('info', 'saved checkpoint');
    logger.scalars('train', 3, { loss: 0.5 });
    expect(stream.writes.filter((w) => w.startsWith('\r\x1b[2K'))).toHaveLength(2);
    expect(stream.screen).toEqual(['saved checkpoint', 'train step 3  loss 0.5', expect.stringMatching(/^train  █+░+  3\/10/)]);
    await logger.close();
  });

  test('a completed phase stays on screen and the next starts a new line', async () => {
    const stream = new RecordingStream(true);
    const time = clock();
    const logger = new ConsoleLogger({ stream, clock: time.read });
    for (let done = 1; done <= 5; done++) {
      time.now += 200;
      logger.progress({ phase: 'train', done, total: 5 });
    }
    time.now += 200;
    logger.progress({ phase: 'val', done: 1, total: 2 });
    await logger.close();
    const screen = stream.screen;
    expect(screen[0]).toMatch(/^train  █+  5\/5  100\.0%  5\.0 it\/s  0:01<0:00$/);
    expect(screen[1]).toMatch(/^val  █+░+  1\/2  50\.0%/);
    expect(screen[2]).toBe('');
  });
});
