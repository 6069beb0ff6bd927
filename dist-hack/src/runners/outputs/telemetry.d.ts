/** Numbers one optimizer step reports. */
export interface StepReport {
    /** The window's loss (the same for any `accumSteps`). */
    loss: number;
    samples: number;
    /** Units counted by loss normalizers (for example tokens); 0 without normalizers. */
    tokens: number;
    /** Gradient norm before clipping, when clipping by norm. */
    gradNorm?: number;
}
/** What turns tokens/s into FLOP/s (see {@link flopsRate}). */
export interface FlopsSettings {
    /** The whole model's training FLOPs per token. */
    perToken: number;
    /** Ranks that split one data replica's work (world size ÷ data-domain size). */
    modelParallelSize: number;
    /** One process's peak FLOP/s (`logging.peakFlops`), for the MFU ratio. */
    peakFlops?: number;
}
/** Mean rates over one `train()` call's optimizer steps. */
export interface TrainThroughput {
    /** Seconds of training steps (data loading included; evaluation and checkpoint pauses left out). */
    seconds: number;
    samplesPerSecond: number;
    /** Tokens (units counted by loss normalizers) per second of this process's data replica; 0 without normalizers. */
    tokensPerSecond: number;
    /** FLOPs per second of this process, when the model gives its FLOPs per token and tokens were counted. */
    flopsPerSecond?: number;
    /** Model FLOPs utilization, `flopsPerSecond / logging.peakFlops`, when the peak is configured. */
    mfu?: number;
}
/**
 * Training meters: the loss since the last log line and since the start of the period (an
 * epoch, or the steps since the last evaluation round), step time, samples/s and tokens/s
 * over a sliding window, and the gradient norm.
 */
export declare class TrainTelemetry {
    private readonly intervalLoss;
    private readonly periodLossMeter;
    private readonly gradNorm;
    private readonly timer;
    private readonly throughput;
    private flops;
    private readonly run;
    /** Starts a `train()` call: its totals start over, and `flops` (when given) adds FLOP/s and MFU to the rates. */
    startRun(flops?: FlopsSettings): void;
    /** Starts a period (after set-up or an evaluation, so pauses stay out of the rates). */
    startPeriod(): void;
    /** Leaves a pause (evaluation, checkpoint) out of step times and rates. */
    resumeTiming(): void;
    /** Records one optimizer step (taken or skipped). */
    step(report: StepReport): void;
    /** The latest step's loss. */
    get lastLoss(): number;
    /** Means and rates for a log line; resets the interval's loss, step time and grad-norm means. */
    takeInterval(): Record<string, number>;
    /** Mean rates since {@link startRun}; null before any step was timed. */
    runThroughput(): TrainThroughput | null;
    /** Mean loss over the period's steps (NaN before any). */
    get periodLoss(): number;
}
