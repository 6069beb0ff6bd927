import type { CrossKeyViolation } from './cross-checks.js';
import type { OptimizerName } from './sections/optim.js';
import type { SchedulerName } from './sections/sched.js';
type Kind = 'boolean' | 'number' | 'integer' | 'numbers' | 'choice' | 'perGroup' | 'stepsOrAuto';
interface OptionSpec {
    kind: Kind;
    values?: readonly string[];
}
/** What `optim.options` may hold for each optimizer (the keys with their own config key excluded). */
export declare const OPTIMIZER_OPTIONS: Record<OptimizerName, Record<string, OptionSpec>>;
/** What `sched.options` may hold for each schedule. */
export declare const SCHEDULER_OPTIONS: Record<SchedulerName, Record<string, OptionSpec>>;
/**
 * The optimizer's and the schedule's options checked against what their type takes: unknown
 * names (with a did-you-mean), values of the wrong kind, keys with a config key of their own,
 * and `optim.momentum`/`optim.betas`/`sched.monitor` where the type ignores them.
 */
export declare function typedOptionViolations(config: Record<string, unknown>): CrossKeyViolation[];
/** Keys that only step mode reads. */
export declare const STEP_MODE_KEYS: readonly ["evaluateInterval", "evaluateSteps"];
/** Keys of one mode set while the config is in the other. */
export declare function modeViolations(config: Record<string, unknown>): CrossKeyViolation[];
export {};
