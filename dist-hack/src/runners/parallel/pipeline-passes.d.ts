import type { PipelineAction } from '../../distributed/pipeline/schedule.js';
import type { PipelineStage } from '../../distributed/pipeline/stage.js';
import { type StepOutput } from '../step/step-output.js';
/** What a pipeline cannot run yet, and what it needs instead of an overridden step. */
export interface PipelineRunFacts {
    metrics: boolean;
    ema: boolean;
    fp16: boolean;
    /** `trainStep` or `evaluateStep` is overridden. */
    stepsOverridden: boolean;
    pipelineLossOverridden: boolean;
}
/** @throws Error naming what `parallel.pipeline` does not support, or the override it needs instead of trainStep/evaluateStep */
export declare function checkPipelineRun(runner: string, pipeline: number, facts: PipelineRunFacts): void;
/** What one training window's schedule needs from its runner. */
export interface PipelineWindowRun {
    /** The parts each batch is cut into (`parallel.microbatches / accumSteps`). */
    parts: number;
    /** The setting named in a cut's error. */
    where: string;
    /** The last stage's loss of a micro-batch (the runner's `pipelineLoss`, under its precision). */
    loss(output: unknown, target: unknown): StepOutput;
    /** Before each backward: whether it is the window's last (gradient sync turns on). */
    beforeBackward(last: boolean): void;
    /** The schedule of `microbatches` micro-batches on this stage. */
    schedule(microbatches: number): PipelineAction[];
    /** The first stage read `n` samples. */
    samples(n: number): void;
}
/**
 * Runs a window's batches through the stage's schedule; returns the micro-batch count and, on
 * the last stage, `[loss, normalizer (-1: none)]` per micro-batch (zeros elsewhere). Disposes
 * the batches.
 */
export declare function runPipelineSchedule(stage: PipelineStage, batches: readonly unknown[], run: PipelineWindowRun): Promise<{
    figures: number[];
    count: number;
}>;
/** What a pipelined evaluation pass needs from its runner. */
export interface PipelinedEvaluation {
    /** The last stage's loss of a batch (the runner's `pipelineLoss`, under its precision). */
    loss(output: unknown, target: unknown): StepOutput;
    /** `done` batches of the split are evaluated. */
    progress(done: number): void;
    /** Lets the event loop serve timers, signals and I/O when due. */
    yield(): Promise<void> | void;
}
/**
 * Each batch forward through every stage; returns this rank's `[loss sum, weight]` (on the
 * last stage: the losses weighted by the batch's samples or the step's normalizers; zeros
 * elsewhere), to be reduced over every rank.
 */
export declare function evaluatePipelined(stage: PipelineStage, batches: AsyncIterable<unknown>, run: PipelinedEvaluation): Promise<[number, number]>;
/** Each batch forward through every stage (the first reads the data); yields the last stage's output, on every rank. */
export declare function pipelineInferOutputs(stage: PipelineStage, batches: AsyncIterable<unknown>): AsyncIterableIterator<unknown>;
