import type { ParallelStrategy } from '../../distributed/strategy.js';
import { type ShardingMemoryReport } from '../../distributed/sharding/memory.js';
import type { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
/**
 * Bytes of parameters, gradients and optimizer state this rank holds, and `peak`: `total` plus
 * the transient bytes (parameters gathered around a unit, full gradients alive while a bucket
 * is reduced), the most this rank's tensors reach within a step.
 */
export type MemoryReport = ShardingMemoryReport & {
    peak: number;
};
/**
 * This rank's tensor bytes: from the strategy when it shards (its parameters, its largest
 * gradient footprint, the optimizer's shard state), else counted from the model and optimizer
 * as they are now.
 */
export declare function memoryReport(strategy: ParallelStrategy, model: Module, optimizer: Optimizer<any> | undefined): MemoryReport;
/**
 * The report as log values in MiB (`mem_params_mib`, `mem_grads_mib`, `mem_optim_mib`, and
 * `mem_transient_grads_mib`, `mem_peak_mib` with the transient buckets counted).
 */
export declare function memoryLogValues(report: MemoryReport): Record<string, number>;
