import type { CrossKeyViolation } from './cross-checks.js';
/**
 * `checkpoint.components` and `nonfinite` checked against each other and the backend:
 * unknown component names (with a did-you-mean), `maxConsecutiveSkippedSteps` beside a different
 * `nonfinite.maxConsecutive`, and a rollback policy whose checkpoints could not restore the run.
 */
export declare function checkpointViolations(config: Record<string, unknown>): CrossKeyViolation[];
