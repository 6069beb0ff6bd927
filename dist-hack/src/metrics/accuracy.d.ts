import { type Tensor } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
import { type ClassificationOptions } from './predictions.js';
/**
 * The fraction of correct predictions: the argmax of `[N, C, ...]` logits against class
 * indices, or a thresholded binary output (`[N]` or `[N, 1]`) against 0/1 targets.
 * Sums: `[correct, counted]`; the value is NaN when nothing was counted.
 */
export declare class Accuracy extends RatioMetric {
    private readonly options;
    readonly name: string;
    constructor(options?: ClassificationOptions);
    update(output: Tensor, target: Tensor): void;
}
