import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { torch } from '../../../src/index.js';
import { native } from '../../../src/torch/native.js';
import { tempDir } from './git-repo.js';

const env = Object.entries(process.env).map(([k, v]) => `${k}=${v}`);
const sh = (script: string, options: { env?: string[]; cwd?: string; maxBytes?: number; timeoutMs?: number } = {}) =>
  native.runCommand('sh', ['-c', script], options.env ?? env, options.cwd ?? '', options.maxBytes ?? 1 << 20, options.timeoutMs ?? 30_000);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Minor page faults taken by this (the JS) thread so far. */
function minorFaults(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}

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
    expect(() => sh('sleep 20', { timeoutMs: 200 })).toThrow(/'sh' timed out/);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(() => sh('yes', { maxBytes: 100_000 })).toThrow(/'sh' wrote more output than allowed/);
  });

  it('does not fork: the pages of a large tensor stay writable without a fault each', () => {
    const pages = 16_384;
    const t = torch.zeros([(pages * 4096) / 4]).keep();
    try {
      t.add_(1);
      const rewrite = () => {
        const before = minorFaults();
        t.add_(1);
        return minorFaults() - before;
      };
      sh('true');
      const afterSpawn = rewrite();
      expect(afterSpawn).toBeLessThan(pages / 10);
      // The premise: a fork (child_process) write-protects them, one fault per page (or per
      // huge page where the kernel backs the tensor with them).
      execFileSync('true');
      const afterFork = rewrite();
      const hugePages = /\[always\]/.test(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'));
      if (!hugePages) expect(afterFork).toBeGreaterThan(pages / 2);
    } finally {
      t.dispose();
    }
  });
});
