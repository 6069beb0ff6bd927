// Resuming with a changed learning rate (issue 23): the documented command continues the same
// run directory, and the restored schedule follows the new base lr from the resumed step on.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { loadConfig, type RunnerConfigInput, type SchedConfig, type StepOutput } from '../../../src/index.js';
import { scheduleFactor } from '../../../src/runners/setup/scheduler-factory.js';
import { ResumeRunner } from '../../e2e/checkpoints/resume-runner.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** Stops training (as a signal would) once `stopAt` optimizer steps are done. */
class StoppingRunner extends ResumeRunner {
  stopAt = Infinity;
  override trainStep(batch: unknown): StepOutput {
    const out = super.trainStep(batch);
    if (this.state.globalStep + 1 >= this.stopAt) this.stopRequested = true;
    return out;
  }
}

const STEPS = 20;

// No `id`: the run directory is named by the config id, which the changed lr would alter.
function baseConfig(): RunnerConfigInput {
  const root = mkdtempSync(join(tmpdir(), 'tr-resume-lr-'));
  roots.push(root);
  return {
    seed: 3,
    workspaceRoot: root,
    steps: STEPS,
    optim: { name: 'adam', lr: 0.01 },
    sched: { name: 'cosine', warmup: 2, options: { minLr: 0.001 } },
    dataloader: { batchSize: 4, shuffle: true },
    checkpoint: { interval: 5 },
    logging: { console: false, file: false, tensorboard: false },
  };
}

async function interrupted(config: RunnerConfigInput, stopAt: number): Promise<StoppingRunner> {
  const a = new StoppingRunner(config);
  a.stopAt = stopAt;
  await a.train();
  await a.close();
  return a;
}

/** The lr a fresh schedule built from `config` has for the step after `step` steps. */
function freshLr(config: { optim?: { lr?: number }; sched?: unknown }, step: number): number {
  const base = config.optim!.lr!;
  return base * scheduleFactor(config.sched as SchedConfig, STEPS)(step, base);
}

describe('resuming with a changed learning rate', () => {
  it('--autoResume --optim.lr … --allow-config-change continues the same run; the lr follows the new base and ends at the new minLr', async () => {
    const base = baseConfig();
    const a = await interrupted(base, 8);
    expect(a.state.globalStep).toBe(8);
    // the documented command line, over the same config
    const argv = ['--autoResume', '--optim.lr', '1e-3', '--sched.options.minLr', '1e-5', '--allow-config-change', 'optim.lr,sched.options.minLr'];
    const config = loadConfig({ object: base, argv });
    const b = new ResumeRunner(config);
    const lrs: number[] = [];
    b.onLoss = () => lrs.push(b.optimizer.paramGroups[0]!.lr);
    try {
      await b.setup();
      expect(b.workspace.dir).toBe(a.workspace.dir);
      expect(b.state.globalStep).toBe(8);
      expect(b.optimizer.paramGroups[0]!.lr).toBeCloseTo(freshLr(config, 8), 12);
      await b.train();
      expect(b.state.globalStep).toBe(STEPS);
      // every resumed step's lr is the new schedule's
      lrs.forEach((lr, i) => expect(lr).toBeCloseTo(freshLr(config, 8 + i), 12));
      expect(b.optimizer.paramGroups[0]!.lr).toBeCloseTo(1e-5, 12);
    } finally {
      await b.close();
    }
    const lineage = parse(readFileSync(join(a.workspace.dir, 'metadata', 'lineage.yaml'), 'utf8'));
    expect(lineage).toEqual([
      expect.objectContaining({
        configId: b.workspace.configId,
        changes: [
          { key: 'optim.lr', from: 0.01, to: 0.001 },
          { key: 'sched.options.minLr', from: 0.001, to: 1e-5 },
        ],
      }),
    ]);
    // the directory's config is now the changed one, and no second run directory appeared
    expect(existsSync(join(b.workspace.lineageDir, b.workspace.configId))).toBe(false);
  });

  it('--resume <latest> with an accepted lr change continues in that run directory, from the new base', async () => {
    const base = baseConfig();
    const a = await interrupted(base, 6);
    const config = loadConfig({
      object: base,
      argv: ['--resume', join(a.workspace.checkpointsDir, 'latest.pth'), '--optim.lr', '0.02', '--allow-config-change', 'optim.lr'],
    });
    const b = new ResumeRunner(config);
    try {
      await b.setup();
      expect(b.workspace.dir).toBe(a.workspace.dir);
      expect(b.state.globalStep).toBe(6);
      expect(b.optimizer.paramGroups[0]!.lr).toBeCloseTo(freshLr(config, 6), 12);
      expect(b.scheduler!.stateDict().base_lrs).toEqual([0.02]);
    } finally {
      await b.close();
    }
  });
});
