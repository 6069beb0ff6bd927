import { nn, type Tensor } from '../../src/index.js';
/** The size of the benchmark state: `layers` Linear(width, width) layers and their Adam state. */
export interface StateShape {
    layers: number;
    width: number;
}
/** 24 × Linear(2048, 2048): 100.7M parameters, 1.2 GB with Adam's two moments. */
export declare const STATE_100M: StateShape;
/** A runner-like state: model, Adam with one step of state, and a payload function like the runner's. */
export declare function buildState(shape: StateShape): {
    model: nn.Sequential<Tensor, Tensor>;
    opt: import("../../src/torch/optim/adam.js").Adam;
    payload: () => {
        runner: {
            seed: number;
            steps: number;
        };
        state: {
            epoch: number;
            global_step: number;
            micro_step: number;
            rng: {
                torch: Tensor;
            };
        };
        model: nn.StateDict;
        optimizer: import("../../src/torch/optim/optimizer.js").OptimizerStateDict;
    };
    parameters: number;
    dispose(): void;
};
/** Seconds for one synchronous save (atomic: temp file, fsync, rename, directory fsync) and the file size. */
export declare function syncSaveCase(state: ReturnType<typeof buildState>, dir: string, repeats: number): Promise<{
    seconds: number;
    bytes: number;
}>;
/**
 * One synchronous save made as the runner makes it (`background`): seconds `save()` holds the
 * loop (the state written into the page cache) and until it is flushed and renamed over `latest`.
 */
export declare function backgroundSaveCase(state: ReturnType<typeof buildState>, dir: string): Promise<{
    held: number;
    total: number;
}>;
/** Seconds to read a checkpoint back: `readCheckpoint` (every record's CRC checked) and the raw `torch.load` without the check. */
export declare function loadCase(path: string, repeats: number): {
    verified: number;
    unverified: number;
};
/** What {@link asyncStallCase} measures, in seconds. */
export interface AsyncStall {
    /** One loop step without a save: the stand-in forward and backward, and Adam's step. */
    step: number;
    /** How long `save()` held the loop (the snapshot call). */
    saveCall: number;
    /** How long the optimizer steps after the first save waited for its copies (fresh buffers). */
    firstWait: number;
    /** The same for later saves (the previous save's buffers reused), median. */
    wait: number;
    /** Extra loop time of a loop with one later save against one without, median: the wait and the copy's share of memory bandwidth. */
    extra: number;
}
/**
 * The training loop's stall per asynchronous save: loops of `steps` steps of a fixed compute
 * (the forward and backward stand-in) and a real Adam step over the whole state, stepped as the
 * runner steps it ({@link stepAsCopied}: each parameter once its copies are made), yielding to
 * the event loop between steps; every other loop saves at its second step. One manager serves
 * all loops, so its first save copies into new memory and the later ones into the buffers the
 * previous save left. Returns the waits for copies measured in the steps and the loops' extra
 * time, medians over `pairs` pairs of loops without and with a save.
 */
export declare function asyncStallCase(state: ReturnType<typeof buildState>, dir: string, steps?: number, pairs?: number): Promise<AsyncStall>;
/** A scratch directory for the files the cases write. */
export declare function scratchDir(): {
    dir: string;
    remove(): void;
};
export type { Tensor };
