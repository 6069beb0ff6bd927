import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

import { BufferedFile, FileLogger } from '../../../src/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempPath(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'torchrunner-log-'));
  dirs.push(dir);
  return join(dir, 'logs', name);
}

describe('FileLogger', () => {
  test('appends timestamped message and scalar lines, buffered until flush', async () => {
    const path = tempPath('20261123-130000.log');
    const logger = new FileLogger(path, { now: () => new Date(Date.UTC(2026, 10, 23, 13, 31, 10, 123)), flushIntervalMs: 0 });
    logger.message('info', 'epoch 1/10');
    logger.scalars('train', 120, { loss: 0.123456789, lr: 0.001 });
    expect(statSync(path).size).toBe(0);
    // An error is handed to the file system at once, with what was buffered before it.
    logger.message('error', 'first line\nsecond line');
    await logger.flush();
    expect(readFileSync(path, 'utf8')).toBe(
      '2026-11-23T13:31:10.123Z INFO  epoch 1/10\n' +
        '2026-11-23T13:31:10.123Z INFO  train step 120  loss 0.123456789  lr 0.001\n' +
        '2026-11-23T13:31:10.123Z ERROR first line\n    second line\n',
    );
    logger.message('warn', 'after flush');
    await logger.close();
    await logger.close();
    logger.message('warn', 'after close is dropped');
    expect(readFileSync(path, 'utf8').trimEnd().split('\n').at(-1)).toMatch(/WARN  after flush$/);
  });

  test('respects the level and appends to an existing file', async () => {
    const path = tempPath('run.log');
    const first = new FileLogger(path, { level: 'warn' });
    first.message('info', 'dropped');
    first.message('warn', 'kept');
    await first.close();
    const second = new FileLogger(path);
    second.message('debug', 'dropped at info');
    second.message('info', 'second attempt');
    await second.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z WARN  kept$/);
    expect(lines[1]).toMatch(/INFO  second attempt$/);
  });

  test('flushes on its own after the flush interval', async () => {
    const path = tempPath('timer.log');
    const logger = new FileLogger(path, { flushIntervalMs: 20 });
    logger.message('info', 'soon on disk');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readFileSync(path, 'utf8')).toMatch(/soon on disk\n$/);
    await logger.close();
  });

  test('what is buffered reaches the file when the process exits without close()', async () => {
    const path = tempPath('crash.log');
    const logger = new FileLogger(path, { flushIntervalMs: 0 });
    // An info line stays buffered (a warning or an error is handed to the file system at once).
    logger.message('info', 'last words');
    const onExit = process.listeners('exit').find((listener) => listener.name === 'flushOpenFiles');
    expect(onExit).toBeDefined();
    onExit!(1);
    expect(readFileSync(path, 'utf8')).toMatch(/INFO {2}last words\n$/);
    await logger.close();
    expect(readFileSync(path, 'utf8').match(/last words/g)).toHaveLength(1);
    expect(process.listeners('exit').some((listener) => listener.name === 'flushOpenFiles')).toBe(false);
  });

  test('a path that cannot be opened is a clear error', () => {
    const path = tempPath('x.log');
    writeFileSync(join(path, '..', '..', 'blocker'), '');
    expect(() => new FileLogger(join(path, '..', '..', 'blocker', 'run.log'))).toThrow(
      /cannot open .*blocker\/run\.log for appending: .*check that its directory is writable/,
    );
  });
});

describe('BufferedFile', () => {
  test('keeps the order of text and binary appends; closing twice at once closes once', async () => {
    const path = tempPath('mixed.bin');
    const file = new BufferedFile(path, { flushIntervalMs: 0 });
    file.append('añ');
    file.append(Buffer.from([0x00, 0xff]));
    file.append('z\n');
    await Promise.all([file.close(), file.close()]);
    expect([...readFileSync(path)]).toEqual([...Buffer.from('añ'), 0x00, 0xff, ...Buffer.from('z\n')]);
    expect(file.isOpen).toBe(false);
    expect(() => file.append('late')).toThrow(/cannot write to .*mixed\.bin: it is closed/);
  });

  test('flushes by itself once the buffer is large', async () => {
    const path = tempPath('large.log');
    const file = new BufferedFile(path, { flushIntervalMs: 0, maxBufferedBytes: 1000 });
    for (let i = 0; i < 12; i++) file.append('x'.repeat(99) + '\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statSync(path).size).toBe(1000);
    await file.close();
    expect(statSync(path).size).toBe(1200);
  });
});
