import type { ParallelConfig } from '../../config/sections/parallel.js';
import type { MeshParallelOptions } from '../../distributed/mesh-strategy.js';

/**
 * The sharding engine's options on the shard axis from `parallel`: stage 2 (optimizer state
 * and gradients partitioned), or stage 3 (parameters too) with `fullyShard`, freeing each
 * unit's parameters after its forward unless `reshardAfterForward` is false.
 *
 * @throws Error for `reshardAfterForward` without `fullyShard`
 */
export function parallelShardingOptions(parallel: ParallelConfig | undefined): NonNullable<MeshParallelOptions['sharding']> {
  if (parallel?.reshardAfterForward !== undefined && !parallel.fullyShard) {
    throw new Error(`parallel.reshardAfterForward ${parallel.reshardAfterForward}: it applies to fully sharded parameters only; set parallel.fullyShard: true, or drop reshardAfterForward`);
  }
  return parallel?.fullyShard ? { stage: 3, reshardAfterForward: parallel.reshardAfterForward ?? true } : { stage: 2 };
}
