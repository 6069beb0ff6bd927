// loadPretrained and fromPretrained take the model part of a sharded checkpoint.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import type { RunnerConfigInput } from '../../../src/index.js';
import { resumeConfig, ResumeRunner } from '../../e2e/checkpoints/resume-runner.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function config(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const root = mkdtempSync(join(tmpdir(), 'tr-sharded-pretrained-'));
  roots.push(root);
  return { ...resumeConfig(root, { steps: 4, checkpoint: { interval: 2, backend: 'sharded' } }), logging: { console: false, file: false, tensorboard: false }, ...overrides };
}

function weights(r: ResumeRunner): Record<string, number[]> {
  return Object.fromEntries(r.model.namedParameters().map(([n, p]) => [n, (p.flatten().tolist() as number[]).slice()]));
}

describe('pretrained weights from a sharded checkpoint', () => {
  it('fromPretrained and loadPretrained take its checkpoints directory, a pointer file or a save directory, and load the model exactly', async () => {
    const trained = new ResumeRunner(config());
    await trained.train();
    const want = weights(trained);
    const ckpts = trained.workspace.checkpointsDir;
    await trained.close();
    const saves = readdirSync(ckpts);
    const save = saves.filter((n) => n.startsWith('save-')).sort().at(-1); // the newest: step 4
    expect(save).toBeDefined();

    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const fresh = await ResumeRunner.fromPretrained(config({ id: 'from-dir' }), ckpts);
      try {
        expect(weights(fresh)).toEqual(want);
        expect(fresh.state.globalStep).toBe(0); // weights only
      } finally {
        await fresh.close();
      }
      for (const path of [join(ckpts, 'latest'), join(ckpts, save!)]) {
        const other = new ResumeRunner(config({ id: 'load-pretrained' }));
        try {
          expect(weights(other)).not.toEqual(want);
          const report = await other.loadPretrained(path);
          expect(report.missingKeys).toEqual([]);
          expect(report.unexpectedKeys).toEqual([]);
          expect(report.loadedKeys.length).toBe(Object.keys(want).length);
          expect(weights(other)).toEqual(want);
        } finally {
          await other.close();
        }
      }
      // keyMap applies as for a file
      const mapped = new ResumeRunner(config({ id: 'mapped' }));
      try {
        const report = await mapped.loadPretrained(ckpts, { strict: false, keyMap: (k) => `renamed.${k}` });
        expect(report.loadedKeys).toEqual([]);
        expect(report.unexpectedKeys.every((k) => k.startsWith('renamed.'))).toBe(true);
      } finally {
        await mapped.close();
      }
      // A resume of a checkpoint saved without the model takes the weights of pretrained: a sharded one is refused with the fix.
      const c = config({ id: 'no-model', pretrained: ckpts, checkpoint: { interval: 2, components: ['optimizer', 'scheduler', 'trainer', 'dataset', 'rng'] } });
      const noModel = new ResumeRunner(c);
      await noModel.train();
      const saved = join(noModel.workspace.checkpointsDir, 'latest.pth');
      await noModel.close();
      const resumed = new ResumeRunner({ ...c, resume: saved });
      await expect(resumed.setup()).rejects.toThrow(/a sharded checkpoint, which cannot be read here; consolidate it first \(torchrunner ckpt consolidate .* model\.pth\)/);
      await resumed.close();
    } finally {
      info.mockRestore();
    }
  });
});
