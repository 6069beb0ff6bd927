import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

import { crc32c, maskedCrc32c, SummaryWriter, TensorBoardLogger } from '../../../src/index.js';
import { decodeEvent, readRecords } from './event-reader.js';

const PYTHON = '/usr/bin/python3';
const tensorboardMissing = (() => {
  try {
    execFileSync(PYTHON, ['-c', 'import tensorboard'], { stdio: 'ignore' });
    return null;
  } catch {
    return `${PYTHON} cannot import tensorboard`;
  }
})();
if (tensorboardMissing) console.warn(`SKIPPING the TensorBoard EventAccumulator check: ${tensorboardMissing}`);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'torchrunner-tb-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function readEvents(path: string) {
  return readRecords(readFileSync(path)).map(decodeEvent);
}

describe('CRC-32C', () => {
  test('matches the standard check value and RFC 3720 test vectors', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(new Uint8Array(32))).toBe(0x8a9136aa);
    expect(crc32c(new Uint8Array(32).fill(0xff))).toBe(0x62a8ab43);
    expect(maskedCrc32c(Buffer.from('123456789'))).toBe(((((0xe3069283 >>> 15) | (0xe3069283 << 17)) >>> 0) + 0xa282ead8) % 2 ** 32);
  });
});

describe('SummaryWriter', () => {
  test('writes an event file that an independent reader decodes: version first, then tagged scalars', async () => {
    const dir = tempDir();
    const now = 1_790_000_000_123;
    const writer = new SummaryWriter(join(dir, 'tb'), { hostname: 'node-1', now: () => now, flushIntervalMs: 0 });
    expect(writer.path).toBe(join(dir, 'tb', 'events.out.tfevents.1790000000.node-1'));
    writer.addScalar('train/loss', 2.302585, 0);
    writer.addScalars({ 'train/loss': 0.3125, 'train/lr': 1e-3 }, 120);
    writer.addScalar('val/accuracy', 0.9842, 469, 1_790_000_100.5);
    await writer.close();

    const events = readEvents(writer.path);
    expect(events[0]).toEqual({ wallTime: 1_790_000_000.123, step: 0, fileVersion: 'brain.Event:2', values: [] });
    expect(events.slice(1).map((e) => ({ step: e.step, values: e.values }))).toEqual([
      { step: 0, values: [{ tag: 'train/loss', simpleValue: Math.fround(2.302585) }] },
      {
        step: 120,
        values: [
          { tag: 'train/loss', simpleValue: 0.3125 },
          { tag: 'train/lr', simpleValue: Math.fround(1e-3) },
        ],
      },
      { step: 469, values: [{ tag: 'val/accuracy', simpleValue: Math.fround(0.9842) }] },
    ]);
    expect(events[1]!.wallTime).toBe(1_790_000_000.123);
    expect(events[3]!.wallTime).toBe(1_790_000_100.5);
  });

  test('large steps and non-finite values survive the round trip', async () => {
    const dir = tempDir();
    const writer = new SummaryWriter(dir, { flushIntervalMs: 0 });
    writer.addScalars({ 'train/loss': NaN, 'train/grad_norm': Infinity }, 2 ** 40 + 3);
    await writer.close();
    const [, event] = readEvents(writer.path);
    expect(event!.step).toBe(2 ** 40 + 3);
    expect(event!.values[0]!.simpleValue).toBeNaN();
    expect(event!.values[1]!.simpleValue).toBe(Infinity);
  });

  test('the reader rejects a flipped bit, so the checksums it verifies are real', async () => {
    const dir = tempDir();
    const writer = new SummaryWriter(dir, { flushIntervalMs: 0 });
    writer.addScalar('train/loss', 1.5, 1);
    await writer.close();
    const bytes = readFileSync(writer.path);
    bytes[bytes.length - 6]! ^= 0x01;
    writeFileSync(writer.path, bytes);
    expect(() => readEvents(writer.path)).toThrow(/data checksum mismatch/);
  });

  test('buffers writes until a flush', async () => {
    const dir = tempDir();
    const writer = new SummaryWriter(dir, { flushIntervalMs: 0 });
    await writer.flush(); // the file is open, with the version event
    const opened = statSync(writer.path).size;
    for (let step = 0; step < 100; step++) writer.addScalar('train/loss', 1 / (step + 1), step);
    expect(statSync(writer.path).size).toBe(opened);
    await writer.flush();
    expect(readEvents(writer.path)).toHaveLength(101);
    writer.addScalar('train/loss', 0, 100);
    await writer.close();
    expect(readEvents(writer.path)).toHaveLength(102);
  });

  test('flushes on its own after the flush interval', async () => {
    const dir = tempDir();
    const writer = new SummaryWriter(dir, { flushIntervalMs: 20 });
    writer.addScalar('train/loss', 0.5, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readEvents(writer.path)).toHaveLength(2);
    await writer.close();
  });

  test('rejects bad steps and values clearly, and writing after close', async () => {
    const dir = tempDir();
    const writer = new SummaryWriter(dir, { flushIntervalMs: 0 });
    expect(() => writer.addScalar('train/loss', 1, -1)).toThrow(/non-negative integer, got -1/);
    expect(() => writer.addScalar('train/loss', 1, 1.5)).toThrow(/non-negative integer/);
    expect(() => writer.addScalar('train/loss', '1' as unknown as number, 1)).toThrow(/'train\/loss' must be a number/);
    await writer.close();
    await writer.close();
    expect(() => writer.addScalar('train/loss', 1, 2)).toThrow(/closed/);
  });

  test('two writers started in the same second write separate files', async () => {
    const dir = tempDir();
    const a = new SummaryWriter(dir, { hostname: 'h', now: () => 5_000 });
    const b = new SummaryWriter(dir, { hostname: 'h', now: () => 5_000 });
    await Promise.all([a.close(), b.close()]);
    expect(readdirSync(dir).sort()).toEqual(['events.out.tfevents.5.h', 'events.out.tfevents.5.h.2']);
  });
});

describe('TensorBoardLogger', () => {
  test('tags scalars as split/name at the given step', async () => {
    const dir = tempDir();
    const logger = new TensorBoardLogger(dir, { flushIntervalMs: 0 });
    logger.scalars('train', 10, { loss: 0.75, lr: 0.01 });
    logger.message('info', 'not recorded');
    logger.scalars('val', 10, { accuracy: 0.5 });
    await logger.close();
    const events = readEvents(logger.writer.path).slice(1);
    expect(events.map((e) => e.values.map((v) => [e.step, v.tag, v.simpleValue]))).toEqual([
      [
        [10, 'train/loss', 0.75],
        [10, 'train/lr', Math.fround(0.01)],
      ],
      [[10, 'val/accuracy', 0.5]],
    ]);
  });

  test.skipIf(tensorboardMissing !== null)('TensorBoard reads the file with its EventAccumulator', async () => {
    const dir = tempDir();
    const logger = new TensorBoardLogger(dir, { flushIntervalMs: 0 });
    logger.scalars('train', 1, { loss: 0.5 });
    logger.scalars('train', 2, { loss: 0.25 });
    await logger.close();
    const script = [
      'import json, sys',
      'from tensorboard.backend.event_processing.event_accumulator import EventAccumulator',
      'acc = EventAccumulator(sys.argv[1]); acc.Reload()',
      'print(json.dumps([[e.step, e.value] for e in acc.Scalars("train/loss")]))',
    ].join('\n');
    const out = execFileSync(PYTHON, ['-c', script, dir], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([
      [1, 0.5],
      [2, 0.25],
    ]);
  });
});
