import type { AxisSizes } from '../topology/axes.js';
import type { Topology } from '../topology/topology.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module } from '../../torch/nn/index.js';
import { ContextParallel } from './context-parallel.js';

/** A model that runs under context parallelism: it takes the context and uses it while it is active. */
export interface ContextParallelModel {
  /**
   * Called once at setup with `parallel.context` above 1. While `cp.active`, each sequence the
   * model sees is this rank's share of it (`cp.shard`): position embeddings take
   * `cp.positions(T/C)`, and attention runs over the whole sequence's keys and values
   * (`contextParallelAttention(cp, q, k, v, { docIds })`, or `cp.gatherKeysValues` with
   * `cp.mask`); `useContextParallelDropout(this, cp)` gives its dropouts per-context-rank masks.
   * Called after the tensor-parallel plan.
   */
  enableContextParallel(cp: ContextParallel): void;
}

/** Whether `model` implements {@link ContextParallelModel}. */
export function supportsContextParallel(model: Module): model is Module & ContextParallelModel {
  return typeof (model as Partial<ContextParallelModel>).enableContextParallel === 'function';
}

/**
 * Refuses, before any process group is made, what context parallelism cannot run: a model
 * without `enableContextParallel`, and the axis it is not combined with (expert). Replicate,
 * shard, tensor and pipeline are supported, alone or together.
 */
export function checkContextParallel(model: Module, sizes: AxisSizes): void {
  if (sizes.context === 1) return;
  const others = (['expert'] as const).filter((a) => sizes[a] > 1);
  if (others.length > 0) {
    const named = others.map((a) => `parallel.${a} ${sizes[a]}`).join(', ');
    throw new Error(
      `parallel.context ${sizes.context} is not supported together with ${named}: context parallelism combines with replicate, shard, tensor and pipeline only; ` +
        `set ${others.map((a) => `parallel.${a}: 1`).join(', ')}`,
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

/** With a context axis above 1: this rank's {@link ContextParallel}, handed to the model (`enableContextParallel`); else null. */
export function contextParallelOf(model: Module, topology: Topology): ContextParallel | null {
  if (topology.sizes.context === 1) return null;
  const cp = new ContextParallel(topology.group('context')!);
  (model as Module & ContextParallelModel).enableContextParallel(cp);
  return cp;
}

/**
 * The group over which the sharding engine sums its reduced gradient shards: the ranks that
 * hold the same shards and saw different tokens (replicate × context; the replicate group
 * without a context axis). Collective when both axes are above 1: every rank creates every
 * such group, in the same order.
 */
export async function shardReplicaGroup(topology: Topology): Promise<ProcessGroup | null> {
  const { replicate, context } = topology.sizes;
  if (context === 1 || replicate === 1) return topology.group(context === 1 ? 'replicate' : 'context');
  return topology.newGroupOver(['replicate', 'context']);
}
