import { type RunnerConfig } from '../../config/index.js';
import type { RunnerState } from '../state/state.js';
/** What a rollback needs from the run. */
export interface RollbackRun {
    readonly state: RunnerState;
    readonly config: RunnerConfig;
    /**
     * Waits for the saves in flight, then reloads the last checkpoint in-process (model, EMA,
     * optimizer, scheduler, loaders, progress, RNG); returns its path, or null when there is none.
     */
    reload(): Promise<string | null>;
    /** After the reload: the skip limit, the gradients, the window's samples and the meters start over. */
    startOver(): void;
    warn(text: string): void;
    /** Logs training scalars at the restored step. */
    scalars(values: Record<string, number>): void;
}
/**
 * `nonfinite.action: rollback`, after `nonfinite.maxConsecutive` skipped steps in a row:
 * reloads the last checkpoint in-process and notes `batches`, the batches of those steps,
 * which the loops then leave out. The rollback count, the skipped-step count and the batches
 * left out survive the reload.
 *
 * @throws Error when there is no checkpoint to go back to, or after `nonfinite.maxRollbacks` rollbacks
 */
export declare function rollBack(run: RollbackRun, batches: readonly string[]): Promise<void>;
