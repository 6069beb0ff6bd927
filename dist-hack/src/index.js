export * from './torch/index.js';
export * from './config/index.js';
export * from './workspace/index.js';
export * from './data/index.js';
export * from './logging/index.js';
export * from './checkpoints/index.js';
export * from './metrics/index.js';
export * from './runners/index.js';
export * from './distributed/index.js';
export * from './errors/index.js';
//# sourceMappingURL=index.js.map