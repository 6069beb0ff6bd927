export { copyToTensorParallel, reduceFromTensorParallel, gatherFromTensorParallel, scatterToTensorParallel } from './operators.js';
export { ColumnParallelLinear, RowParallelLinear } from './linear.js';
export * from './split-parameters.js';
export * from './parallelize.js';
export { tensorParallelSquares } from './grad-norm.js';
