import type { Stateful } from '../../checkpoints/stateful.js';
import { type TrackerCheckpoint } from '../../distributed/rng-tracker.js';
import { Tensor } from '../../torch/tensor.js';
/** {@link RunnerState.stateDict}'s layout (plain numbers and the generator state). */
export interface RunnerStateDict {
    epoch: number;
    global_step: number;
    micro_step: number;
    skipped_steps: number;
    /** Rollbacks so far (only when there were any). */
    rollbacks?: number;
    /** Batches left out after rollbacks, `split:epoch:index` (only when there were rollbacks). */
    skipped_batches?: string[];
    /**
     * Random generator states: `torch` is the default CPU generator's state (uint8 tensor);
     * `model_parallel` the model-parallel RNG tracker's streams, when it has any.
     */
    rng: {
        torch: Tensor;
        model_parallel?: TrackerCheckpoint;
    };
}
/**
 * Where a run stands: the progress counters and the random generator states. Small and
 * checkpointable; the samplers' seeds live in the data loaders' own state.
 */
export declare class RunnerState implements Stateful {
    /** Epochs completed (epoch mode), or full passes over the first train split (step mode). */
    epoch: number;
    /** Optimizer steps taken (skipped non-finite steps excluded). */
    globalStep: number;
    /** Micro-steps (forward and backward passes) taken, skipped ones included. */
    microStep: number;
    /** Optimizer steps skipped for non-finite gradients. */
    skippedSteps: number;
    /** Rollbacks to an earlier checkpoint after too many skipped steps in a row (`nonfinite.action: rollback`). */
    rollbacks: number;
    /** Batches left out after a rollback, as `split:epoch:index` (the loader's epoch and the batch's index in it). */
    skippedBatches: string[];
    /**
     * The counters and the current generator state (a copy).
     *
     * @param parts.counters - include the progress counters (default true; the `trainer` checkpoint component)
     * @param parts.rng - include the generator state (default true; the `rng` component)
     */
    stateDict(parts?: {
        counters?: boolean;
        rng?: boolean;
    }): RunnerStateDict;
    /**
     * Restores the counters and, when present, the generator state. A state without any of
     * `epoch`, `global_step` (a checkpoint saved without the `trainer` component) keeps the
     * counters as they are.
     *
     * @throws TypeError naming the field that is missing or malformed
     */
    loadStateDict(state: Partial<RunnerStateDict> & Record<string, unknown>): void;
    /**
     * Restores only the generator state (the last step of a restore), and the model-parallel RNG
     * tracker's streams when `modelParallel` (the checkpoint's `rng.model_parallel`) belongs to
     * this tensor rank.
     */
    loadRng(torchState: Tensor, modelParallel?: unknown): void;
}
