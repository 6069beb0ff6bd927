import { execFileSync } from 'node:child_process';
import { realpathSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { native } from '../../../src/torch/native.js';
import { minorFaults } from '../../support/memory.js';
import { tempDir } from './git-repo.js';

const env = Object.entries(process.env).map(([k, v]) => `${k}=${v}`);
const sh = (script: string, options: { env?: string[]; cwd?: string; maxBytes?: number; timeoutMs?: number } = {}) =>
  native.runCommand('sh', ['-c', script], options.env ?? env, options.cwd ?? '', options.maxBytes ?? 1 << 20, options.timeoutMs ?? 30_000);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('native.runCommand', () => {
  it('returns the exit status and standard output, with the arguments, environment and directory given', () => {
    const dir = dirs[dirs.push(tempDir('run-command')) - 1]!;
    const r = native.runCommand('sh', ['-c', 'printf "%s|%s|%s" "$1" "$GREETING" "$(pwd)"; exit 3', 'sh', 'two words'], ['GREETING=hello', `PATH=${process.env.PATH}`], dir, 1 << 20, 30_000);
    expect(r).toEqual({ status: 3, signal: null, stdout: `two words|hello|${realpathSync(dir)}` });
  });

  it('gives the child an empty stdin and drops its stderr', () => {
    expect(sh('cat; echo oops >&2; echo done')).toEqual({ status: 0, signal: null, stdout: 'done\n' });
  });

  it('reports the signal that ended the child, whose signals have their default handling', () => {
    // Node ignores SIGPIPE; a child that inherited that would print "survived".
    expect(sh('kill -PIPE $$; echo survived')).toEqual({ status: null, signal: 13, stdout: '' });
  });

  it('throws, naming the command, when it cannot be started or its directory does not exist', () => {
    expect(() => native.runCommand('no-such-command-7f3a', [], env, '', 1024, 30_000)).toThrow(/cannot run 'no-such-command-7f3a': ENOENT/);
    expect(() => sh('true', { cwd: '/no/such/dir' })).toThrow(/cannot run 'sh': ENOENT/);
  });

  it('kills a command that runs past its time limit or writes more than allowed', () => {
    const t0 = performance.now();
    expect(() => sh('sleep 20', { timeoutMs: 200 })).toThrow(expect.objectContaining({ code: 'ETIMEDOUT', message: expect.stringMatching(/'sh' timed out/) }));
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(() => sh('yes', { maxBytes: 100_000 })).toThrow(expect.objectContaining({ code: 'ENOBUFS', message: expect.stringMatching(/'sh' wrote more output than allowed/) }));
  });

  it('does not fork: the pages of the heap stay writable without a fault each', () => {
    // A Buffer's memory comes from malloc, which a fork shares copy-on-write.
    const pages = 16_384;
    const buffer = Buffer.alloc(pages * 4096, 1);
    let fill = 2;
    const rewrite = () => {
      const before = minorFaults();
      buffer.fill(fill++);
      return minorFaults() - before;
    };
    sh('true');
    expect(rewrite()).toBeLessThan(pages / 10);
    // The premise: a fork (child_process) write-protects them, one fault per page.
    execFileSync('true');
    expect(rewrite()).toBeGreaterThan(pages / 2);
  });
});

describe('native.runCommandAsync', () => {
  const shAsync = (script: string, options: { maxBytes?: number; timeoutMs?: number } = {}) =>
    native.runCommandAsync('sh', ['-c', script], env, '', options.maxBytes ?? 1 << 20, options.timeoutMs ?? 30_000);

  it('resolves to what runCommand returns, and the JS thread runs meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await expect(shAsync('sleep 0.3; printf "%s" "$0"; exit 4')).resolves.toEqual({ status: 4, signal: null, stdout: 'sh' });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(5);
    await expect(shAsync('kill -PIPE $$')).resolves.toEqual({ status: null, signal: 13, stdout: '' });
  });

  it('rejects as runCommand throws: a command that cannot start, runs too long or writes too much', async () => {
    await expect(native.runCommandAsync('no-such-command-7f3a', [], env, '', 1024, 30_000)).rejects.toThrow(/cannot run 'no-such-command-7f3a': ENOENT/);
    await expect(shAsync('sleep 20', { timeoutMs: 200 })).rejects.toThrow(expect.objectContaining({ code: 'ETIMEDOUT', message: expect.stringMatching(/'sh' timed out/) }));
    await expect(shAsync('yes', { maxBytes: 100_000 })).rejects.toThrow(expect.objectContaining({ code: 'ENOBUFS' }));
    expect(() => native.runCommandAsync('sh', 'not an array' as never, env, '', 1024, 1000)).toThrow(/runCommandAsync: args must be an array of strings/);
  });
});
