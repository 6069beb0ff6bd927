import type { LoopHost } from './loop-host.js';
/** The step loop's budget: `config.steps`, `evaluateInterval`, `evaluateSteps`. */
export interface StepBudget {
    steps: number;
    /** An evaluation round every this many optimizer steps (and at the end). */
    evaluateInterval: number;
    /** At most this many batches per evaluation split and round (all when unset). */
    evaluateSteps?: number | undefined;
}
/**
 * The step loop: optimizer steps until `state.globalStep` reaches `steps`, drawing one
 * micro-batch at a time round-robin over the train splits (by `state.microStep`, so a resumed
 * run continues the rotation). After every optimizer step: an evaluation round when due, then
 * a checkpoint offer; early stopping ends the loop. A restart (a rollback) goes on from the
 * restored state.
 */
export declare function runSteps(host: LoopHost, budget: StepBudget): Promise<void>;
/**
 * Step mode's evaluation round: the train splits' scores since the last round, then at most
 * `maxBatches` batches of every evaluation split; the result is recorded and the training
 * period starts over (the training iterators resume where they were). Returns whether early
 * stopping ends training.
 */
export declare function evaluationRound(host: LoopHost, trainSplits: readonly string[], maxBatches: number | undefined): Promise<boolean>;
