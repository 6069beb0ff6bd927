// checkpoint.components: checkpoints that hold only some parts of a run, the marker that makes
// one without model weights valid, and discovery falling back past one that lacks both.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ConfigError, findResumable, findResumableSave, readCheckpoint, readPretrained, torch, validateConfig, type AccumulationWindow, type RunnerConfigInput } from '../../../src/index.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { paramValues, TinyRunner, tinyConfig } from '../runners/tiny.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** Stops training (as a signal would) once `stopAt` optimizer steps are done. */
class StoppingRunner extends TinyRunner {
  stopAt = Infinity;
  protected override async optimizerStep(window: AccumulationWindow) {
    const out = await super.optimizerStep(window);
    if (this.state.globalStep === this.stopAt) this.stopRequested = true;
    return out;
  }
}

function config(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const c = tinyConfig({
    steps: 10,
    optim: { name: 'adam', lr: 0.01 },
    sched: { name: 'step', options: { stepSize: 2, gamma: 0.5 } },
    checkpoint: { interval: 5 },
    ...overrides,
  });
  roots.push(c.workspaceRoot!);
  return c;
}

function problemsOf(input: RunnerConfigInput): string[] {
  try {
    validateConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => `${p.path}: ${p.message}`);
  }
  throw new Error('expected the config to be invalid');
}

