// The strategy a config's stack asks for, so that any TorchRunner subclass runs under any
// stack with no code change.
import type { RunnerConfig } from '../../config/index.js';
import { DeepSpeedSchema } from '../../config/sections/deepspeed.js';
import { DataParallelStrategy } from '../../distributed/data-parallel.js';
import { isDistributedEnv } from '../../distributed/env.js';
import { ShardedDataParallelStrategy, type ShardingOptions } from '../../distributed/sharding/sharded-data-parallel.js';
import { MeshParallelStrategy, type MeshParallelOptions } from '../../distributed/mesh-strategy.js';
import { LocalStrategy, type ParallelStrategy } from '../../distributed/strategy.js';
import { getDefaultGroup, isInitialized } from '../../torch/distributed/init.js';

/** Whether the run spans several processes (torchrun's or SLURM's environment, or a joined group of several). */
export function runsDistributed(): boolean {
  return isInitialized() ? getDefaultGroup().size > 1 : isDistributedEnv();
}

/** The sharding engine's options from the config's `deepspeed` section. */
export function shardingOptionsFrom(config: RunnerConfig): ShardingOptions {
  const ds = config.deepspeed ?? DeepSpeedSchema.parse({});
  return {
    init: { timeoutMs: config.distributed.timeout * 1000 },
    heartbeatTimeoutMs: config.distributed.heartbeatTimeout * 1000,
    stage: ds.stage,
    bucketElements: ds.reduceBucketSize,
    ...(ds.accumulation ? { accumulation: ds.accumulation } : {}),
    ...(ds.stage3PrefetchBucketSize !== undefined ? { prefetchElements: ds.stage3PrefetchBucketSize } : {}),
    ...(ds.stage3ParamPersistenceThreshold !== undefined ? { persistenceThreshold: ds.stage3ParamPersistenceThreshold } : {}),
  };
}

/**
 * `torch`: data parallel over several processes, else local. `deepspeed`: the sharding engine
 * (ZeRO stages from `config.deepspeed`) over several processes, else local (one process has
 * nothing to partition). `parallel`: the named axes of `config.parallel` (see
 * {@link meshStrategyFor}).
 */
export function strategyForStack(config: RunnerConfig, sharding: () => ShardingOptions = () => shardingOptionsFrom(config)): ParallelStrategy {
  switch (config.stack) {
    case 'torch':
      return runsDistributed() ? new DataParallelStrategy({ init: { timeoutMs: config.distributed.timeout * 1000 }, heartbeatTimeoutMs: config.distributed.heartbeatTimeout * 1000 }) : new LocalStrategy();
    case 'deepspeed':
      return runsDistributed() ? new ShardedDataParallelStrategy(sharding()) : new LocalStrategy();
    case 'parallel':
      return meshStrategyFor(config);
  }
}

/**
 * The strategy of `stack: parallel` for a runner whose loop steps micro-batch by micro-batch:
 * the replicate and shard axes. A pipeline runs each window as one schedule, which
 * `ParallelRunner`'s loop does: with `parallel.pipeline` above 1 this refuses, naming it.
 */
export function meshStrategyFor(config: RunnerConfig, options: Omit<MeshParallelOptions, 'axes'> = {}): MeshParallelStrategy {
  const strategy = new MeshParallelStrategy({
    axes: config.parallel ?? { shard: -1 },
    splitPoints: config.parallel?.splitPoints,
    virtualStages: config.parallel?.virtualStages,
    heartbeatTimeoutMs: config.distributed.heartbeatTimeout * 1000,
    ...(config.parallel?.fullyShard ? { sharding: { stage: 3 } } : {}),
    ...options,
  });
  if (config.parallel?.sequenceParallel && !options.prepareModel) {
    throw new Error('parallel.sequenceParallel is applied by ParallelRunner when it splits the model over the tensor axis: extend ParallelRunner instead of TorchRunner');
  }
  if (strategy.pipelined && !options.pipelineLoop) {
    throw new Error(`parallel.pipeline ${strategy.mesh.sizes.pipeline} needs ParallelRunner's loop, which runs each accumulation window as one pipeline schedule: extend ParallelRunner instead of TorchRunner`);
  }
  return strategy;
}
