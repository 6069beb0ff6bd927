import { UsageError } from '../errors/usage-error.js';
/**
 * Thrown when a config cannot be loaded or is invalid. The message has one line per
 * problem, `path: what is wrong`, and `problems` holds them for programs.
 */
export class ConfigError extends UsageError {
    name = 'ConfigError';
    problems;
    constructor(problems, heading = 'Invalid config') {
        const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
        const lines = problems.map((p) => `  ${p.path === '' ? '(config)' : p.path}: ${p.message}`);
        super([`${heading} (${count}):`, ...lines].join('\n'));
        this.problems = problems;
    }
}
/** Formats a path such as `['optim', 'paramGroups', 0, 'pattern']` as `optim.paramGroups[0].pattern`. */
export function formatPath(path) {
    let text = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            text += `[${segment}]`;
        else
            text += text === '' ? String(segment) : `.${String(segment)}`;
    }
    return text;
}
/** Shows a value briefly, as it would be written in YAML or JSON. */
export function formatValue(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
        return String(value);
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = String(value);
    }
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
//# sourceMappingURL=errors.js.map