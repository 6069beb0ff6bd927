import type { AxisSizes } from '../topology/axes.js';
import type { Module } from '../../torch/nn/index.js';
import type { ContextParallel } from './context-parallel.js';

/** A model that runs under context parallelism: it takes the context and uses it while it is active. */
export interface ContextParallelModel {
  /**
   * Called once at setup with `parallel.context` above 1. While `cp.active`, each sequence the
   * model sees is this rank's share of it (`cp.shard`): position embeddings take
   * `cp.positions(T/C)`, and attention runs over the whole sequence's keys and values
   * (`contextParallelAttention(cp, q, k, v, { docIds })`, or `cp.gatherKeysValues` with
   * `cp.mask`).
   */
  enableContextParallel(cp: ContextParallel): void;
}

/** Whether `model` implements {@link ContextParallelModel}. */
export function supportsContextParallel(model: Module): model is Module & ContextParallelModel {
  return typeof (model as Partial<ContextParallelModel>).enableContextParallel === 'function';
}

/**
 * Refuses, before any process group is made, what context parallelism cannot run: a model
 * without `enableContextParallel`, and the axes it is not combined with (pipeline, tensor,
 * shard, expert). Replicate × context is supported.
 */
export function checkContextParallel(model: Module, sizes: AxisSizes): void {
  if (sizes.context === 1) return;
  const others = (['pipeline', 'tensor', 'shard', 'expert'] as const).filter((a) => sizes[a] > 1);
  if (others.length > 0) {
    const named = others.map((a) => `parallel.${a} ${sizes[a]}`).join(', ');
    throw new Error(
      `parallel.context ${sizes.context} is not supported together with ${named}: context parallelism combines with replicate only; ` +
        `set ${others.map((a) => `parallel.${a}: 1`).join(', ')} (parallel.shard defaults to -1: with a context axis set parallel.replicate: -1 or parallel.shard: 1)`,
    );
  }
  if (!supportsContextParallel(model)) {
    throw new Error(
      `parallel.context ${sizes.context}: the model (${model.constructor.name}) does not support context parallelism. ` +
        'Give it a method enableContextParallel(cp: ContextParallel) that keeps cp; while cp.active, its forward sees this rank\'s share of each sequence: ' +
        'take position embeddings at cp.positions(T) and compute attention with contextParallelAttention(cp, q, k, v, { docIds }) ' +
        '(or cp.gatherKeysValues(k, v) and cp.mask(T, docIds)); see the Context parallelism section of docs/distributed.md',
    );
  }
}
