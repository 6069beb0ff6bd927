import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { parseLaunchArgs, rootFailure } from '../../src/cli/launch.js';
import { pythonMissing, PYTHON } from '../unit/serialize/python.js';
import { collect, ensureCompiled, freePort, ROOT, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env, OMP_NUM_THREADS: '1' };
  for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT', 'TORCHELASTIC_RESTART_COUNT']) delete env[k];
  return env;
}

async function launch(args: string[], timeoutMs = 90_000) {
  const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), ...args], { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  const started = Date.now();
  const r = await collect(child, timeoutMs, `launch ${args.join(' ')}`);
  return { ...r, elapsedMs: Date.now() - started };
}

/** The JSON lines a worker printed, by rank, from the launcher's rank-prefixed output. */
function workerLines(stdout: string): Record<number, any[]> {
  const out: Record<number, any[]> = {};
  for (const line of stdout.split('\n')) {
    const m = /^\[rank(\d+)\]: (\{.*\})$/.exec(line);
    if (m) (out[Number(m[1])] ??= []).push(JSON.parse(m[2]!));
  }
  return out;
}

describe('torchrunner launch', () => {
  test('parses torchrun-style options and rejects bad ones with a usage message', () => {
    const o = parseLaunchArgs(['--nproc_per_node=3', '--nnodes', '2', '--node-rank', '1', '--master-port', '1234', '--max-restarts', '2', 'a.js', '--x', '1']);
    expect(o).toMatchObject({ nprocPerNode: 3, nnodes: 2, nodeRank: 1, masterPort: 1234, maxRestarts: 2, script: 'a.js', args: ['--x', '1'] });
    expect(() => parseLaunchArgs(['--nproc-per-node', 'two', 'a.js'])).toThrow(/--nproc-per-node expects an integer/);
    expect(() => parseLaunchArgs(['--nproc-per-node', '2'])).toThrow(/missing the script/);
    expect(() => parseLaunchArgs(['--nproc-per-node', '2', '--nnodes', '2', 'a.js'])).toThrow(/--master-port is required/);
    expect(() => parseLaunchArgs(['--nproc-per-node', '2', '--node-rank', '1', 'a.js'])).toThrow(/--node-rank 1 must be below --nnodes 1/);
    expect(() => parseLaunchArgs(['--bogus', 'a.js'])).toThrow(/unknown option --bogus/);
  });

  test('starts 3 workers with torchrun\'s environment; output is prefixed by rank; exit code 0', async () => {
    const r = await launch(['--nproc-per-node', '3', join(WORKERS, 'launched.mjs'), 'ok']);
    expect(r.code).toBe(0);
    const lines = workerLines(r.stdout);
    for (const rank of [0, 1, 2]) {
      expect(lines[rank]![0]).toMatchObject({ rank, world: 3, localRank: rank, localWorld: 3, attempt: 0, sum: 6 });
    }
  });

  test('a worker that dies stops the others (blocked in a collective) and the launcher exits non-zero naming it', async () => {
    const r = await launch(['--nproc-per-node', '3', '--stop-timeout', '5', join(WORKERS, 'launched.mjs'), 'die'], 60_000);
    expect(r.code).toBe(7);
    expect(r.stderr).toMatch(/rank 1 \(local rank 1\) exited with code 7/);
    // Well within the 60 s collective timeout: the survivors were stopped, not waited for.
    expect(r.elapsedMs).toBeLessThan(30_000);
  });

  test('a worker killed from outside is named as the failure, before the survivors whose collectives then fail', async () => {
    const r = await launch(['--nproc-per-node', '3', '--stop-timeout', '5', join(WORKERS, 'launched.mjs'), 'killed'], 60_000);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/worker group failed: rank 2 \(local rank 2\) was killed by SIGKILL(;|$)/m);
    // Whatever order the exits were seen in: a rank that exited with code 1 is never the named cause.
    const exitsFirst = [
      { localRank: 0, code: 1, signal: null },
      { localRank: 2, code: null, signal: 'SIGKILL' as const },
      { localRank: 1, code: null, signal: 'SIGTERM' as const, stopped: true },
    ];
    expect(rootFailure(exitsFirst)).toBe(exitsFirst[1]);
    expect(rootFailure([{ localRank: 1, code: 7, signal: null }, { localRank: 0, code: null, signal: 'SIGTERM' as const, stopped: true }])).toMatchObject({ localRank: 1 });
    expect(rootFailure([{ localRank: 0, code: 0, signal: null }])).toBeUndefined();
    // A rank that ended itself with SIGTERM (its peer stopped responding) is not preferred over one that exited first.
    expect(rootFailure([{ localRank: 1, code: 1, signal: null }, { localRank: 0, code: null, signal: 'SIGTERM' as const }])).toMatchObject({ localRank: 1 });
  });

  test('--max-restarts 1 restarts the whole group with TORCHELASTIC_RESTART_COUNT incremented', async () => {
    const r = await launch(['--nproc-per-node', '2', '--max-restarts', '1', join(WORKERS, 'launched.mjs'), 'restart']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/restarting the worker group \(restart 1 of 1\)/);
    const lines = workerLines(r.stdout);
    expect(lines[0]!.map((l) => l.attempt)).toEqual([0, 1]);
    expect(lines[1]!.map((l) => l.attempt)).toEqual([0, 1]);
    // New processes on the second attempt.
    expect(lines[0]![1].pid).not.toBe(lines[0]![0].pid);
  });

  test('a group killed mid-run and restarted with --max-restarts 1 resumes from its checkpoint and ends with the uninterrupted run\'s parameters', async () => {
    const script = join(WORKERS, 'ddp-resume.mjs');
    const [crashed, whole] = await Promise.all([
      launch(['--nproc-per-node', '2', '--max-restarts', '1', script, mkdtempSync(join(tmpdir(), 'torchrunner-resume-')), '12', '5']),
      launch(['--nproc-per-node', '2', script, mkdtempSync(join(tmpdir(), 'torchrunner-resume-')), '12', '-1']),
    ]);
    expect(crashed.code).toBe(0);
    expect(crashed.stderr).toMatch(/rank 1 \(local rank 1\) exited with code 9/);
    expect(whole.code).toBe(0);
    const after = workerLines(crashed.stdout);
    const ref = workerLines(whole.stdout);
    for (const rank of [0, 1]) {
      expect(after[rank]![0]).toMatchObject({ attempt: 1, start: 5 });
      expect(ref[rank]![0]).toMatchObject({ attempt: 0, start: 0 });
      // The same float32 operations in the same order: identical.
      expect(after[rank]![0].params).toEqual(ref[0]![0].params);
    }
  });

  test('TorchRunner with autoResume: a group killed at step 6 and restarted resumes from rank 0\'s checkpoint and ends with the uninterrupted run\'s parameters', async () => {
    const script = join(WORKERS, 'ddp-runner-resume.mjs');
    const [crashed, whole] = await Promise.all([
      launch(['--nproc-per-node', '2', '--max-restarts', '1', script, mkdtempSync(join(tmpdir(), 'torchrunner-runner-resume-')), '6']),
      launch(['--nproc-per-node', '2', script, mkdtempSync(join(tmpdir(), 'torchrunner-runner-resume-')), '-1']),
    ]);
    expect(crashed.code).toBe(0);
    expect(crashed.stderr).toMatch(/rank 1 \(local rank 1\) exited with code 9/);
    expect(whole.code).toBe(0);
    const after = workerLines(crashed.stdout);
    const ref = workerLines(whole.stdout);
    for (const rank of [0, 1]) {
      const a = after[rank]![0];
      // Rank 0 checkpoints after every step; the crash came at the start of step 7, so the
      // latest complete checkpoint is step 5 or 6 (6 unless rank 0 was stopped mid-write).
      expect(a.attempt).toBe(1);
      expect(a.resumedAt).toBeGreaterThanOrEqual(5);
      expect(a.resumedAt).toBeLessThanOrEqual(6);
      expect(a.globalStep).toBe(16);
      expect(ref[rank]![0]).toMatchObject({ attempt: 0, resumedAt: 0, globalStep: 16 });
      expect(a.params).toEqual(ref[0]![0].params);
    }
  });

  test('SIGTERM to the launcher is forwarded to every worker', async () => {
    const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), '--nproc-per-node', '2', join(WORKERS, 'launched.mjs'), 'signal'], {
      env: cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seen = '';
    child.stdout!.on('data', (d) => {
      seen += d;
      // Both workers are up (they printed their all-reduce): stop the launcher.
      if ((seen.match(/"sum":3/g) ?? []).length === 2) child.kill('SIGTERM');
    });
    const r = await collect(child, 90_000, 'launch signal');
    expect(r.code).toBe(128 + 15);
    const lines = workerLines(seen);
    expect(lines[0]!.at(-1)).toEqual({ rank: 0, signal: 'SIGTERM' });
    expect(lines[1]!.at(-1)).toEqual({ rank: 1, signal: 'SIGTERM' });
  });

  test('without restarts left, the failure is final', async () => {
    const r = await launch(['--nproc-per-node', '2', join(WORKERS, 'launched.mjs'), 'restart']);
    expect(r.code).toBe(5);
    expect(r.stderr).toMatch(/rank 1 \(local rank 1\) exited with code 5/);
  });

  test.skipIf(pythonMissing)('Python\'s torchrun starts our workers (same environment contract, its agent store)', async () => {
    const port = await freePort();
    const child = spawn(
      PYTHON,
      // --redirects/--tee 1: torch 1.13's torchrun cannot parse its default "0" under Python 3.11
      // (zero-valued IntFlag members are not iterated), so stdout goes through its tee instead.
      [
        '-m', 'torch.distributed.run', '--nproc_per_node', '2', '--master_port', String(port),
        '--redirects', '1', '--tee', '1', '--log_dir', mkdtempSync(join(tmpdir(), 'torchrun-')),
        '--no_python', process.execPath, join(WORKERS, 'launched.mjs'), 'ok',
      ],
      { env: cleanEnv(), cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const r = await collect(child, 90_000, 'torchrun');
    if (r.code !== 0) throw new Error(`torchrun exited with ${r.code}\n${r.stdout}\n${r.stderr}`);
    const sums = [...r.stdout.matchAll(/^\[default\d\]:(\{.*\})$/gm)].map((m) => JSON.parse(m[1]!));
    expect(sums.map((s) => s.rank).sort()).toEqual([0, 1]);
    for (const s of sums) expect(s).toMatchObject({ world: 2, sum: 3, attempt: 0 });
  });
});
