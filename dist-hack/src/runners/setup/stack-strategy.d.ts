import type { RunnerConfig } from '../../config/index.js';
import { type ShardingOptions } from '../../distributed/sharding/sharded-data-parallel.js';
import { MeshParallelStrategy, type MeshParallelOptions } from '../../distributed/mesh-strategy.js';
import { type ParallelStrategy } from '../../distributed/strategy.js';
/** Whether the run spans several processes (torchrun's or SLURM's environment, or a joined group of several). */
export declare function runsDistributed(): boolean;
/** The sharding engine's options from the config's `deepspeed` section. */
export declare function shardingOptionsFrom(config: RunnerConfig): ShardingOptions;
/**
 * `torch`: data parallel over several processes, else local. `deepspeed`: the sharding engine
 * (ZeRO stages from `config.deepspeed`) over several processes, else local (one process has
 * nothing to partition). `parallel`: the named axes of `config.parallel` (see
 * {@link meshStrategyFor}).
 */
export declare function strategyForStack(config: RunnerConfig, sharding?: () => ShardingOptions): ParallelStrategy;
/**
 * The strategy of `stack: parallel` for a runner whose loop steps micro-batch by micro-batch:
 * the replicate and shard axes. A pipeline runs each window as one schedule, which
 * `ParallelRunner`'s loop does: with `parallel.pipeline` above 1 this refuses, naming it.
 */
export declare function meshStrategyFor(config: RunnerConfig, options?: Omit<MeshParallelOptions, 'axes'>): MeshParallelStrategy;
