import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  RunnerConfigSchema,
  loaderOptionsFor,
  validateConfig,
  type RunnerConfig,
} from '../../../src/config/index.js';

function problemsOf(input: unknown): string[] {
  try {
    validateConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => `${p.path}: ${p.message}`);
  }
  throw new Error('expected the config to be invalid');
}

describe('RunnerConfigSchema defaults', () => {
  it('fills every default from an empty config', () => {
    const config = validateConfig({});
    expect(config).toEqual({
      stack: 'torch',
      seed: 0,
      deterministic: false,
      accumSteps: 1,
      precision: 'fp32',
      skipNonfiniteGrad: false,
      nonfinite: { action: 'stop', maxRollbacks: 3 },
      distributed: { timeout: 1800, heartbeatTimeout: 30 },
      dataloader: { batchSize: 1, shuffle: false, dropLast: false, numWorkers: 0, prefetchFactor: 2, pinMemory: false, splits: {} },
      checkpoint: { backend: 'auto', asyncMode: 'disabled', saveBest: true },
      autoResume: false,
      overwrite: false,
      scoreName: 'loss',
      logging: { console: true, format: 'text', file: true, tensorboard: false, level: 'info' },
      workspace: true,
      workspaceRoot: 'runs',
      lineage: 'default',
      extra: {},
    } satisfies RunnerConfig);
  });

  it('fills section defaults when a section is present', () => {
    const config = validateConfig({
      optim: { name: 'adamw', lr: 1e-3, paramGroups: [{ pattern: 'bias' }] },
      sched: { name: 'cosine' },
      ema: {},
      ft: {},
      parallel: {},
      deepspeed: {},
    });
    expect(config.optim).toEqual({
      name: 'adamw',
      lr: 1e-3,
      weightDecay: 0,
      options: {},
      paramGroups: [{ pattern: 'bias', lrMultiplier: 1, weightDecayMultiplier: 1 }],
    });
    expect(config.sched).toEqual({ name: 'cosine', interval: 'step', warmup: 0, options: {} });
    expect(config.ema).toEqual({ decay: 0.9999, interval: 1, warmup: 0 });
    expect(config.ft).toEqual({ replicaId: 0, groupSize: 1, minReplicaSize: 1 });
    expect(config.parallel).toEqual({
      replicate: 1, shard: -1, tensor: 1, pipeline: 1, context: 1, expert: 1, activationCheckpointing: false,
    });
    expect(config.deepspeed).toEqual({ stage: 1, reduceBucketSize: 500_000_000, allgatherBucketSize: 500_000_000, overlapComm: false });
  });

  it.each([
    ['torch', 'torch'],
    ['ddp', 'torch'],
    ['parallel', 'parallel'],
    ['deepspeed', 'deepspeed'],
    ['ds', 'deepspeed'],
  ] as const)('normalises stack %s to %s', (stack, expected) => {
    expect(validateConfig({ stack }).stack).toBe(expected);
  });

  it.each([
    ['fp32', 'fp32'],
    ['float32', 'fp32'],
    ['fp16', 'fp16'],
    ['float16', 'fp16'],
    ['half', 'fp16'],
    ['bf16', 'bf16'],
    ['bfloat16', 'bf16'],
  ] as const)('normalises precision %s to %s', (precision, expected) => {
    expect(validateConfig({ precision }).precision).toBe(expected);
  });

  it('accepts its own output unchanged', () => {
    const once = validateConfig({ stack: 'ds', precision: 'half', epochs: 2, optim: { name: 'sgd', lr: 0.1 }, ema: {} });
    expect(validateConfig(once)).toEqual(once);
  });

  it('treats null as unset, except inside extra', () => {
    const config = validateConfig({ seed: null, maxGradNorm: null, ema: null, logging: { file: null }, extra: { keep: null } });
    expect(config.seed).toBe(0);
    expect(config.maxGradNorm).toBeUndefined();
    expect(config.ema).toBeUndefined();
    expect(config.logging.file).toBe(true);
    expect(config.extra).toEqual({ keep: null });
  });

  it('passes extra through untouched', () => {
    const extra = { model: { layers: [1, 2, { deep: true }], name: 'x' }, Whatever_Key: 3 };
    expect(validateConfig({ extra }).extra).toEqual(extra);
  });

  it('allows epochs or steps or neither', () => {
    expect(validateConfig({ epochs: 3 }).epochs).toBe(3);
    expect(validateConfig({ steps: 100 }).steps).toBe(100);
    expect(validateConfig({}).epochs).toBeUndefined();
  });

  it('enforces cross-key rules in the bare schema too', () => {
    expect(RunnerConfigSchema.safeParse({ epochs: 1, steps: 1 }).success).toBe(false);
  });
});

