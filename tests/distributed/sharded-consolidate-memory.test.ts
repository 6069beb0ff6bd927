// Consolidating a sharded checkpoint of about 1 GB goes one tensor at a time: the
// consolidating process's peak RSS (VmHWM) stays below 300 MB plus the largest tensor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { collect, ensureCompiled, WORKERS } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'sharded-rss-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function node(args: string[]) {
  const child = spawn(process.execPath, [join(WORKERS, 'consolidate-rss.mjs'), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, OMP_NUM_THREADS: '1' } });
  return collect(child, 120_000, `consolidate-rss ${args[0]}`);
}

test('consolidating a ~1 GB sharded checkpoint peaks below 300 MB RSS plus the largest tensor', async () => {
  const MB = 1024 * 1024;
  const made = await node(['make', join(root, 'ck'), '128', '8']);
  expect(made.code, made.stderr).toBe(0);
  expect(made.result.bytes).toBe(1024 * MB);
  const out = join(root, 'model.pth');
  const run = await node(['consolidate', join(root, 'ck'), out]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.result.largestBytes).toBe(128 * MB);
  expect(statSync(out).size).toBeGreaterThan(1024 * MB);
  console.log(`consolidated ${run.result.bytes} bytes with a peak RSS of ${(run.result.peakRss / MB).toFixed(0)} MiB (largest tensor 128 MiB)`);
  expect(run.result.peakRss).toBeLessThan(300 * MB + run.result.largestBytes);
}, 240_000);
