// A DDP TorchRunner with checkpoint.backend 'sharded' saved on 2 ranks resumes on 1 (real processes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { consolidate } from '../../src/checkpoints/index.js';
import { load } from '../../src/torch/serialize/index.js';
import { ensureCompiled, runRanks } from './support.js';

const root = mkdtempSync(join(tmpdir(), 'sharded-runner-'));
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('TorchRunner with checkpoint.backend sharded', () => {
  test('DDP at N = 2 (async saves) resumes at N = 1 (fromCheckpoint) with the same global batch, matching the uninterrupted N = 2 run', async () => {
    const first = await runRanks('sharded-runner.mjs', 2, { args: [join(root, 'a'), '8', '4', '4', '-', 'async'], timeoutMs: 150_000 });
    for (const r of first) expect(r.code, r.stderr).toBe(0);
    const latest = join(first[0]!.result.checkpoints, 'latest');
    const [resumed] = await runRanks('sharded-runner.mjs', 1, { args: [join(root, 'b'), '16', '8', '4', `from:${latest}`, 'disabled'], timeoutMs: 150_000 });
    expect(resumed!.code, resumed!.stderr).toBe(0);
    expect(resumed!.result.resumedAt).toBe(8);
    const straight = await runRanks('sharded-runner.mjs', 2, { args: [join(root, 'c'), '16', '4', '100', '-', 'disabled'], timeoutMs: 150_000 });
    const expected: number[] = straight[0]!.result.params;
    const got: number[] = resumed!.result.params;
    expect(got).toHaveLength(expected.length);
    // The same samples in the same global order; only the summation order of the batch differs (one rank of 8 vs the mean of 2 ranks of 4).
    const diff = Math.max(...got.map((v, i) => Math.abs(v - expected[i]!)));
    expect(diff).toBeLessThan(1e-6);
  }, 480_000);

  test('ZeRO-3 at N = 4 for 10 steps, resumed at N = 2 and at N = 3 (global batch 12) for 10 more, within 1e-6 of an uninterrupted N = 4 run', async () => {
    const first = await runRanks('sharded-runner.mjs', 4, { args: [join(root, 'z4'), '10', '3', '10', '-', 'disabled', 'zero3'], timeoutMs: 150_000 });
    for (const r of first) expect(r.code, r.stderr).toBe(0);
    const latest = join(first[0]!.result.checkpoints, 'latest');
    // The chunks of the 4 ranks consolidate into the whole model, as it was gathered at the end of the run.
    await consolidate(latest, join(root, 'z4.pth'));
    const whole = load(join(root, 'z4.pth')) as Record<string, { flatten(): { toArray(): Float32Array } }>;
    expect(Object.values(whole).flatMap((t) => Array.from(t.flatten().toArray()))).toEqual(first[0]!.result.params);
    const straight = await runRanks('sharded-runner.mjs', 4, { args: [join(root, 'z4s'), '20', '3', '100', '-', 'disabled', 'zero3'], timeoutMs: 150_000 });
    for (const r of straight) expect(r.code, r.stderr).toBe(0);
    const expected: number[] = straight[0]!.result.params;
    for (const [world, batch] of [[2, 6], [3, 4]] as const) {
      const resumed = await runRanks('sharded-runner.mjs', world, { args: [join(root, `z${world}`), '20', String(batch), '100', `from:${latest}`, 'disabled', 'zero3'], timeoutMs: 150_000 });
      for (const r of resumed) expect(r.code, r.stderr).toBe(0);
      expect(resumed[0]!.result.resumedAt).toBe(10);
      const got: number[] = resumed[0]!.result.params;
      expect(got).toHaveLength(expected.length);
      // Master chunks and Adam's moments re-cut from 4 chunks into 2 or 3; the same samples in the same global order.
      expect(Math.max(...got.map((v, i) => Math.abs(v - expected[i]!))), `N = ${world}`).toBeLessThan(1e-6);
      for (const r of resumed.slice(1)) expect(r.result.params).toEqual(got);
    }
  }, 480_000);
});
