import { type Tensor } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
/** A mean over target elements of a per-element error. Sums: `[error sum, element count]`. */
declare abstract class MeanError extends RatioMetric {
    protected abstract reduce(errors: Tensor): Tensor;
    update(output: Tensor, target: Tensor): void;
}
/** Mean squared error over all target elements. */
export declare class MSE extends MeanError {
    readonly name: string;
    protected reduce(errors: Tensor): Tensor;
}
/** Mean absolute error over all target elements. */
export declare class MAE extends MeanError {
    readonly name: string;
    protected reduce(errors: Tensor): Tensor;
}
export {};
