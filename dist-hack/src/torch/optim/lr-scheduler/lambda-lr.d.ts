import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** A function from the step index to a multiplier of the initial lr. */
export type LrLambda = (step: number) => number;
/**
 * Sets the lr to the initial lr times `lrLambda(step)` (PyTorch's `LambdaLR`); one function for
 * all groups or one per group. Functions are not saved in the state dict (`lr_lambdas` holds null).
 */
export declare class LambdaLR extends LRScheduler {
    readonly lrLambdas: LrLambda[];
    protected readonly fields: {};
    constructor(optimizer: Optimizer<any>, options: {
        lrLambda: LrLambda | LrLambda[];
        lastEpoch?: number;
    });
    protected getLr(): number[];
    stateDict(): Record<string, unknown>;
}
