import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, expandDeepSpeedConfig, loadConfig, validateConfig, type RunnerConfig } from '../../../src/index.js';
import { checkDeepSpeedRun } from '../../../src/runners/setup/deepspeed-run-checks.js';

function writeJson(value: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'ds-config-'));
  const file = join(dir, 'ds_config.json');
  writeFileSync(file, JSON.stringify(value));
  return file;
}

/** Runs `fn` as a rank of a launch of `worldSize` processes (torchrun's WORLD_SIZE). */
function onWorld<T>(worldSize: number, fn: () => T): T {
  const before = process.env.WORLD_SIZE;
  process.env.WORLD_SIZE = String(worldSize);
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.WORLD_SIZE;
    else process.env.WORLD_SIZE = before;
  }
}

/** The problems of a config that fails, as `path: message` lines. */
function problems(config: unknown, worldSize = 1): string[] {
  try {
    onWorld(worldSize, () => validateConfig(config));
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => `${p.path}: ${p.message}`);
    throw err;
  }
  return [];
}

function expanded(config: unknown, worldSize = 1): RunnerConfig {
  return onWorld(worldSize, () => validateConfig(config));
}

// DeepSpeed's config reference (docs/_pages/config-json.md, runtime/zero/config.py), key by
// key, at a value a real file would hold; written out here on its own, not taken from the source.
const REFERENCE: Record<string, unknown> = {
  train_batch_size: 8,
  train_micro_batch_size_per_gpu: 3,
  gradient_accumulation_steps: 4,
  optimizer: { type: 'AdamW', params: { lr: 0.001, betas: [0.8, 0.999], eps: 1e-8, weight_decay: 3e-7 } },
  scheduler: { type: 'WarmupLR', params: { warmup_min_lr: 0, warmup_max_lr: 0.001, warmup_num_steps: 1000 } },
  communication_data_type: 'fp16',
  prescale_gradients: false,
  gradient_predivide_factor: 1.0,
  sparse_gradients: false,
  fp16: { enabled: true, auto_cast: false, loss_scale: 0, initial_scale_power: 16, loss_scale_window: 1000, hysteresis: 2, consecutive_hysteresis: false, min_loss_scale: 1, fp16_master_weights_and_grads: false },
  bf16: { enabled: true, immediate_grad_update: false },
  bfloat16: { enabled: true },
  amp: { enabled: true, opt_level: 'O1' },
  gradient_clipping: 1.0,
  zero_optimization: {
    stage: 2,
    allgather_partitions: true,
    allgather_bucket_size: 2e8,
    overlap_comm: true,
    reduce_scatter: true,
    reduce_bucket_size: 2e8,
    contiguous_gradients: true,
    load_from_fp32_weights: true,
    grad_hooks: true,
    round_robin_gradients: false,
    offload_param: { device: 'cpu', pin_memory: true, buffer_count: 5, buffer_size: 1e8, max_in_cpu: 1e9 },
    offload_optimizer: { device: 'cpu', pin_memory: true, buffer_count: 4, fast_init: false, ratio: 1.0 },
    stage3_max_live_parameters: 1e9,
    stage3_max_reuse_distance: 1e9,
    stage3_prefetch_bucket_size: 5e7,
    stage3_param_persistence_threshold: 1e5,
    stage3_gather_16bit_weights_on_model_save: false,
    stage3_module_granularity_threshold: 0,
    sub_group_size: 1e9,
    zero_hpz_partition_size: 1,
    zero_quantized_weights: false,
    zero_quantized_gradients: false,
    log_trace_cache_warnings: false,
    cpu_offload: false,
    elastic_checkpoint: false,
    ignore_unused_parameters: true,
    legacy_stage1: false,
    mics_shard_size: -1,
  },
  zero_allow_untested_optimizer: true,
  zero_force_ds_cpu_optimizer: false,
  aio: { block_size: 1048576, queue_depth: 8, thread_count: 1, single_submit: false, overlap_events: true },
  steps_per_print: 10,
  wall_clock_breakdown: false,
  dump_state: false,
  memory_breakdown: false,
  flops_profiler: { enabled: false, profile_step: 1, module_depth: -1, top_modules: 1, detailed: true, output_file: null },
  autotuning: { enabled: false, results_dir: 'autotuning_results', exps_dir: 'autotuning_exps', overwrite: false, metric: 'throughput', fast: true },
  activation_checkpointing: { partition_activations: false, cpu_checkpointing: false, contiguous_memory_optimization: false, number_checkpoints: 4, synchronize_checkpoint_boundary: false, profile: false },
  sparse_attention: { mode: 'fixed', block: 16 },
  data_efficiency: { enabled: false },
  curriculum_learning: { enabled: true, curriculum_type: 'seqlen', min_difficulty: 8, max_difficulty: 1024 },
  tensorboard: { enabled: true, output_path: 'log/', job_name: 'job' },
  wandb: { enabled: false, team: 't', project: 'p' },
  comet: { enabled: false },
  csv_monitor: { enabled: true, output_path: 'csv/' },
  comms_logger: { enabled: true, verbose: false },
  elasticity: { enabled: false },
  checkpoint: { tag_validation: 'Warn', load_universal: false, use_node_local_storage: false, parallel_write: { pipeline_stage: false } },
  data_types: { grad_accum_dtype: 'fp32' },
  dataloader_drop_last: true,
  eigenvalue: { enabled: false },
  progressive_layer_drop: { enabled: true, theta: 0.5, gamma: 0.001 },
  compression_training: { weight_quantization: {} },
  pipeline: { stages: 'auto', partition: 'best' },
  hybrid_engine: { enabled: false },
  tensor_parallel: { autotp_size: 2 },
  compile: { enabled: false },
  disable_allgather: false,
  vocabulary_size: 50257,
  seq_parallel_communication_data_type: 'fp32',
  graph_harvesting: false,
};

