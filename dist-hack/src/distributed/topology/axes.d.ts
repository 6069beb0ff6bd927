import type { ParallelAxis, ParallelConfig } from '../../config/index.js';
/**
 * The mesh order, outermost to innermost. Tensor is innermost so that a tensor-parallel
 * group is neighbouring ranks (one node's processes under torchrun's rank layout), where its
 * per-layer all-reduces are cheapest; pipeline is outermost, since its stages exchange the
 * least.
 */
export declare const MESH_ORDER: readonly ["pipeline", "replicate", "shard", "context", "expert", "tensor"];
/** The size of every axis, each >= 1. */
export type AxisSizes = Record<ParallelAxis, number>;
/**
 * Resolves the `parallel` section against the world size: an axis set to -1 takes what the
 * others leave, and the product must equal the world size.
 *
 * @throws UsageError naming both numbers when the axes do not multiply to the world size, or when
 *   an axis that is not built yet (`expert`) is above 1
 */
export declare function resolveAxisSizes(config: Partial<Record<ParallelAxis, number>>, worldSize: number): AxisSizes;
/** The axes sizes of a config's `parallel` section, or of none (every axis 1, shard taking the world). */
export declare function axisSizesOf(parallel: ParallelConfig | undefined, worldSize: number): AxisSizes;
