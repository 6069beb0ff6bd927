// A mixture over real processes: 2 data-parallel ranks draw, step by step, the same global
// batches as one process with the global batch size.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { collect, ensureCompiled, expectAllOk, runRanks, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);
const dir = mkdtempSync(join(tmpdir(), 'torchrunner-mixture-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Source `s`'s windows of 4 tokens start with token `100000 s + 4 i`. */
const files = [40, 25, 60].map((windows, s) => {
  const path = join(dir, `source${s}.bin`);
  writeFileSync(path, Buffer.from(Int32Array.from({ length: windows * 4 + 1 }, (_, t) => s * 100000 + t).buffer));
  return path;
});

describe('MixtureSampler under the ddp stack', () => {
  test('2 ranks draw the global batches of one process, phase included, and end at its parameters', async () => {
    const env = { ...process.env };
    for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'SLURM_PROCID', 'SLURM_NTASKS']) delete env[k];
    const single = collect(spawn(process.execPath, [join(WORKERS, 'mixture-ddp.mjs'), JSON.stringify(files)], { env: { ...env, OMP_NUM_THREADS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] }), 90_000, 'single process');
    const [ranks, ref] = await Promise.all([runRanks('mixture-ddp.mjs', 2, { args: [JSON.stringify(files)], timeoutMs: 90_000 }), single]);
    expectAllOk([...ranks, ref]);
    const one = ref.result.batches as { step: number; rows: number[] }[];
    expect(one).toHaveLength(24);
    for (const r of ranks) expect(r.result).toMatchObject({ world: 2, globalStep: 12 });
    const [r0, r1] = ranks.map((r) => r.result.batches as { step: number; rows: number[] }[]);
    for (let b = 0; b < 24; b++) {
      expect(r0![b]!.step).toBe(one[b]!.step);
      // rank r holds rows r, r + 2, … of the one-process batch
      expect(r0![b]!.rows).toEqual(one[b]!.rows.filter((_, i) => i % 2 === 0));
      expect(r1![b]!.rows).toEqual(one[b]!.rows.filter((_, i) => i % 2 === 1));
    }
    // 16 draws per step: weights 2:1:1 give 8, 4, 4; from step 6 on, 1:1:6 give 2, 2, 12.
    for (let step = 0; step < 12; step++) {
      const rows = one.filter((b) => b.step === step).flatMap((b) => b.rows);
      const counts = [0, 1, 2].map((s) => rows.filter((t) => Math.floor(t / 100000) === s).length);
      expect([step, counts]).toEqual([step, step < 6 ? [8, 4, 4] : [2, 2, 12]]);
    }
    const diff = Math.max(...(ranks[0]!.result.params as number[]).map((p, i) => Math.abs(p - ref.result.params[i])));
    expect(diff).toBeLessThan(1e-6);
  }, 120_000);
});
