import { describe, expect, it } from 'vitest';

import { checkConfigChange, configChanges } from '../../../src/checkpoints/config-change.js';
import { loadConfig, validateConfig } from '../../../src/config/index.js';

const base = {
  seed: 1,
  steps: 40,
  accumSteps: 2,
  optim: { name: 'sgd', lr: 0.1 },
  extra: { hidden: 16 },
  dataloader: { batchSize: 4, shuffle: true },
} as const;

describe('config-change check on resume', () => {
  it('accepts changes that do not alter the run', () => {
    const current = validateConfig({
      ...base,
      logInterval: 5,
      workspaceRoot: 'elsewhere',
      logging: { tensorboard: true },
      autoResume: true,
      resume: 'runs/x/checkpoints/latest.pth',
      checkpoint: { keepLatestK: 1, interval: 3 },
      dataloader: { ...base.dataloader, numWorkers: 2 },
    });
    expect(configChanges({ saved: base, current })).toEqual([]);
    expect(checkConfigChange({ saved: base, current })).toEqual([]);
  });

  it('refuses every change in meaning, naming each with both values and the override', () => {
    const current = validateConfig({ ...base, seed: 2, accumSteps: 4, optim: { name: 'sgd', lr: 0.05 }, extra: { hidden: 32 } });
    let message = '';
    try {
      checkConfigChange({ saved: base, current, path: 'runs/x/checkpoints/latest.pth', savedWorldSize: 2, worldSize: 1 });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain("Cannot resume from 'runs/x/checkpoints/latest.pth': the config changed in ways that alter the run:");
    expect(message).toContain('  optim.lr: 0.1 in the checkpoint, 0.05 now');
    expect(message).toContain('  seed: 1 in the checkpoint, 2 now');
    expect(message).toContain('  accumSteps: 2 in the checkpoint, 4 now');
    expect(message).toContain('  extra.hidden: 16 in the checkpoint, 32 now');
    expect(message).toContain('  worldSize: 2 in the checkpoint, 1 now');
    expect(message).toContain('--allow-config-change accumSteps,extra.hidden,optim.lr,seed,worldSize');
  });

  it('reports schedule changes and keys added or removed', () => {
    const changes = configChanges({ saved: base, current: { ...base, sched: { name: 'cosine' } } });
    expect(changes.map((c) => c.key)).toContain('sched.name');
    expect(changes.find((c) => c.key === 'sched.name')).toEqual({ key: 'sched.name', saved: undefined, current: 'cosine' });
  });

  it('accepts the allowed keys (a key covers the keys under it) and returns them', () => {
    const current = validateConfig({ ...base, optim: { name: 'sgd', lr: 0.05, momentum: 0.9 }, seed: 3 });
    expect(() => checkConfigChange({ saved: base, current, allow: ['optim.lr'] })).toThrow(/optim\.momentum.*\n.*seed/s);
    const accepted = checkConfigChange({ saved: base, current, allow: ['optim', 'seed'] });
    expect(accepted.map((c) => c.key)).toEqual(['optim.momentum', 'optim.lr', 'seed'].sort());
  });

  it('reads --allow-config-change from the command line, comma-separated', () => {
    const config = loadConfig({ object: base, argv: ['--allow-config-change', 'optim.lr,seed'] });
    expect(config.allowConfigChange).toEqual(['optim.lr', 'seed']);
    expect(loadConfig({ argv: ['--allowConfigChange=[a, b]'] }).allowConfigChange).toEqual(['a', 'b']);
  });
});
