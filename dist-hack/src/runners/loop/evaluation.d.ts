import type { DataLoader } from '../../data/index.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import type { Module } from '../../torch/nn/index.js';
import type { MetricSet } from '../outputs/metric-set.js';
import { type StepOutput } from '../step/step-output.js';
/**
 * Runs `run` with the model's parameters whole on every rank where the strategy shards them
 * (ZeRO stage 3): evaluation then runs no collective per forward, so ranks whose shards of a
 * split hold different numbers of batches finish it together. Every rank must call it.
 */
export declare function withWholeParameters<T>(strategy: ParallelStrategy, run: () => Promise<T>): Promise<T>;
/** What an evaluation pass needs from the run. */
export interface EvaluationRun {
    readonly strategy: ParallelStrategy;
    /** The split's batches from its first, at most `maxBatches`, on the device, in eval mode. */
    batches(split: string, maxBatches: number | undefined): AsyncIterable<unknown>;
    /** The split's metrics (reset at the start of the pass). */
    metrics(split: string): MetricSet;
    /** Makes `split` the one the steps' metrics go to; returns the one before. */
    enter(split: string): string;
    /** The evaluation step on a batch (the runner's `evaluateStep`, under its precision). */
    step(batch: unknown): StepOutput;
    progress(split: string, done: number, total: number | undefined): void;
    /** Lets the event loop serve timers, signals and I/O when due. */
    yield(): Promise<void> | void;
}
/**
 * One evaluation pass over `split` (at most `maxBatches` batches of `total`): its loss (the
 * mean per sample, or per normalizer unit) and metrics, over all ranks.
 */
export declare function evaluatePass(run: EvaluationRun, split: string, maxBatches: number | undefined, total: number | undefined): Promise<Record<string, number>>;
/**
 * `loader`'s batches from its first, at most `maxBatches`, moved by `toDevice`, with `model` in
 * eval mode while they are consumed. Each batch is disposed once the consumer moves on.
 */
export declare function evalModeBatches(loader: DataLoader, model: Module, toDevice: (batch: unknown) => unknown, maxBatches?: number): AsyncIterableIterator<unknown>;
