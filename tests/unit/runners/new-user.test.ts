// What a new user trips over (issue 23): reruns that would overwrite, train()'s summary, and
// the checks setup makes before any directory exists.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { nn, TensorDataset, torch, TorchRunner, type RunnerConfigInput } from '../../../src/index.js';
import { regressionData, resumeConfig, ResumeRunner } from '../../e2e/checkpoints/resume-runner.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function config(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const root = mkdtempSync(join(tmpdir(), 'tr-new-user-'));
  roots.push(root);
  return { ...resumeConfig(root, { steps: 6, checkpoint: { interval: 2, keepLatestK: 1 } }), logging: { console: false, file: true, tensorboard: false }, ...overrides };
}

/** Every file under `dir`, relative, sorted. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('a rerun in a directory with an earlier attempt', () => {
  it('without autoResume is refused before anything is written, naming --autoResume, a new id/lineage and --overwrite', async () => {
    const c = config();
    const a = new ResumeRunner(c);
    const summary = await a.train();
    await a.close();
    expect(summary).toEqual({ status: 'completed', reason: null, signal: null, step: 6, epoch: a.state.epoch, checkpoint: join(a.workspace.checkpointsDir, 'latest.pth'), rollbacks: 0, skippedBatches: [], throughput: expect.objectContaining({ samplesPerSecond: expect.any(Number) }) });
    const before = tree(a.workspace.dir);
    const b = new ResumeRunner(c);
    const refused = b.setup();
    await expect(refused).rejects.toThrow(/already holds checkpoints of an earlier attempt \(best\.pth, ckpt-s\d+\.pth.*latest\.pth\); nothing was written/);
    await expect(refused).rejects.toThrow(/--autoResume .*\n.*--id NAME or --lineage NAME .*\n.*--overwrite/);
    await b.close();
    expect(tree(a.workspace.dir)).toEqual(before);
    // autoResume continues it (nothing left to train)
    const resumed = new ResumeRunner({ ...c, autoResume: true });
    expect((await resumed.train()).step).toBe(6);
    await resumed.close();
  });

  it('--overwrite starts over there: the earlier checkpoints are gone before the new attempt writes its own', async () => {
    const c = config();
    const a = new ResumeRunner({ ...c, steps: 4 });
    await a.train();
    await a.close();
    const b = new ResumeRunner({ ...c, steps: 4, overwrite: true });
    const lines: number[] = [];
    b.onLoss = (step) => lines.push(step);
    await b.setup();
    expect(existsSync(b.workspace.checkpointsDir) ? readdirSync(b.workspace.checkpointsDir) : []).toEqual([]);
    await b.train();
    await b.close();
    expect(lines[0]).toBe(1);
    expect(readdirSync(b.workspace.checkpointsDir)).toContain('ckpt-s000000000004.pth');
    expect(stepOf(join(b.workspace.checkpointsDir, 'latest.pth'))).toBe(4);
  });
});

/** The default trainStep (which calls the criterion). */
class BareRunner extends TorchRunner {
  constructor(c: RunnerConfigInput) {
    super(c);
    this.model = new nn.Linear(4, 1);
    this.datasets = { train: regressionData(8, 1) };
  }
}

function stepOf(path: string): number {
  const c = readCheckpoint(path);
  disposeTree(c);
  return c.state.global_step as number;
}

describe('setup checks before any directory is made', () => {
  it('a runner that trains with the default trainStep and no criterion is refused at setup, naming criterion', async () => {
    const c = config();
    const r = new BareRunner(c);
    await expect(r.setup()).rejects.toThrow(/no criterion; assign this\.criterion in the constructor/);
    expect(existsSync(c.workspaceRoot!)).toBe(true); // the temporary root, made by the test
    expect(readdirSync(c.workspaceRoot!)).toEqual([]);
    await r.close();
  });

  it('no model and no data are refused at setup, before any directory exists', async () => {
    const c = config();
    const noModel = new ResumeRunner(c);
    (noModel as { model: unknown }).model = undefined;
    await expect(noModel.setup()).rejects.toThrow(/assign this\.model/);
    const noData = new ResumeRunner(c);
    noData.datasets = {};
    await expect(noData.setup()).rejects.toThrow(/no data; assign this\.datasets/);
    expect(readdirSync(c.workspaceRoot!)).toEqual([]);
  });

  it('runner.optimizer is an Optimizer after setup; before setup reading it says to call setup', async () => {
    const r = new ResumeRunner(config());
    expect(() => r.optimizer).toThrow(/read before setup\(\)/);
    await r.setup();
    expect(r.optimizer.paramGroups[0]!.lr).toBe(0.01);
    await r.close();
    const own = new ResumeRunner(config());
    const sgd = new torch.optim.SGD(own.model.parameters(), { lr: 0.5 });
    own.optimizer = sgd;
    await own.setup();
    expect(own.optimizer).toBe(sgd);
    await own.close();
  });
});

describe('evaluation over an empty split', () => {
  it('is an error naming the split', async () => {
    const r = new ResumeRunner(config());
    r.datasets = { ...r.datasets, holdout: new TensorDataset({ input: torch.zeros([0, 4]), target: torch.zeros([0, 1]) }) };
    await expect(r.evaluate(['holdout'])).rejects.toThrow(/evaluation of split 'holdout' saw no samples \(0 batches\)/);
    await r.close();
  });
});