describe('deepspeed section: every key of DeepSpeed config reference is applied, reported without effect, or refused', () => {
  const base = { stack: 'deepspeed', steps: 10, optim: { name: 'sgd', lr: 0.1 } };
  const baseline = expanded({ ...base, deepspeed: { train_micro_batch_size_per_gpu: 2 } });
  const strip = (c: RunnerConfig): unknown => ({ ...c, deepspeed: { ...c.deepspeed, withoutEffect: undefined } });

  /** Flattens a reference entry into single-key ds_configs (a block's keys one at a time). */
  function singles(key: string, value: unknown): [string, Record<string, unknown>][] {
    const blocks = ['zero_optimization', 'fp16', 'activation_checkpointing', 'checkpoint'];
    if (blocks.includes(key) && value && typeof value === 'object') {
      return Object.entries(value).map(([k, v]) => [`${key}.${k}`, { [key]: key === 'fp16' && k !== 'enabled' ? { enabled: false, [k]: v } : { [k]: v } }]);
    }
    return [[key, { [key]: value }]];
  }

  const cases = Object.entries(REFERENCE).flatMap(([k, v]) => singles(k, v));
  it.each(cases)('%s', (key, ds) => {
    const micro = key.startsWith('train_') || key === 'gradient_accumulation_steps' ? {} : { train_micro_batch_size_per_gpu: 2 };
    const config = { ...base, deepspeed: { ...micro, ...ds } };
    const found = problems(config);
    if (found.length > 0) {
      // Refused: the problem names this key (or, for a batch key alone, the batch arithmetic).
      expect(found.some((p) => p.startsWith(`deepspeed.${key}`) || p.startsWith('deepspeed.train_batch_size'))).toBe(true);
      expect(found.join('\n')).toMatch(/not built|expected|DeepSpeed|use |leave|set /);
      return;
    }
    const result = expanded(config);
    const noted = (result.deepspeed?.withoutEffect ?? []).some((n) => n.startsWith(`${key}:`) || n.startsWith(`${key}.`));
    const applied = JSON.stringify(strip(result)) !== JSON.stringify(strip(baseline));
    expect(noted || applied).toBe(true);
  });

  it('reports every problem of a file at once, and names the equivalent option', () => {
    const found = problems({
      ...base,
      deepspeed: {
        train_batch_size: 30,
        train_micro_batch_size_per_gpu: 4,
        gradient_accumulation_steps: 2,
        sparse_attention: {},
        zero_optimization: { stage: 2, reduce_scatter: false, offload_optimizer: { device: 'nvme' }, reduce_bucket_sise: 1 },
        wandb: { enabled: true },
        amp: { enabled: true },
        optimizer: { type: 'Lamb' },
        communication_data_type: 'bf16',
      },
    });
    expect(found).toHaveLength(9);
    expect(found.join('\n')).toMatch(/deepspeed\.train_batch_size: .*train_batch_size 30, train_micro_batch_size_per_gpu 4, gradient_accumulation_steps 2, data-parallel world size 1/);
    expect(found.join('\n')).toMatch(/deepspeed\.amp: .*use fp16 or bf16 \(this config: precision\)/);
    expect(found.join('\n')).toMatch(/deepspeed\.zero_optimization\.reduce_bucket_sise: not a DeepSpeed config key; did you mean/);
    expect(found.join('\n')).toMatch(/deepspeed\.optimizer\.type: .*Lamb is not built/);
  });

  it('lists the keys without effect (true allgather_partitions/reduce_scatter, contiguous_gradients, CPU offload, ...)', () => {
    const c = expanded({
      ...base,
      deepspeed: {
        train_micro_batch_size_per_gpu: 2,
        wall_clock_breakdown: false,
        zero_optimization: { stage: 2, allgather_partitions: true, reduce_scatter: true, contiguous_gradients: true, offload_optimizer: { device: 'cpu' } },
      },
    });
    expect(c.deepspeed?.offload).toBe('cpu');
    expect(c.deepspeed?.withoutEffect?.map((n) => n.split(':')[0])).toEqual([
      'wall_clock_breakdown',
      'zero_optimization.allgather_partitions',
      'zero_optimization.reduce_scatter',
      'zero_optimization.contiguous_gradients',
      'zero_optimization.offload_optimizer.device',
    ]);
  });
});

