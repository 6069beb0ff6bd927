import type { ParallelConfig } from '../../config/sections/parallel.js';
import type { MeshParallelOptions } from '../../distributed/mesh-strategy.js';
/**
 * The sharding engine's options on the shard axis from `parallel`: stage 2 (optimizer state
 * and gradients partitioned), or stage 3 (parameters too) with `fullyShard`, freeing each
 * unit's parameters after its forward unless `reshardAfterForward` is false.
 *
 * @throws Error for `reshardAfterForward` without `fullyShard`
 */
export declare function parallelShardingOptions(parallel: ParallelConfig | undefined): NonNullable<MeshParallelOptions['sharding']>;
