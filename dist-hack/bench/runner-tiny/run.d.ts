import { nn, TensorDataset, TorchRunner, type RunnerConfigInput, type Tensor } from '../../src/index.js';
export declare function makeData(steps: number): TensorDataset<[Tensor, Tensor]>;
export declare class TinyRunner extends TorchRunner {
    constructor(config: RunnerConfigInput, data: TensorDataset);
}
export declare function runnerConfig(steps: number, root: string, finalCheckpointOnly?: boolean): RunnerConfigInput;
/** What one case took, in milliseconds. */
export interface Timing {
    wall: number;
    /** CPU time of the whole process. */
    cpu: number;
    /** CPU time of the threads other than the JS thread (NaN without /proc). */
    background: number;
}
/** One step of the plain loop; disposes the batch. */
export declare function plainStep(model: nn.Module, criterion: nn.Module, optimizer: {
    zeroGrad(): void;
    step(): unknown;
}, x: Tensor, y: Tensor): void;
/** Milliseconds of `steps` plain-loop steps plus one torch.save of the model and optimizer. */
export declare function plainLoopMs(steps: number, data: TensorDataset, dir: string): Promise<Timing>;
/** Milliseconds of `runner.train()` for `steps` steps with the default config (or with only the final checkpoint). */
export declare function runnerMs(steps: number, data: TensorDataset, root: string, finalCheckpointOnly?: boolean): Promise<Timing>;
/**
 * Gaps (ms) between the ticks of a 1 ms interval timer while the runner sets up (as `train()`
 * does first when it was not set up before: git, the workspace, the loggers) and while it
 * trains `steps` steps.
 */
export declare function timerGaps(steps: number, data: TensorDataset, root: string): Promise<{
    setup: number[];
    train: number[];
}>;
/** The tiny-step cost and gap figures; what `npm run bench` and the command line print. */
export declare function runnerTinyCases(options?: {
    steps?: number;
    runs?: number;
    warmup?: number;
    gapSteps?: number;
}): Promise<{
    steps: number;
    runs: number;
    warmup: number;
    plain: Timing[];
    runner: Timing[];
    finalOnly: Timing[];
    gapSteps: number;
    gaps: {
        p50: number;
        p90: number;
        p99: number;
        max: number;
        count: number;
    };
    setupGap: number;
}>;
declare const CASES: readonly ["plain", "runner", "finalOnly"];
type CaseName = (typeof CASES)[number];
/**
 * Each case once per fresh process, `rounds` rounds, the order rotating: what a short run
 * started from the command line pays while V8 compiles the step path (the runner's is longer
 * than the plain loop's) and the code that runs once a run.
 */
export declare function freshProcessCases(options?: {
    steps?: number;
    rounds?: number;
}): Record<CaseName, Timing[]>;
/** What {@link runnerTinyCases} returns. */
export type RunnerTinyResult = Awaited<ReturnType<typeof runnerTinyCases>>;
/**
 * {@link runnerTinyCases} in `processes` processes, one after the other. A process's JIT
 * decisions and memory layout move every case's speed for the whole process (two processes of
 * the same build measured per-round ratios 1.17x and 1.30x), so one process's rounds are one
 * sample of that state, however many there are; pooling the rounds of several gives the
 * typical figure.
 */
export declare function runnerTinyProcesses(options?: {
    processes?: number;
    steps?: number;
    runs?: number;
    warmup?: number;
}): RunnerTinyResult[];
/** A per-round ratio's median and quartiles. */
export interface RatioQuartiles {
    median: number;
    q1: number;
    q3: number;
}
/**
 * The median of each round's own ratio `case / plain` (the runs of one round share the machine's
 * state of the moment), with its quartiles; `plain` and `other` are milliseconds, one a round.
 */
export declare function roundRatios(rounds: {
    plain: number[];
    other: number[];
}[]): RatioQuartiles;
/** `1.23x (quartiles 1.10-1.40x)`. */
export declare function ratioText(q: RatioQuartiles): string;
export {};
