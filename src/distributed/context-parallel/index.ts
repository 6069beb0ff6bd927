export { ContextParallel, contextParallelAttention } from './context-parallel.js';
export type { ContextAttentionOptions } from './context-parallel.js';
export { checkContextLength, loadBalancedPositions } from './load-balance.js';
export { shardBatch } from './batch.js';
export type { ShardedBatch } from './batch.js';
export { checkContextParallel, supportsContextParallel } from './support.js';
export type { ContextParallelModel } from './support.js';
export { gatherSequence } from './gather-sequence.js';
export { ContextParallelDropout, useContextParallelDropout } from './dropout.js';
