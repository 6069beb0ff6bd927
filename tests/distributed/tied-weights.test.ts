// Weights tied across pipeline stages (GPT-2's head reusing the token embedding): at pipeline 2
// the embedding lives on stage 0 and the head on stage 1, and each stage's process holds its
// own copy of the one weight. The runs (workers/tied-gpt-runner.mjs, float64) must match one
// process, the checkpoint must hold the weight once, PyTorch must evaluate the consolidated
// file to the runner's loss, and a resume must continue exactly.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { consolidate, resolveSave } from '../../src/checkpoints/index.js';
import { ensureCompiled, expectAllOk, ROOT, runRanks, type ProcResult } from './support.js';

const PYTHON = '/usr/bin/python3';
const hasTorch = spawnSync(PYTHON, ['-c', 'import torch'], { stdio: 'ignore' }).status === 0;
const roots: string[] = [];
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** workers/tied-gpt-runner.mjs on `world` ranks (per-rank batch 4 over one data rank, 2 over two, so every run sees the same global batches). */
async function run(world: number, axes: object, steps: number, options: { resume?: string; env?: Record<string, string>; batch?: number } = {}): Promise<ProcResult[]> {
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-tied-'));
  roots.push(root);
  const batch = options.batch ?? 4;
  return runRanks('tied-gpt-runner.mjs', world, { args: [root, JSON.stringify(axes), String(batch), String(steps), options.resume ?? '-'], env: options.env, timeoutMs: 150_000 });
}

async function results(world: number, axes: object, steps: number, options: Parameters<typeof run>[3] = {}): Promise<any[]> {
  const ranks = await run(world, axes, steps, options);
  expectAllOk(ranks);
  return ranks.map((r) => r.result);
}

// float64 throughout. The one process sums the embedding's and the head's gradient of the tied
// weight inside autograd; the stages sum them in an all-reduce, so the order of additions may
// differ: a few units in the last place (2^-52 ≈ 2.2e-16 relative) per step, which four Adam
// steps of a 2-layer model carry to well under 1e-12.
const TOLERANCE = 1e-12;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(b));
function expectNear(got: number[], expected: number[], what: string): void {
  expect(got.length, what).toBe(expected.length);
  got.forEach((v, i) => expect(near(v, expected[i]!), `${what}[${i}]: ${v} vs ${expected[i]}`).toBe(true));
}

describe('weights tied across pipeline stages (GPT-2 head = token embedding)', () => {
  test('pipeline 2 matches one process; the checkpoint holds the weight once; PyTorch evaluates the consolidated file to the same loss; a resume at step 2 continues exactly', async () => {
    const [[one], p2, saved] = await Promise.all([results(1, {}, 4), results(2, { pipeline: 2, shard: 1 }, 4), results(2, { pipeline: 2, shard: 1 }, 2)]);
    expect(one.tiedNow).toBe(true);
    for (const r of p2) {
      expect(r.tiedNow).toBe(true);
      expectNear(r.losses, one.losses, `losses on rank ${r.rank}`);
      expectNear(r.norms, one.norms, `gradient norms on rank ${r.rank}`);
      expect(near(r.after, one.after), `validation loss ${r.after} vs ${one.after}`).toBe(true);
    }

    // Stored once, under its first name, by stage 0's rank; its Adam state too.
    const save = await resolveSave(join(p2[0].checkpoints, 'latest'));
    const manifest = JSON.parse(readFileSync(join(save, 'manifest.json'), 'utf8'));
    const tied = Object.keys(manifest.tensors).filter((k) => /tokens\.weight|head\.weight/.test(k)).sort();
    expect(tied).toEqual(['model.tokens.weight', 'optim.state.tokens.weight.exp_avg', 'optim.state.tokens.weight.exp_avg_sq', 'optim.state.tokens.weight.step']);
    for (const k of tied) expect(manifest.tensors[k].chunks.map((c: any) => c.file), k).toEqual(['__0_0.distcp']);
    expect(manifest.tensors['model.head.bias'].chunks.map((c: any) => c.file)).toEqual(['__1_0.distcp']);

    if (hasTorch) {
      const dir = mkdtempSync(join(tmpdir(), 'torchrunner-tied-pth-'));
      roots.push(dir);
      await consolidate(save, join(dir, 'model.pth'));
      writeFileSync(join(dir, 'val.json'), JSON.stringify(one.valData));
      const py = JSON.parse(execFileSync(PYTHON, [join(ROOT, 'tests/support/python/tied_gpt_loss.py'), join(dir, 'model.pth'), join(dir, 'val.json')], { encoding: 'utf8' }));
      // head.weight is the tied weight (load_state_dict reports it missing, as for a Hugging Face safetensors file without tied copies).
      expect(py).toMatchObject({ missing: ['head.weight'], unexpected: [], tied: true });
      expect(near(py.loss, p2[0].after), `PyTorch's loss ${py.loss} vs ${p2[0].after}`).toBe(true);
    } else console.warn(`skipped the PyTorch check: ${PYTHON} cannot import torch`);

    const resumed = await results(2, { pipeline: 2, shard: 1 }, 4, { resume: join(saved[0].checkpoints, 'latest') });
    for (const r of resumed) {
      expect(r.resumedAt).toBe(2);
      expect(near(r.before, saved[0].after), `validation loss after resume ${r.before} vs saved ${saved[0].after}`).toBe(true);
      expectNear(r.losses, one.losses.slice(2), `resumed losses on rank ${r.rank}`);
      expect(near(r.after, one.after)).toBe(true);
    }
  });

  test('pipeline 2 × tensor 2 and pipeline 2 × shard 2 match one process', async () => {
    const [one] = await results(1, {}, 4);
    const tp = await results(4, { pipeline: 2, tensor: 2, shard: 1 }, 4);
    const ps = await results(4, { pipeline: 2, shard: 2 }, 4, { batch: 2 });
    for (const r of [...tp, ...ps]) {
      expectNear(r.losses, one.losses, `losses on rank ${r.rank}`);
      expectNear(r.norms, one.norms, `gradient norms on rank ${r.rank}`);
      expect(near(r.after, one.after)).toBe(true);
    }
  });

  test('the same model with its own head weight trains differently at pipeline 2 (the tie is what the parity above tests); a declared tie that is broken fails at setup, naming both names', async () => {
    const [[tied], untied, broken] = await Promise.all([results(1, {}, 2), results(2, { pipeline: 2, shard: 1 }, 2, { env: { TIE: 'untied' } }), run(2, { pipeline: 2, shard: 1 }, 2, { env: { TIE: 'broken' } })]);
    expect(near(untied[0].losses[1], tied.losses[1])).toBe(false);
    for (const r of broken) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/TiedGpt\.tiedParameters\(\) ties 'tokens\.weight' and 'head\.weight', but at setup they are different tensors, so they would train apart/);
    }
  });
});
