import { getRngState, setRngState } from '../../torch/random.js';
import { loadTrackerCheckpoint, trackerCheckpoint } from '../../distributed/rng-tracker.js';
import { Tensor } from '../../torch/tensor.js';
function count(value, what) {
    const n = typeof value === 'bigint' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        throw new TypeError(`RunnerState.loadStateDict: ${what} must be an integer >= 0 but received ${String(value)}; is this a runner checkpoint's 'state'?`);
    }
    return n;
}
function checkRng(rng) {
    if (!(rng.torch instanceof Tensor))
        throw new TypeError("RunnerState.loadStateDict: rng.torch must be the generator's state tensor");
    return rng.torch;
}
/**
 * Where a run stands: the progress counters and the random generator states. Small and
 * checkpointable; the samplers' seeds live in the data loaders' own state.
 */
export class RunnerState {
    /** Epochs completed (epoch mode), or full passes over the first train split (step mode). */
    epoch = 0;
    /** Optimizer steps taken (skipped non-finite steps excluded). */
    globalStep = 0;
    /** Micro-steps (forward and backward passes) taken, skipped ones included. */
    microStep = 0;
    /** Optimizer steps skipped for non-finite gradients. */
    skippedSteps = 0;
    /** Rollbacks to an earlier checkpoint after too many skipped steps in a row (`nonfinite.action: rollback`). */
    rollbacks = 0;
    /** Batches left out after a rollback, as `split:epoch:index` (the loader's epoch and the batch's index in it). */
    skippedBatches = [];
    /**
     * The counters and the current generator state (a copy).
     *
     * @param parts.counters - include the progress counters (default true; the `trainer` checkpoint component)
     * @param parts.rng - include the generator state (default true; the `rng` component)
     */
    stateDict(parts = {}) {
        const out = {};
        if (parts.counters ?? true) {
            Object.assign(out, { epoch: this.epoch, global_step: this.globalStep, micro_step: this.microStep, skipped_steps: this.skippedSteps });
            if (this.rollbacks > 0)
                Object.assign(out, { rollbacks: this.rollbacks, skipped_batches: [...this.skippedBatches] });
        }
        if (parts.rng ?? true) {
            const tracker = trackerCheckpoint();
            out.rng = tracker ? { torch: getRngState(), model_parallel: tracker } : { torch: getRngState() };
        }
        return out;
    }
    /**
     * Restores the counters and, when present, the generator state. A state without any of
     * `epoch`, `global_step` (a checkpoint saved without the `trainer` component) keeps the
     * counters as they are.
     *
     * @throws TypeError naming the field that is missing or malformed
     */
    loadStateDict(state) {
        if (state === null || typeof state !== 'object')
            throw new TypeError("RunnerState.loadStateDict: expected an object (a runner checkpoint's 'state')");
        const rng = state.rng;
        if (state.epoch === undefined && state.global_step === undefined) {
            if (rng !== undefined && rng !== null)
                this.loadRng(checkRng(rng), rng.model_parallel);
            return;
        }
        const epoch = count(state.epoch, 'epoch');
        const globalStep = count(state.global_step, 'global_step');
        const microStep = count(state.micro_step ?? 0, 'micro_step');
        const skipped = count(state.skipped_steps ?? 0, 'skipped_steps');
        const rollbacks = count(state.rollbacks ?? 0, 'rollbacks');
        const skippedBatches = state.skipped_batches ?? [];
        if (!Array.isArray(skippedBatches) || !skippedBatches.every((b) => typeof b === 'string')) {
            throw new TypeError(`RunnerState.loadStateDict: skipped_batches must be a list of 'split:epoch:index' strings but received ${JSON.stringify(skippedBatches)}`);
        }
        if (rng !== undefined && rng !== null)
            this.loadRng(checkRng(rng), rng.model_parallel);
        this.epoch = epoch;
        this.globalStep = globalStep;
        this.microStep = microStep;
        this.skippedSteps = skipped;
        this.rollbacks = rollbacks;
        this.skippedBatches = [...skippedBatches];
    }
    /**
     * Restores only the generator state (the last step of a restore), and the model-parallel RNG
     * tracker's streams when `modelParallel` (the checkpoint's `rng.model_parallel`) belongs to
     * this tensor rank.
     */
    loadRng(torchState, modelParallel) {
        loadTrackerCheckpoint(modelParallel);
        setRngState(torchState);
    }
}
//# sourceMappingURL=state.js.map