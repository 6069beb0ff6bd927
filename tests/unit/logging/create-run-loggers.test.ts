import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

import { createRunLoggers, LoggerGroup, RankLogger } from '../../../src/index.js';
import { decodeEvent, readRecords } from './event-reader.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'torchrunner-run-'));
  dirs.push(dir);
  return dir;
}

class Stream {
  text = '';
  write(text: string): boolean {
    this.text += text;
    return true;
  }
}

const logging = { console: true, file: true, tensorboard: true, level: 'info' as const };

describe('createRunLoggers', () => {
  test('the main process logs to the console, logs/{timestamp}.log and tensorboard/{timestamp}/', async () => {
    const runDir = tempDir();
    const stream = new Stream();
    const logger = createRunLoggers({ runDir, timestamp: '20261123-133000', logging, isMain: true, stream });
    expect(logger).toBeInstanceOf(LoggerGroup);
    logger.message('info', 'epoch 1/1');
    logger.scalars('val', 469, { accuracy: 0.9875 });
    await logger.close();

    expect(stream.text).toBe('epoch 1/1\nval step 469  accuracy 0.9875\n');
    const log = readFileSync(join(runDir, 'logs', '20261123-133000.log'), 'utf8');
    expect(log).toMatch(/INFO  epoch 1\/1\n.*INFO  val step 469  accuracy 0\.9875\n$/);
    const tbDir = join(runDir, 'tensorboard', '20261123-133000');
    const [file] = readdirSync(tbDir);
    expect(file).toMatch(/^events\.out\.tfevents\.\d+\./);
    const events = readRecords(readFileSync(join(tbDir, file!))).map(decodeEvent);
    expect(events[1]).toMatchObject({ step: 469, values: [{ tag: 'val/accuracy', simpleValue: Math.fround(0.9875) }] });
  });

  test('each destination can be turned off', async () => {
    const runDir = tempDir();
    const stream = new Stream();
    const logger = createRunLoggers({
      runDir,
      timestamp: 't',
      logging: { console: true, file: false, tensorboard: false, level: 'warn' },
      isMain: true,
      stream,
    });
    logger.message('info', 'quiet');
    logger.message('warn', 'loud');
    await logger.close();
    expect(stream.text).toBe('warning: loud\n');
    expect(readdirSync(runDir)).toEqual([]);
  });

  test('other ranks print only warnings and errors, prefixed with the rank, and write no files', async () => {
    const runDir = tempDir();
    const stream = new Stream();
    const logger = createRunLoggers({ runDir, timestamp: 't', logging, isMain: false, rank: 3, stream });
    expect(logger).toBeInstanceOf(RankLogger);
    logger.message('info', 'not shown');
    logger.scalars('train', 1, { loss: 1 });
    logger.message('warn', 'slow data loading');
    logger.message('error', 'non-finite loss');
    await logger.close();
    expect(stream.text).toBe('[rank 3] warning: slow data loading\n[rank 3] error: non-finite loss\n');
    expect(existsSync(join(runDir, 'logs'))).toBe(false);
  });

  test('a log file that cannot be opened is reported on the console at the first flush', async () => {
    const runDir = tempDir();
    writeFileSync(join(runDir, 'logs'), '');
    const stream = new Stream();
    const logger = createRunLoggers({ runDir, timestamp: 't', logging: { ...logging, tensorboard: false }, isMain: true, stream });
    await logger.flush();
    expect(stream.text).toMatch(/error: FileLogger failed and may have lost output: cannot open .*logs\/t\.log for appending: .*check that its directory is writable\n$/);
    await logger.close();
  });
});
