export { ParallelRunner } from './parallel-runner.js';
export { StageProxyDataset, stageProxyDatasets } from './stage-proxy.js';
//# sourceMappingURL=index.js.map