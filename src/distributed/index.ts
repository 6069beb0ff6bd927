export { LocalStrategy } from './strategy.js';
export type { ParallelStrategy } from './strategy.js';
export { DataParallelStrategy } from './data-parallel.js';
export type { DataParallelOptions, GradientSyncStats } from './data-parallel.js';
export { readDistributedEnv, isDistributedEnv, firstSlurmHost, DEFAULT_MASTER_PORT } from './env.js';
export type { DistributedEnv } from './env.js';
export * from './topology/index.js';
export * from './pipeline/index.js';
