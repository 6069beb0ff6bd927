import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { collect, ensureCompiled, ROOT, WORKERS } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'tr-char-gpt-ds-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('examples/char-gpt under --stack deepspeed (shortened)', () => {
  test('two processes started by the launcher train the unchanged runner at ZeRO stage 3, sample on rank 0 from gathered parameters and write a sharded checkpoint', async () => {
    const env = { ...process.env, OMP_NUM_THREADS: '1' };
    for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT']) delete env[k];
    const args = ['--nproc-per-node', '2', join(ROOT, 'dist', 'examples', 'char-gpt', 'main.js')];
    const overrides = ['--stack', 'deepspeed', '--deepspeed.stage', '3', '--steps', '30', '--evaluateInterval', '30', '--evaluateSteps', '4', '--sched.warmup', '5'];
    const small = ['--extra.model.layers', '2', '--extra.model.width', '32', '--workspaceRoot', root, '--logging.console', 'false', '--logging.tensorboard', 'false'];
    const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), ...args, ...overrides, ...small], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const r = await collect(child, 240_000, 'char-gpt deepspeed');
    expect(r.code, r.stderr).toBe(0);
    const reports = [...r.stdout.matchAll(/\[rank(\d+)\]: validation loss ([\d.]+) \(nats per character, 2 process\(es\), stack deepspeed\)/g)];
    expect(reports.map((m) => m[1])).toEqual(['0']);
    // A uniform guess over the 27 characters costs ln 27 = 3.3 nats; 30 steps learn letter frequencies.
    expect(Number(reports[0]![2])).toBeLessThan(3.0);
    expect(r.stdout).toMatch(/names: [a-z]+/);
    const runDir = r.stdout.match(/run directory: (\S+)/)![1]!;
    const saves = readdirSync(join(runDir, 'checkpoints')).filter((f) => f.startsWith('save-'));
    expect(readdirSync(join(runDir, 'checkpoints', saves[saves.length - 1]!))).toEqual(expect.arrayContaining(['__0_0.distcp', '__1_0.distcp']));
  });
});
