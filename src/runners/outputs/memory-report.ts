import type { ParallelStrategy } from '../../distributed/strategy.js';
import { optimizerStateBytes, tensorBytes, type ShardingMemoryReport } from '../../distributed/sharding/memory.js';
import type { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';

/**
 * Bytes of parameters, gradients and optimizer state this rank holds, and `peak`: `total` plus
 * the transient bytes (parameters gathered around a unit, full gradients alive while a bucket
 * is reduced), the most this rank's tensors reach within a step.
 */
export type MemoryReport = ShardingMemoryReport & { peak: number };

function withPeak(report: ShardingMemoryReport): MemoryReport {
  return { ...report, peak: report.total + (report.transient?.parameters ?? 0) + (report.transient?.gradients ?? 0) };
}

/**
 * This rank's tensor bytes: from the strategy when it shards (its parameters, its largest
 * gradient footprint, the optimizer's shard state), else counted from the model and optimizer
 * as they are now.
 */
export function memoryReport(strategy: ParallelStrategy, model: Module, optimizer: Optimizer<any> | undefined): MemoryReport {
  const sharded = strategy as ParallelStrategy & { memoryReport?: (o?: Optimizer<any>) => MemoryReport };
  if (typeof sharded.memoryReport === 'function') return withPeak(sharded.memoryReport(optimizer));
  let parameters = 0;
  let gradients = 0;
  for (const p of model.parameters()) {
    parameters += tensorBytes(p);
    const g = p.grad;
    if (g) gradients += tensorBytes(g);
    g?.dispose();
  }
  const optimizerState = optimizerStateBytes(optimizer);
  return withPeak({ parameters, gradients, optimizerState, total: parameters + gradients + optimizerState });
}

/**
 * The report as log values in MiB (`mem_params_mib`, `mem_grads_mib`, `mem_optim_mib`, and
 * `mem_transient_grads_mib`, `mem_peak_mib` with the transient buckets counted).
 */
export function memoryLogValues(report: MemoryReport): Record<string, number> {
  const mib = (n: number) => n / (1024 * 1024);
  return {
    mem_params_mib: mib(report.parameters),
    mem_grads_mib: mib(report.gradients),
    mem_optim_mib: mib(report.optimizerState),
    mem_transient_grads_mib: mib(report.transient?.gradients ?? 0),
    mem_peak_mib: mib(report.peak),
  };
}