describe('checkpoint.components', () => {
  it.each(['file', 'sharded'] as const)('%s backend, without model: no weights saved (marker instead), and a resume with the user-supplied weights equals the uninterrupted run', async (backend) => {
    // 20 samples in batches of 4: the step-5 checkpoint falls at the end of a pass, so a
    // loader that starts over (no `dataset` component) draws the batches the uninterrupted run draws.
    const splits = { train: 20 };
    const whole = new TinyRunner(config({ id: 'whole', checkpoint: { interval: 5, backend } }), splits);
    await whole.train();
    await whole.close();

    const limited = config({ id: 'limited', checkpoint: { interval: 5, backend, components: ['optimizer', 'scheduler', 'trainer', 'rng'] } });
    const first = new StoppingRunner(limited, splits);
    first.stopAt = 5;
    const summary = await first.train();
    expect(summary).toMatchObject({ status: 'interrupted', reason: 'stopRequested was set', step: 5 });
    const latest = join(first.workspace.checkpointsDir, backend === 'file' ? 'latest.pth' : 'latest');
    const weights = join(first.workspace.dir, 'weights.pth');
    // The weights are kept elsewhere by the user.
    torch.scope(() => torch.save(first.model.stateDict(), weights));
    const atFive = paramValues(first.model);
    await first.close();

    const payload = readCheckpoint(latest);
    try {
      expect(payload.model).toBeUndefined();
      expect(payload.ema).toBeUndefined();
      expect(payload.dataloaders).toBeUndefined();
      expect(payload.components).toEqual(['optimizer', 'scheduler', 'trainer', 'rng']);
      expect(Object.keys(payload).sort()).toEqual(['components', 'optimizer', 'results', 'runner', 'scheduler', 'state']);
      if (backend === 'sharded') expect(Object.keys(shardedManifest(latest).tensors).filter((n) => n.startsWith('model.'))).toEqual([]);
      expect(payload.state).toMatchObject({ global_step: 5, micro_step: 5 });
      expect(payload.state.rng.torch).toBeDefined();
    } finally {
      disposeTree(payload);
    }
    if (backend === 'file') expect(() => readPretrained(latest)).toThrow(/it is a runner checkpoint saved without model weights \(components: optimizer, scheduler, trainer, rng; see checkpoint\.components\)/);

    const resumed = new TinyRunner({ ...limited, autoResume: true, pretrained: weights }, splits);
    try {
      await resumed.setup();
      expect(resumed.state.globalStep).toBe(5);
      expect(paramValues(resumed.model)).toEqual(atFive);
      expect(resumed.optimizer.stateDict().state.size).toBe(2);
      await resumed.train();
      expect(resumed.state.globalStep).toBe(10);
      expect(paramValues(resumed.model)).toEqual(paramValues(whole.model));
      expect(resumed.optimizer.paramGroups[0]!.lr).toBe(whole.optimizer.paramGroups[0]!.lr);
    } finally {
      await resumed.close();
    }
  });

  it('without model and without pretrained: the resumed model keeps the weights it was constructed with', async () => {
    const limited = config({ id: 'constructed', checkpoint: { interval: 5, components: ['optimizer', 'trainer'] } });
    const first = new StoppingRunner(limited, { train: 20 });
    first.stopAt = 5;
    await first.train();
    const trainedWeights = paramValues(first.model);
    await first.close();
    const fresh = new TinyRunner(limited, { train: 20 });
    const constructed = paramValues(fresh.model);
    const resumed = new TinyRunner({ ...limited, autoResume: true }, { train: 20 });
    try {
      await resumed.setup();
      expect(resumed.state.globalStep).toBe(5);
      expect(paramValues(resumed.model)).toEqual(constructed);
      expect(paramValues(resumed.model)).not.toEqual(trainedWeights);
    } finally {
      await resumed.close();
    }
  });

  it.each(['file', 'sharded'] as const)('%s backend: components chosen at resume time are what the resume restores (a full checkpoint, resumed without optimizer and model)', async (backend) => {
    const full = config({ id: `full-${backend}`, checkpoint: { interval: 5, backend } });
    const first = new StoppingRunner(full, { train: 20 });
    first.stopAt = 5;
    await first.train();
    const trained = paramValues(first.model);
    await first.close();
    const constructed = paramValues(new TinyRunner(full, { train: 20 }).model);
    const resumed = new TinyRunner({ ...full, autoResume: true, checkpoint: { interval: 5, backend, components: ['scheduler', 'trainer', 'dataset', 'rng'] } }, { train: 20 });
    try {
      await resumed.setup();
      expect(resumed.state.globalStep).toBe(5);
      expect(resumed.optimizer.stateDict().state.size).toBe(0);
      expect(paramValues(resumed.model)).toEqual(constructed);
      expect(paramValues(resumed.model)).not.toEqual(trained);
    } finally {
      await resumed.close();
    }
  });

  it('an unknown component is a config error naming it (with a did-you-mean)', () => {
    expect(problemsOf({ checkpoint: { components: ['model', 'optimiser'] } })).toEqual([
      'checkpoint.components[1]: got "optimiser"; expected a checkpoint component, one of model, optimizer, scheduler, trainer, dataset, rng; did you mean "optimizer"?',
    ]);
    expect(problemsOf({ checkpoint: { components: ['weights'] } })[0]).toMatch(/^checkpoint\.components\[0\]: got "weights"; expected a checkpoint component, one of model, /);
    expect(problemsOf({ checkpoint: { components: [] } })[0]).toMatch(/^checkpoint\.components/);
    expect(validateConfig({ checkpoint: { components: ['model', 'rng'] } }).checkpoint.components).toEqual(['model', 'rng']);
    expect(validateConfig({}).checkpoint.components).toBeUndefined();
  });

  it('a checkpoint without model weights and without the marker is invalid: discovery falls back to the older complete one', async () => {
    const c = config({ id: 'fallback', checkpoint: { interval: 5 } });
    const run = new TinyRunner(c, { train: 20 });
    await run.train();
    await run.close();
    const dir = run.workspace.checkpointsDir;
    const latest = join(dir, 'latest.pth');
    // latest.pth loses its weights (a partial write of a foreign tool, say), with no marker.
    const payload = readCheckpoint(latest);
    try {
      delete payload.model;
      torch.save(payload as never, latest);
    } finally {
      disposeTree(payload);
    }
    expect(() => readCheckpoint(latest)).toThrow(/latest\.pth': it has no model weights \('model'\) and no 'components' marker .*partial or damaged/);
    const warnings: string[] = [];
    const found = findResumable(dir, (m) => warnings.push(m));
    try {
      expect(found!.path).toBe(join(dir, 'ckpt-s000000000010.pth'));
      expect(found!.payload.model).toBeDefined();
      expect(warnings[0]).toMatch(/latest\.pth' cannot be used \(it has no model weights.*resuming from '.*ckpt-s000000000010\.pth' instead/);
    } finally {
      disposeTree(found!.payload);
    }
    // With the marker, the same file is a valid checkpoint without weights.
    const marked = readCheckpoint(found!.path);
    try {
      delete marked.model;
      marked.components = ['optimizer', 'scheduler', 'trainer', 'dataset', 'rng'];
      torch.save(marked as never, latest);
    } finally {
      disposeTree(marked);
    }
    const ok = readCheckpoint(latest);
    expect(ok.model).toBeUndefined();
    disposeTree(ok);
    // A marker that lists model while the weights are missing is not.
    const lying = readCheckpoint(latest);
    lying.components = ['model', 'optimizer'];
    torch.save(lying as never, latest);
    disposeTree(lying);
    expect(() => readCheckpoint(latest)).toThrow(/lists 'model' but it holds no model weights/);
  });

  it('sharded: a save without model tensors and without the marker is skipped by discovery for the older complete one', async () => {
    const c = config({ id: 'sharded-fallback', checkpoint: { interval: 5, backend: 'sharded' } });
    const run = new TinyRunner(c, { train: 20 });
    await run.train();
    await run.close();
    const dir = run.workspace.checkpointsDir;
    // The step-10 save loses its model tensors (a partial save), with no marker.
    const save = join(dir, readFileSync(join(dir, 'latest'), 'utf8').trim());
    const manifest = shardedManifest(save);
    for (const name of Object.keys(manifest.tensors)) if (name.startsWith('model.')) delete manifest.tensors[name];
    writeFileSync(join(save, 'manifest.json'), JSON.stringify(manifest));
    const statePath = join(save, manifest.states[0]!);
    const state = torch.load(statePath);
    delete state.model;
    torch.save(state as never, statePath);
    disposeTree(state);
    const warnings: string[] = [];
    const found = await findResumableSave(dir, (m) => warnings.push(m));
    expect(found).not.toBe(save);
    expect(found).toBe(join(dir, readFileSync(join(dir, 'ckpt-s000000000005'), 'utf8').trim()));
    expect(warnings[0]).toMatch(/cannot be used \(Cannot read the sharded checkpoint '.*': it has no model weights \('model'\) and no 'components' marker/);
    const resumed = new TinyRunner({ ...c, autoResume: true }, { train: 20 });
    try {
      await resumed.setup();
      expect(resumed.state.globalStep).toBe(5);
    } finally {
      await resumed.close();
    }
  });
});

/** The manifest of a sharded save (a save directory or a pointer file). */
function shardedManifest(path: string): { tensors: Record<string, unknown>; states: string[] } {
  const save = statSync(path).isDirectory() ? path : join(dirname(path), readFileSync(path, 'utf8').trim());
  return JSON.parse(readFileSync(join(save, 'manifest.json'), 'utf8'));
}
