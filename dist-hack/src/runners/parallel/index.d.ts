export { ParallelRunner } from './parallel-runner.js';
export { StageProxyDataset, stageProxyDatasets } from './stage-proxy.js';
export type { ProxyBatch } from './stage-proxy.js';
