import { formatPath, formatValue } from './errors.js';
import { knownKeysAt } from './schema-keys.js';
import { didYouMean } from './suggest.js';
const TYPE_NAMES = {
    number: 'a number',
    int: 'a whole number',
    string: 'a string',
    boolean: 'true or false',
    object: 'a mapping',
    record: 'a mapping',
    array: 'a list',
    tuple: 'a list',
};
function bound(issue, value, small) {
    const n = String(value);
    switch (issue.origin) {
        case 'array':
        case 'set':
            return small ? `a list with at least ${n} items` : `a list with at most ${n} items`;
        case 'string':
            return small ? (n === '1' ? 'a non-empty string' : `a string of at least ${n} characters`) : `a string of at most ${n} characters`;
        default: {
            const op = small ? (issue.inclusive ? '>=' : '>') : issue.inclusive ? '<=' : '<';
            return `a number ${op} ${n}`;
        }
    }
}
function expectedText(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return TYPE_NAMES[issue.expected] ?? issue.expected;
        case 'invalid_value': {
            const values = issue.values.map((v) => formatValue(v)).join(', ');
            const hint = typeof issue.input === 'string'
                ? didYouMean(issue.input, issue.values.filter((v) => typeof v === 'string'))
                : undefined;
            const choices = issue.values.length === 1 ? values : `one of ${values}`;
            return hint ? `${choices}; did you mean "${hint}"?` : choices;
        }
        case 'too_small':
            return bound(issue, issue.minimum, true);
        case 'too_big':
            return bound(issue, issue.maximum, false);
        case 'not_multiple_of':
            return `a multiple of ${String(issue.divisor)}`;
        default:
            return issue.message;
    }
}
/** Turns zod's findings into readable problems: one per unknown key, one per other finding. */
export function problemsFromZod(schema, issues) {
    const problems = [];
    for (const issue of issues) {
        if (issue.code === 'unrecognized_keys') {
            const known = knownKeysAt(schema, issue.path) ?? [];
            for (const key of issue.keys) {
                const hint = didYouMean(key, known);
                problems.push({
                    path: formatPath([...issue.path, key]),
                    message: hint ? `unknown key; did you mean "${hint}"?` : `unknown key; expected one of ${known.join(', ')}`,
                });
            }
            continue;
        }
        problems.push({
            path: formatPath(issue.path),
            message: `got ${formatValue(issue.input)}; expected ${expectedText(issue)}`,
        });
    }
    return problems;
}
//# sourceMappingURL=zod-problems.js.map