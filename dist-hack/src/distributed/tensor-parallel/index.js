export { copyToTensorParallel, reduceFromTensorParallel, gatherFromTensorParallel, scatterToTensorParallel } from './operators.js';
export { ColumnParallelLinear, RowParallelLinear } from './linear.js';
export { VocabParallelEmbedding } from './embedding.js';
export { vocabParallelCrossEntropy } from './cross-entropy.js';
export * from './split-parameters.js';
export * from './parallelize.js';
export { tensorParallelSquares } from './grad-norm.js';
export * from './plan.js';
export { TensorParallelDropout } from './dropout.js';
//# sourceMappingURL=index.js.map