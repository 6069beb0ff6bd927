// DeepSpeed's ds_config.json, read the way a DeepSpeed user writes it (inline under
// `deepspeed`, or from the file `deepspeed.config` names), mapped onto this config's own keys.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { isPlainObject } from './merge.js';

type Obj = Record<string, unknown>;

const ZERO_KEYS: Record<string, string> = {
  stage: 'stage',
  reduce_bucket_size: 'reduceBucketSize',
  allgather_bucket_size: 'allgatherBucketSize',
  overlap_comm: 'overlapComm',
  stage3_prefetch_bucket_size: 'stage3PrefetchBucketSize',
  stage3_param_persistence_threshold: 'stage3ParamPersistenceThreshold',
};

const OWN_KEYS = new Set(['stage', 'accumulation', 'reduceBucketSize', 'allgatherBucketSize', 'overlapComm', 'stage3PrefetchBucketSize', 'stage3ParamPersistenceThreshold']);
const DS_TOP_KEYS = ['config', 'zero_optimization', 'gradient_clipping', 'gradient_accumulation_steps', 'train_micro_batch_size_per_gpu', 'bf16', 'fp16', 'optimizer', 'scheduler'];
const OPTIMIZERS: Record<string, string> = { adam: 'adam', adamw: 'adamw', sgd: 'sgd', rmsprop: 'rmsprop', adagrad: 'adagrad' };

function fail(key: string, why: string): never {
  throw new Error(`deepspeed.${key}: ${why}`);
}

function unsupported(key: string, supported: readonly string[]): never {
  fail(key, `this ds_config key is not supported; supported keys: ${supported.join(', ')}. Remove it, or set the equivalent option of this config`);
}

/** Sets `path` in `config` to `value`, refusing a different value set there already. */
function setMapped(config: Obj, path: string[], value: unknown, from: string): void {
  let node = config;
  for (const k of path.slice(0, -1)) {
    if (!isPlainObject(node[k])) node[k] = {};
    node = node[k] as Obj;
  }
  const last = path[path.length - 1]!;
  if (node[last] !== undefined && JSON.stringify(node[last]) !== JSON.stringify(value)) {
    fail(from, `maps to ${path.join('.')} = ${JSON.stringify(value)}, but ${path.join('.')} is already ${JSON.stringify(node[last])}; set one of them`);
  }
  node[last] = value;
}

function enabled(block: unknown, key: string): boolean {
  if (!isPlainObject(block)) fail(key, 'expected an object like { "enabled": true }');
  for (const k of Object.keys(block)) if (k !== 'enabled') unsupported(`${key}.${k}`, ['enabled']);
  return block.enabled === true;
}

function mapOptimizer(config: Obj, block: unknown): void {
  if (!isPlainObject(block)) fail('optimizer', 'expected { "type": "AdamW", "params": { ... } }');
  for (const k of Object.keys(block)) if (k !== 'type' && k !== 'params') unsupported(`optimizer.${k}`, ['type', 'params']);
  const name = OPTIMIZERS[String(block.type).toLowerCase()];
  if (!name) fail('optimizer.type', `got ${JSON.stringify(block.type)}; expected one of Adam, AdamW, SGD, RMSprop, Adagrad`);
  setMapped(config, ['optim', 'name'], name, 'optimizer.type');
  const params = (block.params ?? {}) as Obj;
  const names: Record<string, string> = { lr: 'lr', betas: 'betas', eps: 'eps', weight_decay: 'weightDecay', momentum: 'momentum' };
  for (const [k, v] of Object.entries(params)) {
    if (!names[k]) unsupported(`optimizer.params.${k}`, Object.keys(names));
    setMapped(config, ['optim', names[k]!], v, `optimizer.params.${k}`);
  }
}

