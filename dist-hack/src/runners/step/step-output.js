import { Tensor } from '../../torch/tensor.js';
import { asyncStepMessage } from '../setup/setup-checks.js';
/**
 * Reads a step's output: a scalar loss tensor, or `{ loss, normalizer }` (the normalizer a
 * number or a one-element tensor).
 *
 * @throws TypeError naming the step and what it returned instead
 */
export function readStepOutput(out, step) {
    if (out instanceof Promise || typeof out?.then === 'function')
        throw new TypeError(asyncStepMessage(step));
    if (out instanceof Tensor)
        return { loss: checkLoss(out, step), normalizer: undefined };
    if (out !== null && typeof out === 'object' && out.loss instanceof Tensor) {
        const o = out;
        let n = o.normalizer;
        if (n instanceof Tensor)
            n = n.item();
        if (n !== undefined && typeof n !== 'number') {
            throw new TypeError(`${step} returned a normalizer of type ${typeof n}; expected a number (or a one-element tensor), for example the count of valid tokens`);
        }
        return { loss: checkLoss(o.loss, step), normalizer: n };
    }
    throw new TypeError(`${step} must return the loss (a one-element tensor, the mean over the micro-batch) or { loss, normalizer }, but returned ${out === null ? 'null' : typeof out}`);
}
function checkLoss(loss, step) {
    if (loss.numel() !== 1) {
        throw new TypeError(`${step} returned a loss of shape [${loss.shape.join(', ')}]; reduce it to one element (for example loss.mean())`);
    }
    return loss;
}
//# sourceMappingURL=step-output.js.map