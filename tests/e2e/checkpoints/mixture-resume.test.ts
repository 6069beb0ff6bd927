// A run over a mixture of token files (weights and a phase from the config), killed with
// SIGKILL and resumed from its checkpoint, draws the same batches as the uninterrupted run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { startChild } from '../../support/child.js';

const SCRIPT = fileURLToPath(new URL('./mixture-child.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tr-mixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Source `s`'s windows of 4 tokens start with token `100000 s + 4 i`. */
const files = [40, 25, 60].map((windows, s) => {
  const path = join(dir, `source${s}.bin`);
  writeFileSync(path, Buffer.from(Int32Array.from({ length: windows * 4 + 1 }, (_, t) => s * 100000 + t).buffer));
  return path;
});

const CONFIG = {
  steps: 30,
  accumSteps: 2,
  dataloader: { batchSize: 4, shuffle: true, mixture: { weights: [2, 1, 1], phases: [{ step: 20, weights: [0, 0, 1] }] } },
  checkpoint: { interval: 10 },
};

interface Run {
  signal: NodeJS.Signals | null;
  /** `step:micro` -> first tokens of the batch's rows */
  batches: Map<string, number[]>;
  losses: Map<string, string>;
  done: number | null;
}

async function train(root: string, config: Record<string, unknown>, killAt?: number): Promise<Run> {
  const r = await startChild(SCRIPT, [JSON.stringify({ root, files, config, killAt })], { OMP_NUM_THREADS: '1' }).done;
  if (r.signal === null && r.code !== 0) throw new Error(`training child failed (${r.code}):\n${r.stdout}\n${r.stderr}`);
  const batches = new Map([...r.stdout.matchAll(/^batch (\d+) (\d+) (\S+)$/gm)].map((m) => [`${m[1]}:${m[2]}`, m[3]!.split(',').map(Number)]));
  const losses = new Map([...r.stdout.matchAll(/^loss (\d+) (\d+) (\S+)$/gm)].map((m) => [`${m[1]}:${m[2]}`, m[3]!]));
  const done = /^done (\d+)$/m.exec(r.stdout);
  return { signal: r.signal, batches, losses, done: done ? Number(done[1]) : null };
}

/** Rows of each source in optimizer step `step` (1-based, as printed). */
function sourcesOfStep(run: Run, step: number): number[] {
  const rows = [...run.batches].filter(([k]) => k.startsWith(`${step}:`)).flatMap(([, v]) => v);
  return [0, 1, 2].map((s) => rows.filter((t) => Math.floor(t / 100000) === s).length);
}

describe('a mixture run killed and resumed', () => {
  it('draws the configured weights per step, switches at the phase step, and resumes after SIGKILL to the same batches', async () => {
    const reference = await train(join(dir, 'reference'), CONFIG);
    expect(reference.done).toBe(30);
    expect(reference.batches.size).toBe(60);
    // 8 draws per step with weights 2:1:1 are 4, 2, 2; from global step 20 (the 21st step) only source 2.
    for (let step = 1; step <= 20; step++) expect([step, sourcesOfStep(reference, step)]).toEqual([step, [4, 2, 2]]);
    for (let step = 21; step <= 30; step++) expect([step, sourcesOfStep(reference, step)]).toEqual([step, [0, 0, 8]]);

    const root = join(dir, 'killed');
    const killed = await train(root, CONFIG, 17);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.done).toBeNull();
    const resumed = await train(root, { ...CONFIG, autoResume: true });
    expect(resumed.done).toBe(30);
    // The checkpoint of step 10 is the latest: the resumed run starts at step 11 and crosses into the second pass over the mixture at step 16.
    expect([...resumed.batches.keys()][0]).toBe('11:20');
    expect(resumed.batches.size).toBe(40);
    for (const [key, rows] of resumed.batches) expect([key, rows]).toEqual([key, reference.batches.get(key)]);
    for (const [key, loss] of resumed.losses) expect([key, loss]).toEqual([key, reference.losses.get(key)]);
    // and the killed run, up to its kill, drew the same batches too
    for (const [key, rows] of killed.batches) expect([key, rows]).toEqual([key, reference.batches.get(key)]);
  }, 120_000);
});