describe('validation errors', () => {
  it.each<[string, unknown, string]>([
    ['unknown top-level key', { epoch: 3 }, 'epoch: unknown key; did you mean "epochs"?'],
    ['unknown key in a section', { optim: { name: 'adam', lr: 1, lrr: 2 } }, 'optim.lrr: unknown key; did you mean "lr"?'],
    ['unknown key with no near match', { zzzzzzzz: 1 }, 'zzzzzzzz: unknown key; expected one of stack, seed,'],
    ['unknown key in a list item', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: 'a', lrMultipler: 2 }] } }, 'optim.paramGroups[0].lrMultipler: unknown key; did you mean "lrMultiplier"?'],
    ['unknown key in a split', { dataloader: { splits: { train: { shufle: true } } } }, 'dataloader.splits.train.shufle: unknown key; did you mean "shuffle"?'],
    ['stack', { stack: 'dpp' }, 'stack: got "dpp"; expected one of "torch", "ddp", "parallel", "deepspeed", "ds"; did you mean "ddp"?'],
    ['seed type', { seed: 'abc' }, 'seed: got "abc"; expected a number'],
    ['seed sign', { seed: -1 }, 'seed: got -1; expected a number >= 0'],
    ['deterministic', { deterministic: 'yes' }, 'deterministic: got "yes"; expected true or false'],
    ['epochs fraction', { epochs: 1.5 }, 'epochs: got 1.5; expected a whole number'],
    ['epochs zero', { epochs: 0 }, 'epochs: got 0; expected a number > 0'],
    ['steps', { steps: -5 }, 'steps: got -5; expected a number > 0'],
    ['epochs and steps', { epochs: 1, steps: 10 }, 'steps: got 10; expected epochs or steps, not both (epochs is set too)'],
    ['accumSteps', { accumSteps: 0 }, 'accumSteps: got 0; expected a number > 0'],
    ['precision', { precision: 'bf61' }, 'precision: got "bf61"; expected one of "fp32", "fp16", "bf16", "float32", "float16", "half", "bfloat16"; did you mean "bf16"?'],
    ['maxGradNorm', { maxGradNorm: 0 }, 'maxGradNorm: got 0; expected a number > 0'],
    ['maxGradValue', { maxGradValue: '1' }, 'maxGradValue: got "1"; expected a number'],
    ['skipNonfiniteGrad', { skipNonfiniteGrad: 1 }, 'skipNonfiniteGrad: got 1; expected true or false'],
    ['optim not a mapping', { optim: 'adam' }, 'optim: got "adam"; expected a mapping'],
    ['optim.name', { optim: { name: 'adma', lr: 1 } }, 'optim.name: got "adma"; expected one of "sgd", "adam", "adamw", "rmsprop", "adagrad", "lbfgs"; did you mean "adam"?'],
    ['optim.lr missing', { optim: { name: 'adam' } }, 'optim.lr: got nothing; expected a number'],
    ['optim.lr sign', { optim: { name: 'adam', lr: -1 } }, 'optim.lr: got -1; expected a number > 0'],
    ['optim.weightDecay', { optim: { name: 'adam', lr: 1, weightDecay: -0.1 } }, 'optim.weightDecay: got -0.1; expected a number >= 0'],
    ['optim.betas length', { optim: { name: 'adam', lr: 1, betas: [0.9] } }, 'optim.betas: got [0.9]; expected a list with at least 2 items'],
    ['optim.betas range', { optim: { name: 'adam', lr: 1, betas: [0.9, 1] } }, 'optim.betas[1]: got 1; expected a number < 1'],
    ['optim.options', { optim: { name: 'adam', lr: 1, options: [] } }, 'optim.options: got []; expected a mapping'],
    ['optim.paramGroups', { optim: { name: 'adam', lr: 1, paramGroups: {} } }, 'optim.paramGroups: got {}; expected a list'],
    ['paramGroups pattern', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: '(' }] } }, 'optim.paramGroups[0].pattern: got "("; expected a valid regular expression'],
    ['paramGroups pattern missing', { optim: { name: 'adam', lr: 1, paramGroups: [{}] } }, 'optim.paramGroups[0].pattern: got nothing; expected a string'],
    ['paramGroups lrMultiplier', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: 'a', lrMultiplier: -1 }] } }, 'optim.paramGroups[0].lrMultiplier: got -1; expected a number >= 0'],
    ['paramGroups weightDecayMultiplier', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: 'a', weightDecayMultiplier: 'no' }] } }, 'optim.paramGroups[0].weightDecayMultiplier: got "no"; expected a number'],
    ['paramGroups beta1', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: 'a', beta1: 1.5 }] } }, 'optim.paramGroups[0].beta1: got 1.5; expected a number < 1'],
    ['paramGroups beta2', { optim: { name: 'adam', lr: 1, paramGroups: [{ pattern: 'a', beta2: -0.5 }] } }, 'optim.paramGroups[0].beta2: got -0.5; expected a number >= 0'],
    ['sched.name', { sched: { name: 'cosin' } }, 'sched.name: got "cosin"; expected one of'],
    ['sched.interval', { sched: { name: 'cosine', interval: 'batch' } }, 'sched.interval: got "batch"; expected one of "step", "epoch"'],
    ['sched.warmup', { sched: { name: 'cosine', warmup: 0.5 } }, 'sched.warmup: got 0.5; expected a whole number'],
    ['sched.monitor', { sched: { name: 'plateau', monitor: '' } }, 'sched.monitor: got ""; expected a non-empty string'],
    ['dataloader.batchSize', { dataloader: { batchSize: 0 } }, 'dataloader.batchSize: got 0; expected a number > 0'],
    ['dataloader.shuffle', { dataloader: { shuffle: 'on' } }, 'dataloader.shuffle: got "on"; expected true or false'],
    ['dataloader.numWorkers', { dataloader: { numWorkers: -1 } }, 'dataloader.numWorkers: got -1; expected a number >= 0'],
    ['dataloader split batchSize', { dataloader: { splits: { val: { batchSize: 'big' } } } }, 'dataloader.splits.val.batchSize: got "big"; expected a number'],
    ['dataloader.splits', { dataloader: { splits: [] } }, 'dataloader.splits: got []; expected a mapping'],
    ['checkpoint.backend', { checkpoint: { backend: 'files' } }, 'checkpoint.backend: got "files"; expected one of "file", "sharded", "auto"; did you mean "file"?'],
    ['checkpoint.asyncMode', { checkpoint: { asyncMode: true } }, 'checkpoint.asyncMode: got true; expected one of "disabled", "async"'],
    ['checkpoint.interval', { checkpoint: { interval: 0 } }, 'checkpoint.interval: got 0; expected a number > 0'],
    ['checkpoint.keepLatestK', { checkpoint: { keepLatestK: -1 } }, 'checkpoint.keepLatestK: got -1; expected a number >= 0'],
    ['checkpoint.saveBest', { checkpoint: { saveBest: 'yes' } }, 'checkpoint.saveBest: got "yes"; expected true or false'],
    ['resume', { resume: '' }, 'resume: got ""; expected a non-empty string'],
    ['autoResume', { autoResume: 'true' }, 'autoResume: got "true"; expected true or false'],
    ['pretrained', { pretrained: 3 }, 'pretrained: got 3; expected a string'],
    ['scoreSplit', { scoreSplit: '' }, 'scoreSplit: got ""; expected a non-empty string'],
    ['scoreName', { scoreName: 1 }, 'scoreName: got 1; expected a string'],
    ['patience', { patience: 0 }, 'patience: got 0; expected a number > 0'],
    ['logInterval', { logInterval: 2.5 }, 'logInterval: got 2.5; expected a whole number'],
    ['logging.tensorboard', { logging: { tensorboard: 'yes' } }, 'logging.tensorboard: got "yes"; expected true or false'],
    ['logging.level', { logging: { level: 'verbose' } }, 'logging.level: got "verbose"; expected one of "debug", "info", "warn", "error"'],
    ['workspaceRoot', { workspaceRoot: '' }, 'workspaceRoot: got ""; expected a non-empty string'],
    ['lineage', { lineage: 'a/b' }, 'lineage: got "a/b"; expected a single directory name made of letters, digits, ".", "_" or "-"'],
    ['id', { id: '..' }, 'id: got ".."; expected a single directory name'],
    ['experiment', { experiment: 5 }, 'experiment: got 5; expected a string'],
    ['parallel axis', { parallel: { tensor: 0 } }, 'parallel.tensor: got 0; expected a whole number >= 1, or -1 for "the rest"'],
    ['parallel two fills', { parallel: { replicate: -1 } }, 'parallel.shard: got -1; expected at most one axis set to -1 (replicate and shard are)'],
    ['parallel unknown axis', { parallel: { tensr: 2 } }, 'parallel.tensr: unknown key; did you mean "tensor"?'],
    ['parallel.virtualStages without a pipeline', { parallel: { virtualStages: 2 } }, "parallel.virtualStages: got 2; expected 1 without a pipeline (virtualStages 2 cuts each pipeline rank's part into model chunks; set parallel.pipeline above 1)"],
    ['parallel.virtualStages', { parallel: { pipeline: 2, virtualStages: 0 } }, 'parallel.virtualStages: got 0; expected'],
    ['parallel.plan style', { parallel: { plan: { 'blocks.*.qkv': 'colwise' } } }, 'parallel.plan.blocks.*.qkv: got "colwise"; expected a style: column, row, vocab-embedding, split-dropout, replicate, sequence-norm, sequence-dropout, gather-sequence or scatter-sequence'],
    ['parallel.sequenceParallel', { parallel: { tensor: 2, sequenceParallel: 'yes' } }, 'parallel.sequenceParallel: got "yes"; expected'],
    ['parallel.plan blocks', { parallel: { plan: { 'blocks.*.qkv': { style: 'column', blocks: 0 } } } }, 'parallel.plan.blocks.*.qkv.blocks: got 0; expected a number > 0'],
    ['logging.peakFlops', { logging: { peakFlops: -1 } }, 'logging.peakFlops: got -1; expected a number > 0'],
    ['deepspeed.stage', { deepspeed: { stage: 4 } }, 'deepspeed.stage: got 4; expected one of 0, 1, 2, 3'],
    ['ema.decay', { ema: { decay: 1 } }, 'ema.decay: got 1; expected a number < 1'],
    ['ema.interval', { ema: { interval: 0 } }, 'ema.interval: got 0; expected a number > 0'],
    ['ft.replicaId', { ft: { replicaId: 2, groupSize: 2 } }, 'ft.replicaId: got 2; expected a number < ft.groupSize (2)'],
    ['ft.minReplicaSize', { ft: { groupSize: 2, minReplicaSize: 3 } }, 'ft.minReplicaSize: got 3; expected a number <= ft.groupSize (2)'],
    ['extra', { extra: [1] }, 'extra: got [1]; expected a mapping'],
    ['whole config', 42, ': got 42; expected a mapping'],
  ])('%s', (_name, input, line) => {
    const problems = problemsOf(input);
    expect(problems.find((p) => p.startsWith(line)), problems.join("\n")).toBeDefined();
  });

  it('reports every problem at once, one line each', () => {
    let error: unknown;
    try {
      validateConfig({
        epochs: 1.5,
        steps: 10,
        stack: 'dpp',
        optim: { name: 'adam', lrr: 1 },
        dataloader: { batchSize: 0 },
        precison: 'bf16',
        extra: { anything: { goes: true } },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).message.split('\n');
    expect(lines[0]).toBe('Invalid config (7 problems):');
    expect(lines.slice(1).map((l) => l.trim()).sort()).toEqual(
      [
        'epochs: got 1.5; expected a whole number',
        'steps: got 10; expected epochs or steps, not both (epochs is set too)',
        'stack: got "dpp"; expected one of "torch", "ddp", "parallel", "deepspeed", "ds"; did you mean "ddp"?',
        'optim.lr: got nothing; expected a number',
        'optim.lrr: unknown key; did you mean "lr"?',
        'dataloader.batchSize: got 0; expected a number > 0',
        'precison: unknown key; did you mean "precision"?',
      ].sort(),
    );
  });
});

describe('loaderOptionsFor', () => {
  it('applies split overrides over the defaults', () => {
    const { dataloader } = validateConfig({ dataloader: { batchSize: 64, splits: { train: { shuffle: true }, test: { batchSize: 256 } } } });
    expect(loaderOptionsFor(dataloader, 'train')).toMatchObject({ batchSize: 64, shuffle: true });
    expect(loaderOptionsFor(dataloader, 'test')).toMatchObject({ batchSize: 256, shuffle: false });
    expect(loaderOptionsFor(dataloader, 'val')).toMatchObject({ batchSize: 64, shuffle: false });
    expect(loaderOptionsFor(dataloader, 'toString')).toMatchObject({ batchSize: 64 });
  });
});
