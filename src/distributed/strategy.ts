import type { Module } from '../torch/nn/index.js';

/**
 * How a runner spreads work across processes. A single process uses {@link LocalStrategy};
 * data parallelism over c10d implements the same interface, so the runner's loops are the
 * same on one process or many.
 *
 * Gradient reduction is a SUM over ranks: the runner divides by the globally reduced loss
 * normalizer (or micro-step count) at the optimizer step, so uniform and weighted
 * accumulation come out right on any number of processes.
 */
export interface ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  /** Rank 0: the process that logs, writes results and writes file checkpoints. */
  readonly isMain: boolean;
  /**
   * Before {@link prepare}: checks that every rank holds the same `facts` (config keys,
   * parameter names, shapes and dtypes, as `key` → value text) and throws, on every rank,
   * naming the ranks and keys that differ. Absent on strategies of one process.
   */
  agree?(facts: Readonly<Record<string, string>>): Promise<void>;
  /** Once, after the model is built: make every rank's parameters and buffers equal rank 0's and install gradient hooks. */
  prepare(model: Module): Promise<void>;
  /** Whether the next backward passes reduce gradients (false on non-boundary accumulation micro-steps). */
  setGradientSync(enabled: boolean): void;
  /** After the boundary backward: waits until every gradient holds the sum over ranks. */
  finishGradientSync(): Promise<void>;
  /** Element-wise sums of `values` over ranks (losses, normalizers, metric sums, flags). */
  allReduceSum(values: readonly number[]): Promise<number[]>;
  /** Waits for every rank. */
  barrier(): Promise<void>;
  /** Removes hooks and releases the process group when the strategy owns it. */
  close(): Promise<void>;
}

/** One process: nothing to reduce. */
export class LocalStrategy implements ParallelStrategy {
  readonly rank = 0;
  readonly localRank = 0;
  readonly worldSize = 1;
  readonly isMain = true;
  async prepare(_model: Module): Promise<void> {}
  setGradientSync(_enabled: boolean): void {}
  async finishGradientSync(): Promise<void> {}
  async allReduceSum(values: readonly number[]): Promise<number[]> {
    return [...values];
  }
  async barrier(): Promise<void> {}
  async close(): Promise<void> {}
}
