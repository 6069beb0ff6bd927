import { Tensor } from '../../torch/tensor.js';
/** What `trainStep`/`evaluateStep` return: the loss, or the loss with its normalizer. */
export type StepOutput = Tensor | {
    loss: Tensor;
    normalizer?: number | Tensor;
};
/** A step's loss and normalizer, checked. */
export interface LossAndNormalizer {
    loss: Tensor;
    normalizer: number | undefined;
}
/**
 * Reads a step's output: a scalar loss tensor, or `{ loss, normalizer }` (the normalizer a
 * number or a one-element tensor).
 *
 * @throws TypeError naming the step and what it returned instead
 */
export declare function readStepOutput(out: unknown, step: string): LossAndNormalizer;
