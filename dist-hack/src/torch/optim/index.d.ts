import { Adagrad } from './adagrad.js';
import { Adam } from './adam.js';
import { AdamW } from './adamw.js';
import { clipGradNorm_, clipGradValue_, gradsAreFinite, hasNonfiniteGrad } from './clip-grad.js';
import { LBFGS } from './lbfgs.js';
import * as lrScheduler from './lr-scheduler/index.js';
import { Optimizer } from './optimizer.js';
import { RMSprop } from './rmsprop.js';
import { SGD } from './sgd.js';
export { Optimizer, SGD, Adam, AdamW, Adagrad, RMSprop, LBFGS, lrScheduler };
export { clipGradNorm_, clipGradValue_, gradsAreFinite, hasNonfiniteGrad };
export type { BaseOptions, OptimizerStateDict, ParamGroup, ParamGroupInput, ParamsInput, ParamState } from './optimizer.js';
export type { SGDOptions } from './sgd.js';
export type { AdamOptions } from './adam.js';
export type { AdamWOptions } from './adamw.js';
export type { AdagradOptions } from './adagrad.js';
export type { RMSpropOptions } from './rmsprop.js';
export type { LBFGSOptions, LossClosure } from './lbfgs.js';
export type { TensorOrTensors } from './clip-grad.js';
/**
 * PyTorch's `torch.optim`: optimizers, `optim.lrScheduler.*` schedulers, and the gradient
 * utilities of `torch.nn.utils` (`clipGradNorm_`, `clipGradValue_`) plus a non-finite check.
 */
export declare const optim: {
    Optimizer: typeof Optimizer;
    SGD: typeof SGD;
    Adam: typeof Adam;
    AdamW: typeof AdamW;
    Adagrad: typeof Adagrad;
    RMSprop: typeof RMSprop;
    LBFGS: typeof LBFGS;
    lrScheduler: typeof lrScheduler;
    clipGradNorm_: typeof clipGradNorm_;
    clipGradValue_: typeof clipGradValue_;
    gradsAreFinite: typeof gradsAreFinite;
    hasNonfiniteGrad: typeof hasNonfiniteGrad;
};
