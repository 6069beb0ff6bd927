import { Module, Sequential } from '../../torch/nn/index.js';
/** A model that splits itself into pipeline stages. */
export interface PipelineStagesProvider {
    /** One module per stage, in order; their parameter names should be the whole model's (so checkpoints agree). */
    pipelineStages(stages: number): Module[];
}
/**
 * A contiguous run of a `Sequential`'s modules that keeps their names in the whole model
 * (`3.weight`, not `0.weight`), so a stage's state dict holds the whole model's keys.
 */
export declare class SequentialSlice extends Module {
    constructor(modules: [string, Module][]);
    forward(input: unknown): unknown;
}
/**
 * Cuts a `Sequential` before each index of `splitPoints` (strictly increasing, inside
 * 1..length−1): `splitPoints = [2, 5]` gives stages [0, 2), [2, 5) and [5, length). The
 * stages share the model's modules.
 *
 * @throws RangeError naming the bad split point
 */
export declare function splitSequential(model: Sequential<any, any>, splitPoints: readonly number[]): SequentialSlice[];
/** Split points that give `stages` stages of modules as equal in count as possible (the first stages get the extra ones). */
export declare function evenSplitPoints(modules: number, stages: number): number[];
/**
 * The stage modules of `model` for `stages` stages: the model's own `pipelineStages(stages)`
 * when it has one, else a `Sequential` cut at `splitPoints` (default: equal module counts).
 *
 * @throws Error when the model is neither, or when the count of stages it returns is wrong
 */
export declare function pipelineStagesOf(model: Module, stages: number, splitPoints?: readonly number[]): Module[];