describe('deepspeed section: mapping with DeepSpeed semantics', () => {
  it('maps zero_optimization, clipping, batch, bf16, optimizer, scheduler, steps_per_print', () => {
    const config = validateConfig({
      stack: 'ds',
      steps: 10,
      deepspeed: {
        zero_optimization: { stage: 2, reduce_bucket_size: 1000, allgather_bucket_size: 2000, overlap_comm: true },
        gradient_clipping: 1.0,
        gradient_accumulation_steps: 4,
        train_micro_batch_size_per_gpu: 8,
        steps_per_print: 5,
        bf16: { enabled: true },
        optimizer: { type: 'AdamW', params: { lr: 3e-4, betas: [0.9, 0.95], eps: 1e-8, weight_decay: 0.1 } },
        scheduler: { type: 'WarmupLR', params: { warmup_num_steps: 5 } },
      },
    });
    expect(config.deepspeed).toMatchObject({ stage: 2, reduceBucketSize: 1000, allgatherBucketSize: 2000, overlapComm: true, trainBatchSize: 32 });
    expect(config.maxGradNorm).toBe(1);
    expect(config.accumSteps).toBe(4);
    expect(config.dataloader.batchSize).toBe(8);
    expect(config.logInterval).toBe(5);
    expect(config.precision).toBe('bf16');
    expect(config.optim).toMatchObject({ name: 'adamw', lr: 3e-4, betas: [0.9, 0.95], eps: 1e-8, weightDecay: 0.1 });
    // DeepSpeed's WarmupLR itself (log warm-up by default), not a linear warm-up.
    expect(config.sched).toMatchObject({ name: 'WarmupLR', warmup: 0, options: { warmup_num_steps: 5 } });
    // Validating the validated config again changes nothing.
    expect(validateConfig(config)).toEqual(config);
  });

  it('DeepSpeed\'s "Adam" is AdamW unless adam_w_mode is false; Adam without lr takes FusedAdam\'s 1e-3', () => {
    const c = expanded({ deepspeed: { train_micro_batch_size_per_gpu: 1, optimizer: { type: 'Adam', params: { weight_decay: 0.01 } } } });
    expect(c.optim).toMatchObject({ name: 'adamw', lr: 0.001, weightDecay: 0.01 });
    const l2 = expanded({ deepspeed: { train_micro_batch_size_per_gpu: 1, optimizer: { type: 'Adam', params: { lr: 0.01, adam_w_mode: false } } } });
    expect(l2.optim?.name).toBe('adam');
  });

  it('fp16: the loss-scale keys map onto deepspeed.lossScale with DeepSpeed\'s defaults', () => {
    const some = expanded({ stack: 'ds', deepspeed: { train_micro_batch_size_per_gpu: 1, fp16: { enabled: true, loss_scale_window: 500, hysteresis: 2 } } });
    expect(some.precision).toBe('fp16');
    expect(some.deepspeed?.lossScale).toEqual({ lossScale: 0, initialScalePower: 16, lossScaleWindow: 500, hysteresis: 2, consecutiveHysteresis: false, minLossScale: 1 });
    // None of the dynamic keys: DynamicLossScaler's own defaults (2^32, no hysteresis).
    const none = expanded({ stack: 'ds', deepspeed: { train_micro_batch_size_per_gpu: 1, fp16: { enabled: true } } });
    expect(none.deepspeed?.lossScale).toMatchObject({ initialScalePower: 32, hysteresis: 1 });
    const fixed = expanded({ stack: 'ds', deepspeed: { train_micro_batch_size_per_gpu: 1, fp16: { enabled: false, loss_scale: 128, min_loss_scale: 0.5 } } });
    expect(fixed.precision).toBe('fp32');
    expect(fixed.deepspeed?.lossScale).toMatchObject({ lossScale: 128, minLossScale: 0.5 });
    expect(problems({ deepspeed: { train_micro_batch_size_per_gpu: 1, fp16: { enabled: true, hysteresis: -1 } } })).toEqual(['deepspeed.fp16.hysteresis: got -1; expected a whole number >= 0']);
  });

  it('"auto" keeps this config\'s values, as the Hugging Face integration fills them', () => {
    const c = expanded(
      {
        steps: 40,
        optim: { name: 'adamw', lr: 5e-4, betas: [0.9, 0.98], weightDecay: 0.01 },
        dataloader: { batchSize: 4 },
        accumSteps: 2,
        precision: 'bf16',
        maxGradNorm: 0.5,
        deepspeed: {
          train_batch_size: 'auto',
          train_micro_batch_size_per_gpu: 'auto',
          gradient_accumulation_steps: 'auto',
          gradient_clipping: 'auto',
          bf16: { enabled: 'auto' },
          optimizer: { type: 'AdamW', params: { lr: 'auto', betas: 'auto', eps: 'auto', weight_decay: 'auto' } },
          scheduler: { type: 'WarmupDecayLR', params: { warmup_min_lr: 'auto', warmup_max_lr: 'auto', warmup_num_steps: 'auto', total_num_steps: 'auto' } },
          zero_optimization: { stage: 3, reduce_bucket_size: 'auto', stage3_prefetch_bucket_size: 'auto', stage3_param_persistence_threshold: 'auto' },
        },
      },
      2,
    );
    expect(c.dataloader.batchSize).toBe(4);
    expect(c.accumSteps).toBe(2);
    expect(c.deepspeed?.trainBatchSize).toBe(16);
    expect(c.optim).toMatchObject({ name: 'adamw', lr: 5e-4, betas: [0.9, 0.98], weightDecay: 0.01 });
    expect(c.precision).toBe('bf16');
    expect(c.maxGradNorm).toBe(0.5);
    expect(c.sched?.options).toEqual({ warmup_min_lr: 0, warmup_max_lr: 5e-4, warmup_num_steps: 0, total_num_steps: 'auto' });
    expect(c.deepspeed).toMatchObject({ stage: 3, reduceBucketSize: 500_000_000 });
    // The scheduler written before the optimizer still takes the optimizer's lr for 'auto'.
    const first = expanded({ deepspeed: { train_micro_batch_size_per_gpu: 1, scheduler: { type: 'WarmupLR', params: { warmup_max_lr: 'auto' } }, optimizer: { type: 'AdamW', params: { lr: 0.02 } } } });
    expect(first.sched?.options).toEqual({ warmup_max_lr: 0.02 });
  });
});

