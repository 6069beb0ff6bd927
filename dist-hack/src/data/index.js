export { Dataset, IterableDataset, isMapDataset, isIterableDataset } from './dataset.js';
export { TensorDataset, indexTensor } from './tensor-dataset.js';
export { ConcatDataset } from './concat-dataset.js';
export { Subset, randomSplit } from './subset.js';
export { SequentialSampler } from './sequential-sampler.js';
export { RandomSampler } from './random-sampler.js';
export { WeightedRandomSampler } from './weighted-random-sampler.js';
export { DistributedSampler } from './distributed-sampler.js';
export { BatchSampler } from './batch-sampler.js';
export { defaultCollate, CollateError } from './collate.js';
export { DataLoader } from './dataloader.js';
export { parseIdx, readIdx, readIdxTensor } from './idx.js';
export { MNIST, MNIST_MEAN, MNIST_STD, MNIST_PACKAGE } from './mnist.js';
export { TokenDataset } from './token-dataset.js';
export { MixtureDataset } from './mixture-dataset.js';
export { MixtureSampler } from './mixture-sampler.js';
//# sourceMappingURL=index.js.map