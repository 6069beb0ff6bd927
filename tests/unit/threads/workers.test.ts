// The library on several JS threads at once (worker_threads): each thread's tensors are its
// own, and a Worker terminated at any point releases its tensors without harming the process.
// Each scenario runs in a child process of its own, so that a crash fails the test instead of
// the test runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

const scripts = join(import.meta.dirname, 'scripts');
const scratch = mkdtempSync(join(tmpdir(), 'threads-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Loading the library in 50 Workers takes tens of CPU seconds, more on a loaded machine.
const TERMINATE_TIMEOUT_MS = 400_000;

function run(script: string, args: string[] = [], nodeArgs: string[] = []): Record<string, any> {
  const r = spawnSync(process.execPath, [...nodeArgs, join(scripts, script), ...args], {
    encoding: 'utf8',
    timeout: TERMINATE_TIMEOUT_MS - 20_000,
    // One thread per computation on each JS thread, OpenBLAS's included: the runs compare bits.
    env: { ...process.env, OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1' },
  });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  expect(r.status, `${script} exited with ${r.status ?? r.signal}\n${r.stderr.slice(-3000)}`).toBe(0);
  return JSON.parse(last) as Record<string, any>;
}

describe('worker_threads', () => {
  test('two Workers training different models at once each end bitwise equal to a run alone', () => {
    const out = run('two-trainers.mjs');
    expect(out.rounds).toHaveLength(3);
    for (const round of out.rounds as { params: boolean; losses: boolean; lastLoss: number }[][]) {
      round.forEach((r, i) => {
        expect(r).toMatchObject({ params: true, losses: true });
        expect(r.lastLoss).toBe(out.solo[i]);
      });
    }
  });

  test('the main thread serves 10,000 predictions while a Worker trains, each equal to a single-thread reference', () => {
    const out = run('serve.mjs');
    expect(out).toMatchObject({ predictions: 10_000, mismatches: 0, errors: 0, workerSame: true });
    expect(out.workerSteps).toBeGreaterThanOrEqual(200);
  });

  test('50 Workers terminated mid-load, mid-step, mid-save and mid-collective leave the process working, its RSS near its baseline', () => {
    const out = run('terminate.mjs', [scratch], ['--expose-gc']);
    expect(out.terminated).toBe(50);
    expect(out.computesCorrectly).toBe(true);
    // Each Worker held over 8 MB of tensors (a ballast, a model, checkpoint copies): leaking
    // them would add 400 MB or more. What remains is V8's and glibc's retained memory.
    expect(out.afterMb - out.baselineMb).toBeLessThan(200);
  }, TERMINATE_TIMEOUT_MS);

  test('a Tensor sent to another thread is refused there with a clear error', () => {
    const out = run('foreign-tensor.mjs');
    expect(out.error).toMatch(/was made on another JS thread.*Send its data instead/);
    expect(out.rebuilt).toEqual([1, 2, 3]);
  });
});
