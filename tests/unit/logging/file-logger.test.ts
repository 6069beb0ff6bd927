import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    await logger.flush(); // the file is open
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
    await logger.flush(); // the file is open
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

  test('an exit before the file finished opening still writes what is buffered', async () => {
    const path = tempPath('early-crash.log');
    const logger = new FileLogger(path, { flushIntervalMs: 0 });
    logger.message('info', 'first words');
    process.listeners('exit').find((listener) => listener.name === 'flushOpenFiles')!(1);
    expect(readFileSync(path, 'utf8')).toMatch(/INFO {2}first words\n$/);
    await logger.close();
    expect(readFileSync(path, 'utf8').match(/first words/g)).toHaveLength(1);
  });

  test('a path that cannot be opened is a clear error at the next flush and close', async () => {
    const path = tempPath('x.log');
    writeFileSync(join(path, '..', '..', 'blocker'), '');
    const logger = new FileLogger(join(path, '..', '..', 'blocker', 'run.log'));
    logger.message('info', 'nowhere to go');
    const clear = /cannot open .*blocker\/run\.log for appending: .*check that its directory is writable/;
    await expect(logger.flush()).rejects.toThrow(clear);
    logger.message('info', 'dropped');
    await expect(logger.close()).rejects.toThrow(clear);
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
    await file.flush(); // the file is open
    for (let i = 0; i < 12; i++) file.append('x'.repeat(99) + '\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statSync(path).size).toBe(1000);
    await file.close();
    expect(statSync(path).size).toBe(1200);
  });

  test('opens off the JS thread: what is appended before the open completes reaches the file', async () => {
    const path = tempPath('early.log');
    const file = new BufferedFile(path, { flushIntervalMs: 0 });
    expect(file.isOpen).toBe(true);
    file.append('first\n');
    const flushed = file.flush();
    file.append('second\n');
    await flushed;
    file.append('third\n');
    await file.close();
    expect(readFileSync(path, 'utf8')).toBe('first\nsecond\nthird\n');
  });

  test('opens asynchronously; flushNow before the open completes opens the file itself, and the other descriptor is closed', async () => {
    const fds = () => readdirSync('/proc/self/fd').length;
    const before = fds();
    const path = tempPath('urgent.log');
    const file = new BufferedFile(path, { flushIntervalMs: 0 });
    // The open runs on a worker thread: nothing exists yet when the constructor returns.
    expect(existsSync(path)).toBe(false);
    file.append('urgent\n');
    const flushed = file.flushNow();
    expect(existsSync(path)).toBe(true);
    await flushed;
    expect(readFileSync(path, 'utf8')).toBe('urgent\n');
    await file.close();
    // The asynchronous open's descriptor, not needed, is closed once it arrives.
    for (let i = 0; i < 50 && fds() > before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fds()).toBe(before);
  });

  test('a path that cannot be opened refuses appends with the clear error', async () => {
    const path = tempPath('x.bin');
    writeFileSync(join(path, '..', '..', 'blocker'), '');
    const file = new BufferedFile(join(path, '..', '..', 'blocker', 'events.bin'), { flushIntervalMs: 0 });
    file.append('buffered meanwhile');
    const clear = /cannot open .*blocker\/events\.bin for appending: .*check that its directory is writable/;
    await expect(file.flush()).rejects.toThrow(clear);
    expect(file.isOpen).toBe(false);
    expect(() => file.append('late')).toThrow(clear);
    await expect(file.close()).rejects.toThrow(clear);
  });
});
