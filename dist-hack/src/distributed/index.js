export { LocalStrategy } from './strategy.js';
export { DataParallelStrategy } from './data-parallel.js';
export { readDistributedEnv, isDistributedEnv, firstSlurmHost, DEFAULT_MASTER_PORT } from './env.js';
export { worldRoles } from './strategy.js';
export { ShardedDataParallelStrategy } from './sharding/sharded-data-parallel.js';
export { DivergentCollectiveError } from './sharding/collective-ledger.js';
export { defaultUnitPolicy } from './sharding/units.js';
export * from './topology/index.js';
export * from './pipeline/index.js';
export { MeshParallelStrategy } from './mesh-strategy.js';
export * from './tensor-parallel/index.js';
export { rngTracker, RngStatesTracker, seedModelParallelRng, MODEL_PARALLEL_RNG, MODEL_PARALLEL_SEED_OFFSET } from './rng-tracker.js';
//# sourceMappingURL=index.js.map