describe('deepspeed section: batch arithmetic (train_batch_size = micro × accumulation × world size)', () => {
  const ds = (keys: Record<string, unknown>, world: number): RunnerConfig => expanded({ deepspeed: keys }, world);

  it('any two give the third; train alone gives accumulation 1', () => {
    expect(ds({ train_batch_size: 32, train_micro_batch_size_per_gpu: 4 }, 2)).toMatchObject({ accumSteps: 4, dataloader: { batchSize: 4 }, deepspeed: { trainBatchSize: 32, rederive: 'accumSteps' } });
    expect(ds({ train_batch_size: 32, gradient_accumulation_steps: 2 }, 2)).toMatchObject({ accumSteps: 2, dataloader: { batchSize: 8 }, deepspeed: { trainBatchSize: 32, rederive: 'batchSize' } });
    expect(ds({ train_micro_batch_size_per_gpu: 4, gradient_accumulation_steps: 3 }, 2)).toMatchObject({ accumSteps: 3, dataloader: { batchSize: 4 }, deepspeed: { trainBatchSize: 24 } });
    expect(ds({ train_batch_size: 16 }, 4)).toMatchObject({ accumSteps: 1, dataloader: { batchSize: 4 } });
    expect(ds({ train_micro_batch_size_per_gpu: 3 }, 2)).toMatchObject({ accumSteps: 1, deepspeed: { trainBatchSize: 6 } });
  });

  it('a contradiction names all three and the world size; a missing batch is refused, not left at 1', () => {
    expect(problems({ deepspeed: { train_batch_size: 32, train_micro_batch_size_per_gpu: 4, gradient_accumulation_steps: 2 } }, 2)).toEqual([
      'deepspeed.train_batch_size: train_batch_size must equal train_micro_batch_size_per_gpu × gradient_accumulation_steps × world size, and none may be 0; got train_batch_size 32, train_micro_batch_size_per_gpu 4, gradient_accumulation_steps 2, data-parallel world size 2; leave one of the first three unset to derive it',
    ]);
    expect(problems({ deepspeed: { train_batch_size: 30, train_micro_batch_size_per_gpu: 4 } }, 2)[0]).toMatch(/got train_batch_size 30, train_micro_batch_size_per_gpu 4, gradient_accumulation_steps 3, data-parallel world size 2/);
    expect(problems({ deepspeed: { config: writeJson({ zero_optimization: { stage: 1 } }) } })[0]).toMatch(/deepspeed\.train_batch_size: DeepSpeed needs train_batch_size or train_micro_batch_size_per_gpu/);
    // The runner config's batch size counts as the micro batch.
    expect(ds({ train_batch_size: 8 }, 1).dataloader.batchSize).toBe(8);
    expect(expanded({ dataloader: { batchSize: 2 }, deepspeed: { train_batch_size: 8 } }, 2).accumSteps).toBe(2);
  });

  it('the validated config re-derives the left-out value for another world size (the global batch is kept)', () => {
    const two = ds({ train_batch_size: 32, train_micro_batch_size_per_gpu: 4 }, 2);
    const one = expanded(two, 1);
    expect(one).toMatchObject({ accumSteps: 8, dataloader: { batchSize: 4 }, deepspeed: { trainBatchSize: 32 } });
    // Given all three, a new world size cannot keep them all: the run refuses, naming them and how to keep the global batch.
    const all = ds({ train_micro_batch_size_per_gpu: 4, gradient_accumulation_steps: 2 }, 2);
    expect(() => checkDeepSpeedRun(expanded(all, 1), 'cpu', 1)).toThrow(
      /deepspeed\.train_batch_size 16 != train_micro_batch_size_per_gpu 4 × gradient_accumulation_steps 2 × data-parallel world size 1: .*set train_batch_size and leave train_micro_batch_size_per_gpu or gradient_accumulation_steps unset/,
    );
    expect(checkDeepSpeedRun(all, 'cpu', 2)).toBeUndefined();
    expect(() => checkDeepSpeedRun(expanded({ deepspeed: { train_batch_size: 2, zero_optimization: { offload_optimizer: { device: 'cpu' } } } }), 'cuda:0', 1)).toThrow(/CPU offload is not built, and this run is on cuda:0/);
  });
});

