import { type Tensor } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
import { type ClassificationOptions } from './predictions.js';
/**
 * Top-k accuracy: the fraction of samples whose target class is among the `k` highest
 * scores of `[N, C, ...]` output. Named `top{k}`. Sums: `[correct, counted]`; the value is
 * NaN when nothing was counted.
 */
export declare class TopK extends RatioMetric {
    readonly k: number;
    private readonly options;
    readonly name: string;
    constructor(k: number, options?: Pick<ClassificationOptions, 'ignoreIndex'>);
    update(output: Tensor, target: Tensor): void;
}
