import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { collect, ensureCompiled, ROOT, WORKERS } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'tr-ddp-mnist-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('examples/ddp-mnist (shortened)', () => {
  test('two processes started by the launcher train the MNIST runner and rank 0 reports the test accuracy', async () => {
    const env = { ...process.env, OMP_NUM_THREADS: '1' };
    for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT']) delete env[k];
    const args = ['--nproc-per-node', '2', join(ROOT, 'dist', 'examples', 'ddp-mnist', 'main.js')];
    const overrides = ['--epochs', 'null', '--steps', '150', '--evaluateInterval', '150', '--workspaceRoot', root, '--logging.console', 'false', '--logging.tensorboard', 'false'];
    const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), ...args, ...overrides], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const r = await collect(child, 240_000, 'ddp-mnist');
    expect(r.code, r.stderr).toBe(0);
    // Only rank 0 reports; 150 steps of a global batch of 64 already classify most digits.
    const reports = [...r.stdout.matchAll(/\[rank(\d+)\]: test accuracy ([\d.]+)% .*, 2 process\(es\)\)/g)];
    expect(reports.map((m) => m[1])).toEqual(['0']);
    expect(Number(reports[0]![2])).toBeGreaterThan(90);
  });
});
