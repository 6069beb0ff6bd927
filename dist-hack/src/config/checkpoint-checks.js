import { isPlainObject } from './merge.js';
import { CHECKPOINT_COMPONENTS } from './sections/checkpoint.js';
import { didYouMean } from './suggest.js';
/**
 * `checkpoint.components` and `nonfinite` checked against each other and the backend:
 * unknown component names (with a did-you-mean), `maxConsecutiveSkippedSteps` beside a different
 * `nonfinite.maxConsecutive`, and a rollback policy whose checkpoints could not restore the run.
 */
export function checkpointViolations(config) {
    const out = [];
    const checkpoint = isPlainObject(config.checkpoint) ? config.checkpoint : {};
    const components = checkpoint.components;
    const known = CHECKPOINT_COMPONENTS;
    if (Array.isArray(components)) {
        components.forEach((name, i) => {
            if (typeof name !== 'string' || known.includes(name))
                return;
            const hint = didYouMean(name, known);
            out.push({ path: ['checkpoint', 'components', i], input: name, expected: `a checkpoint component, one of ${known.join(', ')}${hint ? `; did you mean "${hint}"?` : ''}` });
        });
    }
    const nonfinite = isPlainObject(config.nonfinite) ? config.nonfinite : {};
    const old = config.maxConsecutiveSkippedSteps;
    if (old !== undefined && nonfinite.maxConsecutive !== undefined && old !== nonfinite.maxConsecutive) {
        out.push({
            path: ['maxConsecutiveSkippedSteps'],
            input: old,
            expected: `only one of maxConsecutiveSkippedSteps (its older name) and nonfinite.maxConsecutive (${String(nonfinite.maxConsecutive)}); keep nonfinite.maxConsecutive`,
        });
    }
    if (nonfinite.action === 'rollback' && Array.isArray(components)) {
        const missing = CHECKPOINT_COMPONENTS.filter((c) => !components.includes(c));
        if (missing.length > 0) {
            out.push({
                path: ['nonfinite', 'action'],
                input: 'rollback',
                expected: `checkpoints that can restore the whole run for nonfinite.action rollback, but checkpoint.components leaves out ${missing.join(', ')}; add them, or use action stop`,
            });
        }
    }
    return out;
}
//# sourceMappingURL=checkpoint-checks.js.map