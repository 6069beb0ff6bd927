export { LRScheduler } from './scheduler.js';
export { StepLR } from './step-lr.js';
export { MultiStepLR } from './multi-step-lr.js';
export { ExponentialLR } from './exponential-lr.js';
export { CosineAnnealingLR } from './cosine-annealing-lr.js';
export { CosineAnnealingWarmRestarts } from './cosine-annealing-warm-restarts.js';
export { LinearLR } from './linear-lr.js';
export { ConstantLR } from './constant-lr.js';
export { OneCycleLR } from './one-cycle-lr.js';
export { ReduceLROnPlateau } from './reduce-lr-on-plateau.js';
export { LambdaLR } from './lambda-lr.js';
export { SequentialLR } from './sequential-lr.js';
export { WarmupStableDecayLR } from './warmup-stable-decay-lr.js';
//# sourceMappingURL=index.js.map