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
/**
 * PyTorch's `torch.optim`: optimizers, `optim.lrScheduler.*` schedulers, and the gradient
 * utilities of `torch.nn.utils` (`clipGradNorm_`, `clipGradValue_`) plus a non-finite check.
 */
export const optim = {
    Optimizer,
    SGD,
    Adam,
    AdamW,
    Adagrad,
    RMSprop,
    LBFGS,
    lrScheduler,
    clipGradNorm_,
    clipGradValue_,
    gradsAreFinite,
    hasNonfiniteGrad,
};
//# sourceMappingURL=index.js.map