function mapScheduler(config: Obj, block: unknown): void {
  if (!isPlainObject(block)) fail('scheduler', 'expected { "type": "WarmupLR", "params": { ... } }');
  for (const k of Object.keys(block)) if (k !== 'type' && k !== 'params') unsupported(`scheduler.${k}`, ['type', 'params']);
  const types: Record<string, string> = { WarmupLR: 'constant', WarmupDecayLR: 'linear', WarmupCosineLR: 'cosine' };
  const name = types[String(block.type)];
  if (!name) fail('scheduler.type', `got ${JSON.stringify(block.type)}; expected one of ${Object.keys(types).join(', ')}`);
  setMapped(config, ['sched', 'name'], name, 'scheduler.type');
  const params = (block.params ?? {}) as Obj;
  for (const [k, v] of Object.entries(params)) {
    if (k === 'warmup_num_steps') setMapped(config, ['sched', 'warmup'], v, `scheduler.params.${k}`);
    else if (k === 'total_num_steps') continue; // the runner knows the run's length
    else if (k === 'warmup_type' && v === 'linear') continue;
    else unsupported(`scheduler.params.${k}`, ['warmup_num_steps', 'total_num_steps', "warmup_type: 'linear'"]);
  }
}

/**
 * Expands DeepSpeed's ds_config keys in `config.deepspeed` (inline, or read from the JSON
 * file `deepspeed.config` names, relative to `cwd`; inline keys win over the file's) onto this
 * config: `zero_optimization.*` onto `deepspeed.*`, `gradient_clipping` onto `maxGradNorm`,
 * `gradient_accumulation_steps` onto `accumSteps`, `train_micro_batch_size_per_gpu` onto
 * `dataloader.batchSize`, `bf16`/`fp16` onto `precision`, `optimizer` onto `optim` and
 * `scheduler` onto `sched`. A value that contradicts one set elsewhere, and a key that is
 * neither DeepSpeed's supported ones nor this section's own, is an error that names it.
 *
 * @returns a new config object (the input is not modified); the input itself when there is no `deepspeed` section
 */
export function expandDeepSpeedConfig(input: unknown, cwd = process.cwd()): unknown {
  if (!isPlainObject(input) || !isPlainObject(input.deepspeed)) return input;
  const config: Obj = structuredClone(input);
  let ds = config.deepspeed as Obj;
  if (ds.config !== undefined) {
    if (typeof ds.config !== 'string') fail('config', 'expected the path of a ds_config.json file');
    const path = resolve(cwd, ds.config);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      fail('config', `cannot read '${path}': ${(err as Error).message}`);
    }
    let file: unknown;
    try {
      file = JSON.parse(text);
    } catch (err) {
      fail('config', `'${path}' is not valid JSON: ${(err as Error).message}`);
    }
    if (!isPlainObject(file)) fail('config', `'${path}' must hold a JSON object`);
    const { config: _path, ...inline } = ds;
    ds = { ...file, ...inline };
  }
  const own: Obj = {};
  for (const [key, value] of Object.entries(ds)) {
    if (OWN_KEYS.has(key)) {
      own[key] = value;
      continue;
    }
    switch (key) {
      case 'config':
        break;
      case 'zero_optimization': {
        if (!isPlainObject(value)) fail(key, 'expected an object');
        for (const [k, v] of Object.entries(value)) {
          const ours = ZERO_KEYS[k];
          if (!ours) unsupported(`zero_optimization.${k}`, Object.keys(ZERO_KEYS));
          if (own[ours] !== undefined && own[ours] !== v) fail(`zero_optimization.${k}`, `contradicts deepspeed.${ours} = ${JSON.stringify(own[ours])}`);
          own[ours] = v;
        }
        break;
      }
      case 'gradient_clipping':
        if (value !== 0) setMapped(config, ['maxGradNorm'], value, key);
        break;
      case 'gradient_accumulation_steps':
        setMapped(config, ['accumSteps'], value, key);
        break;
      case 'train_micro_batch_size_per_gpu':
        setMapped(config, ['dataloader', 'batchSize'], value, key);
        break;
      case 'bf16':
        if (enabled(value, key)) setMapped(config, ['precision'], 'bf16', key);
        break;
      case 'fp16':
        if (enabled(value, key)) setMapped(config, ['precision'], 'fp16', key);
        break;
      case 'optimizer':
        mapOptimizer(config, value);
        break;
      case 'scheduler':
        mapScheduler(config, value);
        break;
      default:
        unsupported(key, [...DS_TOP_KEYS, ...OWN_KEYS]);
    }
  }
  config.deepspeed = own;
  return config;
}
