import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module } from '../../torch/nn/index.js';
import { Tensor } from '../../torch/tensor.js';
import { type PipelineAction } from './schedule.js';
/** A micro-batch as the first stage sees it: the first stage's input and the last stage's target. */
export interface Microbatch {
    input: unknown;
    target?: Tensor;
}
/** What a training schedule needs besides the stage. */
export interface PipelineStepOptions {
    /**
     * The first stage's micro-batches (required there; the other stages pass `count`). The
     * targets travel from the first stage to the last.
     */
    microbatches?: Microbatch[];
    /** How many micro-batches the step has (required on every stage but the first). */
    count?: number;
    /** The last stage's loss of one micro-batch; back-propagated as returned (scale it here). */
    loss: (output: unknown, target: Tensor | undefined, microbatch: number) => Tensor;
    /**
     * Whether the micro-batches carry targets for the last stage's loss (default true). Every
     * stage must say the same; the first stage's micro-batches must then all have a `target`.
     */
    targets?: boolean;
    /** Called before each backward with whether it is the step's last (turn data-parallel gradient sync on there). */
    beforeBackward?: (microbatch: number, last: boolean) => void;
    /**
     * This stage's order of forwards and backwards (default: {@link oneForwardOneBackward}, or
     * {@link interleavedOneForwardOneBackward} with several chunks); each micro-batch's forward
     * through each chunk once, then its backward once. Messages between two stages travel in
     * order per kind and chunk, so every stage must run each chunk's forwards in the same
     * micro-batch order as the stages next to it, and likewise the backwards.
     */
    schedule?: readonly PipelineAction[];
}
/** Options of {@link PipelineStage}. */
export interface PipelineStageOptions {
    /** This stage's part of the model (with `chunks`: a module holding every chunk, for its parameters and state). */
    module: Module;
    /**
     * With interleaving (virtual stages): this rank's model chunks, in order. With P stages the
     * model is cut into P × chunks.length parts and rank r holds parts r, r + P, …; chunk c of
     * rank r is the model's part c·P + r. Default: `[module]`, one part per rank.
     */
    chunks?: readonly Module[];
    /** The pipeline's process group: group rank s runs stage s (null for a single stage). */
    group: ProcessGroup | null;
    /** Timeout of every wait on a peer stage in ms (default 5 minutes). */
    timeoutMs?: number;
    /** Runs the module on an input (default `module.call(input)`); wrap precision or checkpointing here. */
    forward?: (module: Module, input: unknown) => unknown;
}
/**
 * One stage of a pipeline-parallel model: runs its module on the activations of the stage
 * before and hands its own to the stage after, in the 1F1B order (see
 * {@link oneForwardOneBackward}). Gradients accumulate into the stage's parameters in
 * micro-batch order, so a step matches one process accumulating the same micro-batches.
 *
 * With several `chunks` (virtual stages) the activations go round the ring of stages once per
 * chunk (the last stage's chunk c hands to the first stage's chunk c + 1), in the interleaved
 * order of {@link interleavedOneForwardOneBackward}.
 */
export declare class PipelineStage {
    private readonly options;
    readonly stage: number;
    readonly stages: number;
    /** This rank's model chunks (virtual stages); one without interleaving. */
    readonly chunks: readonly Module[];
    private readonly link;
    constructor(options: PipelineStageOptions);
    /** The model's part count: stages × chunks. */
    private get parts();
    /** The model part (virtual stage) chunk `chunk` of this rank runs. */
    private partOf;
    get isFirst(): boolean;
    get isLast(): boolean;
    /** Milliseconds this stage has spent waiting on other stages (its share of the pipeline bubble, plus transfer time). */
    get waitMs(): number;
    get module(): Module;
    /**
     * Forward and backward of every micro-batch of one step, in 1F1B order (or
     * `options.schedule`). Gradients are added to the parameters' `.grad`; nothing is zeroed or
     * stepped.
     *
     * @returns the loss value of each micro-batch on the last stage, an empty array elsewhere
     */
    trainStep(options: PipelineStepOptions): Promise<number[]>;
    /**
     * Forward only (evaluation, inference): every micro-batch through every stage, without
     * gradients. With `outputsToAll`, the last stage sends each output to every other stage, so
     * every stage returns the outputs (they must then be tensors).
     *
     * @returns on the last stage (every stage with `outputsToAll`), each micro-batch's output
     *   (the caller owns them) and, on the last stage when `loss` is given, its loss value;
     *   empty arrays elsewhere
     */
    forwardOnly(options: Omit<PipelineStepOptions, 'loss' | 'beforeBackward' | 'schedule'> & {
        loss?: PipelineStepOptions['loss'];
        outputsToAll?: boolean;
    }): Promise<{
        outputs: unknown[];
        losses: number[];
    }>;
    private microbatchCount;
    /** Chunk `chunk`'s input of micro-batch `mb`: the data on the first part, else the activation of the part before (on the stage before, round the ring). */
    private stageInput;
    /** Sends part `part`'s output of micro-batch `mb` to the stage of the next part, labelled with that stage's chunk. */
    private sendOnward;
    /** The first part's stage posts each target to the last part's stage, which receives it. */
    private stageTarget;
    private run;
    private forwardOne;
    private backwardOne;
}
