import { scope } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
/**
 * The error of each output element against the target of the same position, in float64.
 * An output with the target's number of elements but another shape (`[N, 1]` for `[N]`) is
 * reshaped to the target's; anything else is an error rather than a silent broadcast.
 */
function elementErrors(output, target, metric) {
    if (output.numel() !== target.numel()) {
        throw new Error(`${metric}: output of shape [${output.size()}] and target of shape [${target.size()}] ` +
            `have different numbers of elements; pass one prediction per target value`);
    }
    return output.detach().double().reshape(target.size()).sub(target.double());
}
/** A mean over target elements of a per-element error. Sums: `[error sum, element count]`. */
class MeanError extends RatioMetric {
    update(output, target) {
        this.add(scope(() => this.reduce(elementErrors(output, target, this.name)).sum().item()), target.numel());
    }
}
/** Mean squared error over all target elements. */
export class MSE extends MeanError {
    name = 'mse';
    reduce(errors) {
        return errors.square();
    }
}
/** Mean absolute error over all target elements. */
export class MAE extends MeanError {
    name = 'mae';
    reduce(errors) {
        return errors.abs();
    }
}
//# sourceMappingURL=regression.js.map