describe('deepspeed section: file and inline keys merge key by key', () => {
  it('inline keys fill the file\'s blocks; a conflicting one is an error naming both, unless under deepspeed.override', () => {
    const file = writeJson({ train_micro_batch_size_per_gpu: 2, zero_optimization: { stage: 2, reduce_bucket_size: 1000, overlap_comm: true } });
    const merged = expanded({ stack: 'ds', deepspeed: { config: file, zero_optimization: { allgather_bucket_size: 3000 } } });
    expect(merged.deepspeed).toMatchObject({ stage: 2, reduceBucketSize: 1000, overlapComm: true, allgatherBucketSize: 3000 });
    expect(problems({ stack: 'ds', deepspeed: { config: file, zero_optimization: { stage: 3 } } })).toEqual([
      `deepspeed.zero_optimization.stage: set to 3 here and to 2 in '${file}'; set it in one place, or write it under deepspeed.override (e.g. --deepspeed.override.zero_optimization.stage 3) to replace the file's value`,
    ]);
    const over = expanded({ stack: 'ds', deepspeed: { config: file, override: { zero_optimization: { stage: 3 } } } });
    expect(over.deepspeed).toMatchObject({ stage: 3, reduceBucketSize: 1000, overlapComm: true });
    // This section's own key contradicting the file's stage.
    expect(problems({ stack: 'ds', deepspeed: { config: file, stage: 1 } })[0]).toMatch(/deepspeed\.zero_optimization\.stage: is 2, but deepspeed\.stage is 1/);
    expect(problems({ deepspeed: { config: join(tmpdir(), 'missing-ds.json') } })[0]).toMatch(/deepspeed\.config: cannot read/);
    expect(problems({ accumSteps: 3, deepspeed: { train_micro_batch_size_per_gpu: 1, gradient_accumulation_steps: 2 } })[0]).toMatch(/deepspeed\.gradient_accumulation_steps: maps to accumSteps = 2, but accumSteps is already 3/);
    expect(expandDeepSpeedConfig({ epochs: 1 })).toEqual({ epochs: 1 });
  });

  it('on the command line: --deepspeed.zero_optimization.stage contradicting the file is an error naming both; --deepspeed.override replaces it, keeping the rest of the block', () => {
    const file = writeJson({ train_micro_batch_size_per_gpu: 2, zero_optimization: { stage: 2, reduce_bucket_size: 1000, allgather_bucket_size: 2000, overlap_comm: true } });
    const object = { stack: 'ds', deepspeed: { config: file } };
    expect(() => loadConfig({ object, argv: ['--deepspeed.zero_optimization.stage', '3'] })).toThrow(/deepspeed\.zero_optimization\.stage: set to 3 here and to 2 in/);
    const c = loadConfig({ object, argv: ['--deepspeed.override.zero_optimization.stage', '3'] });
    expect(c.deepspeed).toMatchObject({ stage: 3, reduceBucketSize: 1000, allgatherBucketSize: 2000, overlapComm: true });
    // The same value as the file's is no conflict.
    expect(loadConfig({ object, argv: ['--deepspeed.zero_optimization.stage', '2'] }).deepspeed?.stage).toBe(2);
  });
});
