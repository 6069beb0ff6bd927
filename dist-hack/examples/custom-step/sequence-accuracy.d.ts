import { type Metric, type Tensor } from '../../src/index.js';
export declare class SequenceAccuracy implements Metric {
    readonly name = "sequenceAccuracy";
    private correct;
    private total;
    /** `output`: logits `[batch, time, classes]`; `target`: `[batch, time]`, -1 where padded. */
    update(output: Tensor, target: Tensor): void;
    sums(): number[];
    fromSums(sums: readonly number[]): number;
    reset(): void;
}
