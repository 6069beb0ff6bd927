import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  canonicalConfig,
  configDiff,
  configId,
  loadConfig,
  validateConfig,
} from '../../../src/config/index.js';

const dir = mkdtempSync(join(tmpdir(), 'torchrunner-canonical-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = {
  epochs: 3,
  optim: { name: 'adamw', lr: 3e-4, weightDecay: 0.1 },
  dataloader: { batchSize: 32, splits: { train: { shuffle: true } } },
  extra: { model: { width: 64, depth: 2 } },
} as const;

describe('canonicalConfig', () => {
  it('sorts keys at every level, fills defaults and drops runtime-only keys', () => {
    const text = canonicalConfig({ ...base, resume: 'x.pth', logInterval: 3, id: 'mine', checkpoint: { keepLatestK: 1 } });
    const parsed = parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([...Object.keys(parsed)].sort());
    expect(parsed.accumSteps).toBe(1);
    expect(parsed.extra).toEqual({ model: { depth: 2, width: 64 } });
    for (const key of ['resume', 'logInterval', 'id', 'checkpoint', 'logging', 'workspaceRoot', 'lineage', 'autoResume']) {
      expect(parsed).not.toHaveProperty(key);
    }
    expect(parsed.dataloader).toEqual({ batchSize: 32, dropLast: false, shuffle: false, splits: { train: { shuffle: true } } });
    expect(text.indexOf('depth')).toBeLessThan(text.indexOf('width'));
  });
});

describe('configId', () => {
  it('is 8 hex digits', () => {
    expect(configId(base)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('is the same for the same config in another key order, format, alias or file', () => {
    const reordered = {
      extra: { model: { depth: 2, width: 64 } },
      dataloader: { splits: { train: { shuffle: true } }, batchSize: 32 },
      optim: { weightDecay: 0.1, lr: 0.0003, name: 'adamw' },
      epochs: 3,
      stack: 'ddp',
      accumSteps: 1,
    } as const;
    writeFileSync(
      join(dir, 'flow.yaml'),
      '{epochs: 3, optim: {lr: 3.0e-4, name: adamw, weightDecay: 1e-1},\n extra: {model: {width: 64, depth: 2}}, dataloader: {splits: {train: {shuffle: true}}}}\n',
    );
    writeFileSync(
      join(dir, 'block.yaml'),
      ['# the same, written differently', 'dataloader:', '  batchSize: 32', '  splits:', '    train: {shuffle: true}', 'epochs: 3', 'optim:', '  name: adamw', '  lr: 0.0003', '  weightDecay: 0.10', 'extra:', '  model: {depth: 2, width: 64}', ''].join('\n'),
    );
    const id = configId(base);
    expect(configId(reordered)).toBe(id);
    expect(configId(validateConfig(base))).toBe(id);
    expect(configId(loadConfig({ files: join(dir, 'block.yaml') }))).toBe(id);
    expect(configId(loadConfig({ files: join(dir, 'flow.yaml'), argv: ['--dataloader.batchSize', '32'] }))).toBe(id);
  });

  it('ignores runtime-only keys', () => {
    const id = configId(base);
    expect(
      configId({
        ...base,
        resume: 'runs/x/checkpoints/latest.pth',
        autoResume: true,
        workspaceRoot: '/elsewhere',
        lineage: 'other',
        experiment: 'try again',
        id: 'fixed',
        logInterval: 1,
        logging: { tensorboard: true },
        checkpoint: { keepLatestK: 0, asyncMode: 'async' },
        ft: { groupSize: 2 },
        dataloader: { ...base.dataloader, numWorkers: 8, pinMemory: true, splits: { train: { shuffle: true, numWorkers: 2 } } },
      }),
    ).toBe(id);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a top-level value', { epochs: 4 }],
    ['a nested value', { optim: { ...base.optim, lr: 1e-4 } }],
    ['a list element', { optim: { ...base.optim, paramGroups: [{ pattern: 'bias', weightDecayMultiplier: 0 }] } }],
    ['a split override', { dataloader: { batchSize: 32, splits: { train: { shuffle: false } } } }],
    ['the stack', { stack: 'deepspeed' }],
    ['an extension value', { extra: { model: { width: 65, depth: 2 } } }],
    ['pretrained weights', { pretrained: 'weights.pth' }],
    ['a default written out with another value', { seed: 1 }],
  ])('changes with %s', (_name, change) => {
    expect(configId({ ...base, ...change })).not.toBe(configId(base));
  });

  it('does not change when a default is written out explicitly', () => {
    expect(configId({ ...base, seed: 0, accumSteps: 1, precision: 'float32' })).toBe(configId(base));
  });
});

describe('configDiff', () => {
  it('is empty for the defaults', () => {
    expect(configDiff({})).toEqual({});
    expect(configDiff({ seed: 0, logging: { console: true } })).toEqual({});
  });

  it('lists only the values that differ from the defaults, runtime keys included', () => {
    expect(
      configDiff({ ...base, precision: 'bf16', logInterval: 10, logging: { tensorboard: true }, ema: {} }),
    ).toEqual({
      epochs: 3,
      precision: 'bf16',
      logInterval: 10,
      logging: { tensorboard: true },
      optim: { name: 'adamw', lr: 3e-4, weightDecay: 0.1, options: {}, paramGroups: [] },
      dataloader: { batchSize: 32, splits: { train: { shuffle: true } } },
      ema: { decay: 0.9999, interval: 1, warmup: 0 },
      extra: { model: { width: 64, depth: 2 } },
    });
  });
});
