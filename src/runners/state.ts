import type { Stateful } from '../checkpoints/stateful.js';
import { getRngState, setRngState } from '../torch/random.js';
import { Tensor } from '../torch/tensor.js';

/** {@link RunnerState.stateDict}'s layout (plain numbers and the generator state). */
export interface RunnerStateDict {
  epoch: number;
  global_step: number;
  micro_step: number;
  skipped_steps: number;
  /** Random generator states: `torch` is the default CPU generator's state (uint8 tensor). */
  rng: { torch: Tensor };
}

function count(value: unknown, what: string): number {
  const n = typeof value === 'bigint' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new TypeError(`RunnerState.loadStateDict: ${what} must be an integer >= 0 but received ${String(value)}; is this a runner checkpoint's 'state'?`);
  }
  return n;
}

/**
 * Where a run stands: the progress counters and the random generator states. Small and
 * checkpointable; the samplers' seeds live in the data loaders' own state.
 */
export class RunnerState implements Stateful {
  /** Epochs completed (epoch mode), or full passes over the first train split (step mode). */
  epoch = 0;
  /** Optimizer steps taken (skipped non-finite steps excluded). */
  globalStep = 0;
  /** Micro-steps (forward and backward passes) taken, skipped ones included. */
  microStep = 0;
  /** Optimizer steps skipped for non-finite gradients. */
  skippedSteps = 0;

  /** The counters and the current generator state (a copy). */
  stateDict(): RunnerStateDict {
    return {
      epoch: this.epoch,
      global_step: this.globalStep,
      micro_step: this.microStep,
      skipped_steps: this.skippedSteps,
      rng: { torch: getRngState() },
    };
  }

  /**
   * Restores the counters and, when present, the generator state.
   *
   * @throws TypeError naming the field that is missing or malformed
   */
  loadStateDict(state: Partial<RunnerStateDict> & Record<string, unknown>): void {
    if (state === null || typeof state !== 'object') throw new TypeError("RunnerState.loadStateDict: expected an object (a runner checkpoint's 'state')");
    const epoch = count(state.epoch, 'epoch');
    const globalStep = count(state.global_step, 'global_step');
    const microStep = count(state.micro_step ?? 0, 'micro_step');
    const skipped = count(state.skipped_steps ?? 0, 'skipped_steps');
    const rng = state.rng as { torch?: unknown } | undefined;
    if (rng !== undefined && rng !== null) {
      if (!(rng.torch instanceof Tensor)) throw new TypeError("RunnerState.loadStateDict: rng.torch must be the generator's state tensor");
      this.loadRng(rng.torch);
    }
    this.epoch = epoch;
    this.globalStep = globalStep;
    this.microStep = microStep;
    this.skippedSteps = skipped;
  }

  /** Restores only the generator state (the last step of a restore). */
  loadRng(torchState: Tensor): void {
    setRngState(torchState);
  }
}
