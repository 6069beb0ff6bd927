import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, readConfigFile } from '../../../src/config/index.js';

const CONFIGS = fileURLToPath(new URL('../../../configs/', import.meta.url));
const files = readdirSync(CONFIGS).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'));

describe('configs/', () => {
  it('holds the example configs', () => {
    expect(files).toEqual(expect.arrayContaining(['mnist.yaml', 'base.yaml', 'mnist-sgd.yaml', 'lm-steps.yaml']));
  });

  it.each(files)('%s validates', (file) => {
    expect(() => loadConfig({ files: join(CONFIGS, file) })).not.toThrow();
  });

  it('mnist.yaml trains one epoch with adam and shuffles only the training split', () => {
    const config = loadConfig({ files: join(CONFIGS, 'mnist.yaml') });
    expect(config.epochs).toBe(1);
    expect(config.steps).toBeUndefined();
    expect(config.optim).toMatchObject({ name: 'adam', lr: 1e-3 });
    expect(config.dataloader.batchSize).toBe(64);
    expect(config.dataloader.splits.train?.shuffle).toBe(true);
    expect(config.checkpoint).toMatchObject({ backend: 'file', saveBest: true });
  });

  it('mnist-sgd.yaml extends base.yaml', () => {
    expect(readConfigFile(join(CONFIGS, 'mnist-sgd.yaml'))).not.toHaveProperty('extends');
    const config = loadConfig({ files: join(CONFIGS, 'mnist-sgd.yaml') });
    expect(config.seed).toBe(1016); // from base.yaml
    expect(config.logging.tensorboard).toBe(true); // from base.yaml
    expect(config.dataloader.batchSize).toBe(128); // overridden
    expect(config.dataloader.splits.train).toEqual({ shuffle: true, dropLast: true }); // merged from base.yaml
    expect(config.optim?.name).toBe('sgd');
  });

  it('lm-steps.yaml runs in step mode with cosine decay after warm-up', () => {
    const config = loadConfig({ files: join(CONFIGS, 'lm-steps.yaml') });
    expect(config.steps).toBe(2000);
    expect(config.epochs).toBeUndefined();
    expect(config.sched).toMatchObject({ name: 'cosine', interval: 'step', warmup: 100 });
    expect(config.optim?.paramGroups).toHaveLength(2);
    expect(config.extra).toHaveProperty('model');
  });
});
