import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { expandDeepSpeedConfig, validateConfig } from '../../../src/index.js';

describe('deepspeed section: ds_config keys', () => {
  it('maps zero_optimization, clipping, accumulation, micro-batch, bf16, optimizer and scheduler onto the config', () => {
    const config = validateConfig({
      stack: 'ds',
      steps: 10,
      deepspeed: {
        zero_optimization: { stage: 2, reduce_bucket_size: 1000, allgather_bucket_size: 2000, overlap_comm: true },
        gradient_clipping: 1.0,
        gradient_accumulation_steps: 4,
        train_micro_batch_size_per_gpu: 8,
        bf16: { enabled: true },
        optimizer: { type: 'AdamW', params: { lr: 3e-4, betas: [0.9, 0.95], eps: 1e-8, weight_decay: 0.1 } },
        scheduler: { type: 'WarmupLR', params: { warmup_num_steps: 5 } },
      },
    });
    expect(config.deepspeed).toEqual({ stage: 2, reduceBucketSize: 1000, allgatherBucketSize: 2000, overlapComm: true });
    expect(config.maxGradNorm).toBe(1);
    expect(config.accumSteps).toBe(4);
    expect(config.dataloader.batchSize).toBe(8);
    expect(config.precision).toBe('bf16');
    expect(config.optim).toMatchObject({ name: 'adamw', lr: 3e-4, betas: [0.9, 0.95], eps: 1e-8, weightDecay: 0.1 });
    expect(config.sched).toMatchObject({ name: 'constant', warmup: 5 });
    // Validating the validated config again changes nothing.
    expect(validateConfig(config)).toEqual(config);
  });

  it('reads deepspeed.config (a ds_config.json), inline keys winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ds-config-'));
    const file = join(dir, 'ds_config.json');
    writeFileSync(file, JSON.stringify({ zero_optimization: { stage: 1 }, gradient_accumulation_steps: 2 }));
    const config = validateConfig({ stack: 'deepspeed', deepspeed: { config: file, stage: 1, accumulation: 'reduce-each' } });
    expect(config.deepspeed).toMatchObject({ stage: 1, accumulation: 'reduce-each' });
    expect(config.accumSteps).toBe(2);
    expect(() => validateConfig({ deepspeed: { config: join(dir, 'missing.json') } })).toThrow(/deepspeed\.config: cannot read/);
  });

  it('names an unsupported key, and a contradiction', () => {
    expect(() => validateConfig({ deepspeed: { zero_optimization: { stage: 2, offload_optimizer: { device: 'cpu' } } } })).toThrow(
      /deepspeed\.zero_optimization\.offload_optimizer: this ds_config key is not supported/,
    );
    expect(() => validateConfig({ deepspeed: { wall_clock_breakdown: true } })).toThrow(/deepspeed\.wall_clock_breakdown: this ds_config key is not supported/);
    expect(() => validateConfig({ accumSteps: 3, deepspeed: { gradient_accumulation_steps: 2 } })).toThrow(/deepspeed\.gradient_accumulation_steps: maps to accumSteps = 2, but accumSteps is already 3/);
    expect(expandDeepSpeedConfig({ epochs: 1 })).toEqual({ epochs: 1 });
  });
});
