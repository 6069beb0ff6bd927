// The runner's checkpoint API in-process: fromCheckpoint, fromPretrained, loadCheckpoint,
// loadPretrained, the config-change check on resume, and Python reading a runner checkpoint.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { torch, type RunnerConfigInput, type Tensor } from '../../../src/index.js';
import { resumeConfig, ResumeRunner } from '../../e2e/checkpoints/resume-runner.js';
import { pythonMissing, runPythonJson } from '../serialize/python.js';
import { values } from './payload.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function quietConfig(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const root = mkdtempSync(join(tmpdir(), 'tr-ckpt-runner-'));
  roots.push(root);
  return { ...resumeConfig(root, { steps: 10, checkpoint: { interval: 5 } }), logging: { console: false, file: false, tensorboard: false }, ...overrides };
}

async function trained(config: RunnerConfigInput): Promise<ResumeRunner> {
  const runner = new ResumeRunner(config);
  await runner.train();
  await runner.close();
  return runner;
}

const latestOf = (r: ResumeRunner) => join(r.workspace.checkpointsDir, 'latest.pth');
const paramsOf = (r: ResumeRunner) => r.model.parameters().map((p) => values(p));

describe('runner checkpoints in-process', () => {
  it('fromCheckpoint returns the subclass, set up from the stored config, with the state restored', async () => {
    const config = quietConfig();
    const a = await trained(config);
    const b = await ResumeRunner.fromCheckpoint(latestOf(a));
    try {
      expect(b).toBeInstanceOf(ResumeRunner);
      expect(b.state.globalStep).toBe(10);
      expect(b.config.steps).toBe(10);
      expect(b.config.resume).toBe(latestOf(a));
      expect(paramsOf(b)).toEqual(paramsOf(a));
      expect(b.optimizer!.stateDict().state.size).toBe(4);
    } finally {
      await b.close();
    }
  });

  it('refuses a changed learning rate on resume, naming it and the override; accepts it with allowConfigChange and uses the new rate', async () => {
    const config = quietConfig();
    const a = await trained(config);
    const changed = { ...config, optim: { name: 'adam', lr: 0.05 }, autoResume: true } as RunnerConfigInput;
    const refused = new ResumeRunner(changed);
    await expect(refused.setup()).rejects.toThrow(
      new RegExp(`Cannot resume from '${latestOf(a)}': the config changed in ways that alter the run:\\n  optim\\.lr: 0\\.01 in the checkpoint, 0\\.05 now\\nTo resume with the new values, accept each change: --allow-config-change optim\\.lr`),
    );
    await refused.close();
    const accepted = new ResumeRunner({ ...changed, allowConfigChange: ['optim.lr'], logInterval: 3 });
    try {
      await accepted.setup();
      expect(accepted.state.globalStep).toBe(10);
      expect(accepted.optimizer!.paramGroups[0]!.lr).toBe(0.05);
      expect(paramsOf(accepted)).toEqual(paramsOf(a));
    } finally {
      await accepted.close();
    }
  });

  it('resume > autoResume > pretrained', async () => {
    const other = await trained(quietConfig({ seed: 5 }));
    const pre = join(other.workspace.dir, 'weights.pth');
    torch.scope(() => torch.save(other.model.stateDict(), pre));
    // A fine-tuning run from `pre`…
    const config = quietConfig({ pretrained: pre });
    const a = await trained(config);
    // …restarted with autoResume continues from its checkpoint, not from `pre` again.
    const b = new ResumeRunner({ ...config, autoResume: true });
    await b.setup();
    expect(b.state.globalStep).toBe(10);
    expect(paramsOf(b)).toEqual(paramsOf(a));
    await b.close();
    // An explicit resume wins over autoResume in another directory.
    const c = new ResumeRunner({ ...quietConfig({ pretrained: pre }), autoResume: true, resume: latestOf(a) });
    await c.setup();
    expect(paramsOf(c)).toEqual(paramsOf(a));
    await c.close();
    // autoResume with nothing to resume falls through to pretrained.
    const d = new ResumeRunner({ ...quietConfig({ pretrained: pre }), autoResume: true });
    await d.setup();
    expect(d.state.globalStep).toBe(0);
    expect(paramsOf(d)).toEqual(paramsOf(other));
    await d.close();
  });

  it('fromPretrained with missing keys: strict fails naming them, non-strict loads the rest', async () => {
    const a = await trained(quietConfig());
    const partial = join(a.workspace.dir, 'partial.pth');
    torch.scope(() => {
      const sd = a.model.stateDict();
      delete sd['3.bias'];
      torch.save(sd, partial);
    });
    await expect(ResumeRunner.fromPretrained(quietConfig(), partial)).rejects.toThrow(/missing \(in the model, not in the file\): 3\.bias/);
    const ft = await ResumeRunner.fromPretrained(quietConfig({ seed: 9 }), partial, { strict: false });
    try {
      expect(ft).toBeInstanceOf(ResumeRunner);
      expect(ft.state.globalStep).toBe(0);
      const got = paramsOf(ft);
      const want = paramsOf(a);
      expect(got.slice(0, 3)).toEqual(want.slice(0, 3));
      expect(got[3]).not.toEqual(want[3]);
    } finally {
      await ft.close();
    }
  });

  it('loadCheckpoint and loadPretrained on an existing runner (safetensors, strip module.)', async () => {
    const a = await trained(quietConfig());
    const st = join(a.workspace.dir, 'ddp.safetensors');
    torch.scope(() => torch.safetensors.save(a.model.stateDict({ prefix: 'module' }), st));
    const b = new ResumeRunner(quietConfig({ seed: 11 }));
    try {
      const report = await b.loadPretrained(st, { keyMap: { 'module.': '' } });
      expect(report.loadedKeys).toHaveLength(4);
      expect(paramsOf(b)).toEqual(paramsOf(a));
      await expect(b.loadCheckpoint(latestOf(a))).rejects.toThrow(/seed: 3 in the checkpoint, 11 now/);
      expect(b.state.globalStep).toBe(0);
    } finally {
      await b.close();
    }
    const c = new ResumeRunner(quietConfig({ accumSteps: 4, allowConfigChange: 'accumSteps' }));
    try {
      await c.loadCheckpoint(latestOf(a));
      expect(c.state.globalStep).toBe(10);
      expect(paramsOf(c)).toEqual(paramsOf(a));
    } finally {
      await c.close();
    }
  });

  it('a checkpoint holds the config as it is at the save, changed during the run or not', async () => {
    const a = await trained(quietConfig());
    const configOf = () => torch.scope(() => a.stateDict().runner as { optim: { lr: number } });
    const first = configOf();
    expect(configOf()).toBe(first);
    expect(Object.isFrozen(first.optim)).toBe(true);
    (a.config.optim as { lr: number }).lr = 0.5;
    const second = configOf();
    expect(second).not.toBe(first);
    expect([first.optim.lr, second.optim.lr]).toEqual([0.01, 0.5]);
  });

  it('restores results stored as JSON text (non-finite scores included) or, as older checkpoints hold them, as a list', async () => {
    const a = await trained(quietConfig());
    const payload = a.stateDict();
    expect(typeof payload.results).toBe('string');
    const entries = [...a.results, { step: 11, scores: { train: { loss: NaN } } }];
    const b = new ResumeRunner({ ...a.config, autoResume: true });
    try {
      await b.setup();
      expect(b.results).toEqual(a.results);
      b.loadStateDict({ ...payload, results: JSON.stringify(entries, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v)) });
      expect(b.results.at(-1)!.scores.train!.loss).toBeNaN();
      expect(b.results.slice(0, -1)).toEqual(a.results);
      b.loadStateDict({ ...payload, results: a.results.slice(0, 1) });
      expect(b.results).toEqual(a.results.slice(0, 1));
      const before = b.state.globalStep;
      expect(() => b.loadStateDict({ ...payload, state: { ...(payload.state as object), global_step: 3 }, results: 7 })).toThrow(/loadStateDict: cannot load 'results': expected the results as JSON text or a list, got number/);
      expect(b.state.globalStep).toBe(before);
    } finally {
      await b.close();
    }
  });

  it('async mode: checkpoints are on disk after close() and hold the final state', async () => {
    const a = await trained(quietConfig({ checkpoint: { interval: 5, asyncMode: 'async', keepLatestK: 1 } }));
    expect(readdirSync(a.workspace.checkpointsDir).filter((n) => n.startsWith('ckpt-'))).toEqual(['ckpt-s000000000010.pth']);
    const b = new ResumeRunner({ ...a.config, autoResume: true });
    try {
      await b.setup();
      expect(b.state.globalStep).toBe(10);
      expect(paramsOf(b)).toEqual(paramsOf(a));
    } finally {
      await b.close();
    }
  });

  it('async mode: the manager is prepared once, after the first optimizer step, with the payload of a save (the optimizer state included)', async () => {
    const prepared: { step: number; keys: string[]; optimizerState: number }[] = [];
    class Prepared extends ResumeRunner {
      protected override createCheckpointManager() {
        const manager = super.createCheckpointManager();
        manager.prepare = (payload) => {
          const p = torch.scope(() => payload());
          prepared.push({ step: this.state.globalStep, keys: Object.keys(p).sort(), optimizerState: (p.optimizer as { state: Map<number, unknown> }).state.size });
        };
        return manager;
      }
    }
    const runner = new Prepared(quietConfig({ checkpoint: { interval: 5, asyncMode: 'async' } }));
    await runner.train();
    await runner.close();
    expect(prepared).toEqual([{ step: 1, keys: ['dataloaders', 'model', 'optimizer', 'results', 'runner', 'state'], optimizerState: 4 }]);
  });

  it.skipIf(pythonMissing !== null)("Python's torch.load opens a runner checkpoint; its model tensors equal the runner's", async () => {
    const a = await trained(quietConfig());
    const [py] = runPythonJson<any[]>('checkpoints/read_checkpoint.py', [latestOf(a)]);
    expect(py.keys).toEqual(['dataloaders', 'model', 'optimizer', 'results', 'runner', 'state']);
    expect(py.state).toMatchObject({ global_step: 10, world_size: 1 });
    expect(py.results).toEqual(JSON.parse(JSON.stringify(a.results)));
    for (const [name, t] of a.model.stateEntries()) {
      expect(py.model[name].shape).toEqual(t.shape);
      expect(py.model[name].values).toEqual(values(t as Tensor));
    }
    expect(readdirSync(a.workspace.checkpointsDir).filter((n) => n !== 'best.pth').sort()).toEqual(['ckpt-s000000000005.pth', 'ckpt-s000000000010.pth', 'latest.pth']);
  });
});
