import { noGrad } from '../../torch/autograd.js';
import { clipGradValue_ } from '../../torch/optim/index.js';
import { foreach } from '../../torch/optim/foreach.js';
import { scope } from '../../torch/scope.js';
import { stepAsCopied } from './step-as-copied.js';
const untraced = (_name, _cat, fn) => fn();
/**
 * Rescales the window's summed gradients by the reduced divisor and takes the step:
 * non-finite skip (or the fp16 scaler's overflow), clipping by value and by norm,
 * `optimizer.step()`, `strategy.afterOptimizerStep()`, zeroing the gradients. A skipped step
 * zeroes the gradients too.
 *
 * Returns the outcome at once (no promise) when nothing needs waiting for: one process, no
 * trace, no scaler, no non-finite check and no clipping by norm (each of which reduces, or
 * may, over ranks), and no checkpoint copy in progress.
 */
export function stepOptimizer(parts, window) {
    const { strategy, config } = parts;
    const local = strategy.roles.data.size === 1 && strategy.roles.optimizer.size === 1 && !parts.trace && !parts.scaler && !config.skipNonfiniteGrad && config.maxGradNorm === undefined;
    return local ? stepLocally(parts, window) : stepAcrossRanks(parts, window);
}
function stepLocally(parts, window) {
    const { divisor, lossSum } = window;
    const loss = divisor > 0 ? lossSum / divisor : NaN;
    const stopAgreed = (parts.stopFlag ?? 0) > 0;
    if (!(divisor > 0))
        return skipStep(parts, { stepped: false, loss, stopAgreed, skipReason: 'zero-normalizer' });
    rescale(parts, divisor);
    clipByValue(parts);
    return takeStep(parts, { stepped: true, loss, stopAgreed, gradNorm: undefined });
}
async function stepAcrossRanks(parts, window) {
    const { strategy, scaler, config } = parts;
    const { roles } = strategy;
    const trace = parts.trace ?? untraced;
    // Where the data domain is every rank (one process, DDP, ZeRO) the stop flag rides along the
    // step's reduction; otherwise it needs its own, over every rank.
    const stopWithData = roles.data.size === roles.optimizer.size;
    const local = [window.divisor, window.lossSum, ...(stopWithData ? [parts.stopFlag ?? 0] : [])];
    const [divisor, lossSum, stopSum] = roles.data.size === 1 && !parts.trace ? local : await trace('reduce window', 'collective', () => strategy.reduce(local, 'data', 'sum'));
    const stopAgreed = (stopWithData ? stopSum : roles.optimizer.size === 1 ? (parts.stopFlag ?? 0) : (await strategy.reduce([parts.stopFlag ?? 0], 'optimizer', 'max'))[0]) > 0;
    const loss = divisor > 0 ? lossSum / divisor : NaN;
    const nonfinite = config.skipNonfiniteGrad && !scaler ? await strategy.nonfiniteGradients() : false;
    let skip = nonfinite || !(divisor > 0);
    let overflow = false;
    if (scaler) {
        const grads = strategy.gradients();
        overflow = scaler.unscale(grads, divisor > 0 ? divisor : 1);
        grads.forEach((g) => g.dispose());
        if (strategy.roles.optimizer.size > 1)
            overflow = (await strategy.reduce([overflow ? 1 : 0], 'optimizer', 'max'))[0] > 0;
        skip ||= overflow;
    }
    else if (!skip) {
        rescale(parts, divisor);
    }
    if (skip) {
        const skipReason = !(divisor > 0) ? 'zero-normalizer' : overflow && !nonfinite ? 'overflow' : 'nonfinite';
        return skipStep(parts, { stepped: false, loss, stopAgreed, skipReason });
    }
    clipByValue(parts);
    const gradNorm = config.maxGradNorm !== undefined ? await trace('clipGradNorm', 'collective', () => strategy.clipGradNorm(config.maxGradNorm)) : undefined;
    return takeStep(parts, { stepped: true, loss, stopAgreed, gradNorm });
}
/** The summed gradients divided by the window's (reduced) divisor. */
function rescale(parts, divisor) {
    if (divisor !== 1)
        scope(() => noGrad(() => foreach.mulScalar_(parts.strategy.gradients(), 1 / divisor)));
}
function clipByValue(parts) {
    const max = parts.config.maxGradValue;
    if (max !== undefined)
        clipGradValue_(parts.strategy.optimizerParameters().map((p) => p.tensor), max);
}
function skipStep(parts, outcome) {
    parts.strategy.zeroGrad(parts.optimizer);
    parts.scaler?.update();
    return outcome;
}
/**
 * `optimizer.step()` once the asynchronous checkpoint copies allow it, what the strategy does
 * after it, the scaler's update and `zeroGrad`; waits only where something returns a promise.
 */
function takeStep(parts, outcome) {
    const copies = parts.checkpoints?.pendingCopies;
    return thenCall(copies ? undefined : parts.checkpoints?.untilSnapshotted?.(), stepParameters, parts, outcome);
}
function stepParameters(parts, outcome) {
    return thenCall(stepAsCopied(parts.optimizer, parts.checkpoints?.pendingCopies), afterParameters, parts, outcome);
}
function afterParameters(parts, outcome) {
    const copies = parts.checkpoints?.pendingCopies;
    // What follows may change more of what a snapshot holds (ZeRO's all-gather, the EMA).
    return thenCall(copies && !copies.idle ? copies.settled() : undefined, afterStrategy, parts, outcome);
}
function afterStrategy(parts, outcome) {
    const { strategy } = parts;
    const after = parts.trace ? parts.trace('afterOptimizerStep', 'collective', () => strategy.afterOptimizerStep()) : strategy.afterOptimizerStep();
    return thenCall(after, finishStep, parts, outcome);
}
function finishStep(parts, outcome) {
    parts.scaler?.update();
    parts.strategy.zeroGrad(parts.optimizer);
    return outcome;
}
/**
 * `next(a, b)` once `value` settles: at once when `value` is not a promise. The optimizer step
 * chains its stages with it, so that a step with nothing to wait for (one process, no
 * asynchronous checkpoint copies) runs synchronously, with no promise, microtask or suspended
 * async frame per stage; the arguments are passed on rather than closed over, so that the
 * synchronous case allocates nothing.
 */
export function thenCall(value, next, a, b) {
    return value instanceof Promise ? value.then(() => next(a, b)) : next(a, b);
}
//# sourceMappingURL=optimizer-step.js.map