import { scope, type Tensor } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';

/**
 * The error of each output element against the target of the same position, in float64.
 * An output with the target's number of elements but another shape (`[N, 1]` for `[N]`) is
 * reshaped to the target's; anything else is an error rather than a silent broadcast.
 */
function elementErrors(output: Tensor, target: Tensor, metric: string): Tensor {
  if (output.numel() !== target.numel()) {
    throw new Error(
      `${metric}: output of shape [${output.size() as number[]}] and target of shape [${target.size() as number[]}] ` +
        `have different numbers of elements; pass one prediction per target value`,
    );
  }
  return output.detach().double().reshape(target.size() as number[]).sub(target.double());
}

/** A mean over target elements of a per-element error. Sums: `[error sum, element count]`. */
abstract class MeanError extends RatioMetric {
  protected abstract reduce(errors: Tensor): Tensor;

  update(output: Tensor, target: Tensor): void {
    this.add(scope(() => this.reduce(elementErrors(output, target, this.name)).sum().item()), target.numel());
  }
}

/** Mean squared error over all target elements. */
export class MSE extends MeanError {
  readonly name: string = 'mse';
  protected reduce(errors: Tensor): Tensor {
    return errors.square();
  }
}

/** Mean absolute error over all target elements. */
export class MAE extends MeanError {
  readonly name: string = 'mae';
  protected reduce(errors: Tensor): Tensor {
    return errors.abs();
  }
}
