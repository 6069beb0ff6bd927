import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** workers/tensor-parallel-checkpoint.mjs on `world` ranks; every rank's result. */
async function run(world: number, axes: object, batch: number, steps: number, resume = '-'): Promise<any[]> {
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-tp-ckpt-'));
  roots.push(root);
  const ranks = await runRanks('tensor-parallel-checkpoint.mjs', world, { args: [root, JSON.stringify(axes), String(batch), String(steps), resume], timeoutMs: 150_000 });
  expectAllOk(ranks);
  return ranks.map((r) => r.result);
}

function expectNear(got: number[], expected: number[], tolerance: number): void {
  expect(got.length).toBe(expected.length);
  got.forEach((v, i) => expect(Math.abs(v - expected[i]!), `logit ${i}`).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected[i]!))));
}

/** Each resumed rank started at step 3 with the saved model's logits, and ended at the uninterrupted run's. */
function expectResumed(resumed: any[], saved: any, whole: any): void {
  for (const r of resumed) {
    expect(r.resumedAt).toBe(3);
    expectNear(r.before, saved.logits, 1e-10);
    expectNear(r.logits, whole.logits, 1e-10);
  }
}

describe('tensor-parallel checkpoints (sharded backend, keyed by the unsplit model)', () => {
  test('tensor 2 → 1 and 1 → 2: the resumed model gives the saved logits, and training on matches the uninterrupted tensor-2 run (float64, 1e-10)', async () => {
    const [whole] = await run(2, { tensor: 2 }, 4, 5);
    const saved2 = await run(2, { tensor: 2 }, 4, 3);
    const saved1 = await run(1, { tensor: 1 }, 4, 3);
    const latest = (r: any) => join(r.checkpoints, 'latest');
    const [from2] = await run(1, { tensor: 1 }, 4, 5, latest(saved2[0]));
    const to2 = await run(2, { tensor: 2 }, 4, 5, latest(saved1[0]));

    expectResumed([from2], saved2[0], whole);
    expectResumed(to2, saved1[0], whole);
  });

  test('shard 2 × tensor 2 (optimizer state in shards of the parts) resumes with tensor 2 alone to the uninterrupted run', async () => {
    const [whole] = await run(2, { tensor: 2 }, 4, 5);
    const saved = await run(4, { shard: 2, tensor: 2 }, 2, 3);
    const resumed = await run(2, { tensor: 2 }, 4, 5, join(saved[0].checkpoints, 'latest'));
    expectResumed(resumed, saved[0], whole);
  });

  test('tensor 2 with sequence parallelism saves under the same names: resumed at tensor 1, and a tensor-1 checkpoint resumed with it, each train on to the uninterrupted tensor-2 run', async () => {
    const sp = { tensor: 2, sequenceParallel: true };
    const [whole] = await run(2, { tensor: 2 }, 4, 5);
    const saved = await run(2, sp, 4, 3);
    const saved1 = await run(1, { tensor: 1 }, 4, 3);
    const [from] = await run(1, { tensor: 1 }, 4, 5, join(saved[0].checkpoints, 'latest'));
    const to = await run(2, sp, 4, 5, join(saved1[0].checkpoints, 'latest'));
    expectResumed([from], saved[0], whole);
    expectResumed(to, saved1[0], whole);
  });
});
