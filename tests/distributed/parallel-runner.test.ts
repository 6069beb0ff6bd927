import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';
import { compareWithOneProcess as compare, ulps } from './parallel-support.js';

beforeAll(() => ensureCompiled(), 300_000);


describe('ParallelRunner (stack parallel) over real processes', () => {
  test('pipeline 2, accumulation 3 weighted by normalizers: every stage ends bitwise at the single-process TorchRunner, with its losses and evaluation', async () => {
    const [ranks, ref] = await compare(2, { pipeline: 2, shard: 1 }, 4, 1, 3, { weighted: true });
    const owned = ranks.flatMap((r) => Object.keys(r.result.params));
    expect(owned).toEqual(Object.keys(ref.params));
    for (const r of ranks) {
      expect(r.result).toMatchObject({ globalStep: 6, microStep: 18 });
      for (const [name, values] of Object.entries(r.result.params)) expect(values, name).toEqual(ref.params[name]);
      expect(r.result.losses).toEqual(ref.losses);
      expect(r.result.valLoss).toBe(ref.valLoss);
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('pipeline 2 with sharded checkpoints: each stage saves its own weights and Adam state; resumed at step 3, both stages end bitwise at the uninterrupted run', async () => {
    const args = ['parallel', JSON.stringify({ pipeline: 2, shard: 1 }), '2', '1', '2'];
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-pipeline-ckpt-'));
    try {
      const env = { OPTIM: 'adam', CKPT_ROOT: root };
      const [first, straight] = await Promise.all([
        runRanks('parallel-runner.mjs', 2, { args, env: { ...env, STEPS: '3' }, timeoutMs: 150_000 }),
        runRanks('parallel-runner.mjs', 2, { args, env: { OPTIM: 'adam' }, timeoutMs: 150_000 }),
      ]);
      expectAllOk([...first, ...straight]);
      const runDir = readdirSync(root).map((d) => join(root, d)).flatMap((d) => readdirSync(d).map((r) => join(d, r)))[0]!;
      const latest = join(runDir, 'checkpoints', 'latest');
      const save = readdirSync(join(runDir, 'checkpoints')).find((f) => f.startsWith('save-'))!;
      // Both stages wrote their chunks.
      expect(readdirSync(join(runDir, 'checkpoints', save))).toEqual(expect.arrayContaining(['__0_0.distcp', '__1_0.distcp']));
      const resumed = await runRanks('parallel-runner.mjs', 2, { args, env: { ...env, CKPT_ROOT: mkdtempSync(join(tmpdir(), 'torchrunner-pipeline-ckpt-')), RESUME: latest }, timeoutMs: 150_000 });
      expectAllOk(resumed);
      for (const r of resumed) {
        const same = straight.find((s) => s.result.rank === r.result.rank)!;
        expect(r.result.globalStep).toBe(6);
        expect(r.result.params).toEqual(same.result.params);
        expect(r.result.losses).toEqual(same.result.losses.slice(3));
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('tensor 2 without parallelize (and with parallelizeModel overridden, or a parallel.plan that fits or does not), context 2 with a model that lacks enableContextParallel or with metrics, axes that do not multiply to the world size, a pipeline or sequence parallelism in a plain TorchRunner and a pipeline stage without parameters each fail with their message', async () => {
    const results = await runRanks('parallel-runner-errors.mjs', 2, { timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.noParallelize).toMatch(
        /parallel\.tensor 2 needs a model-specific transform: give Sequential a tensorParallelPlan\(\) method .*, or set parallel\.plan in the config, or give Sequential a parallelize\(ctx\) method .*, or override ParallelRunner\.parallelizeModel\(model, ctx\)/,
      );
      expect(r.result.contextAxis).toMatch(/parallel\.context 2: the model \(Sequential\) does not support context parallelism\. Give it a method enableContextParallel\(cp: ContextParallel\)/);
      expect(r.result.contextMetrics).toMatch(/parallel\.context 2 with metrics is not supported \(each context rank sees part of every sequence\); drop the metrics or set parallel\.context: 1/);
      expect(r.result.mismatch).toMatch(/the axes multiply to 4 \(pipeline 4\) but the world size is 2/);
      // An overridden parallelizeModel splits a model that has no parallelize method; the optimizer steps the parts.
      expect(r.result.override.seen).toEqual({ rank: r.result.rank, size: 2, groupSize: 2, tensorCoordinate: r.result.rank });
      expect(r.result.override.shapes).toMatchObject({ '0.weight': [2, 4], '0.bias': [2], '2.weight': [1, 2], '2.bias': [1] });
      expect(r.result.override.step).toBe(1);
      // parallel.plan in the config splits the same way; a plan that does not fit fails at setup, naming the pattern and the module.
      expect(r.result.planned).toMatchObject({ '0.weight': [2, 4], '0.bias': [2], '2.weight': [1, 2], '2.bias': [1] });
      expect(r.result.planNoMatch).toMatch(/^tensor-parallel plan: pattern 'blocks\.\*\.fc' matches no module of Sequential; its modules include '0', '1', '2'/);
      expect(r.result.planWrongType).toBe("tensor-parallel plan: '1' (pattern '1') is a Tanh, but style 'column' splits an nn.Linear");
      expect(r.result.plainPipeline).toMatch(/parallel\.pipeline 2 needs ParallelRunner's loop/);
      expect(r.result.plainSequenceParallel).toBe('parallel.sequenceParallel is applied by ParallelRunner when it splits the model over the tensor axis: extend ParallelRunner instead of TorchRunner');
      expect(r.result.emptyStage).toBe(
        'parallel.pipeline 2: pipeline stage 1 of 2 holds no parameters that require gradients (the model was cut by parallel.splitPoints [1]); move the cut so that every stage holds trainable modules, or use fewer stages',
      );
    }
  });
});
