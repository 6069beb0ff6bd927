import { Tensor } from '../tensor.js';
/** A scheduler's `lastEpoch`: an integer >= -1 (-1: a fresh schedule). */
export const LAST_EPOCH = { type: 'number', integer: true, min: -1 };
/** A value as an error message shows it: `the string "0.1"`, `-1`, `null`, `an array`, ... */
export function describeReceived(value) {
    if (value === undefined)
        return 'undefined';
    if (value === null)
        return 'null';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    if (typeof value === 'bigint')
        return `the bigint ${value}n`;
    if (typeof value === 'function')
        return 'a function';
    if (value instanceof Tensor)
        return 'a Tensor (pass a plain number, e.g. t.item())';
    if (Array.isArray(value))
        return `the array ${short(value)}`;
    return `an object ${short(value)}`;
}
function short(value) {
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = String(value);
    }
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
function numberExpectation(rule) {
    const what = rule.integer ? 'an integer' : 'a number';
    const lowX = rule.exclusive === 'min' || rule.exclusive === 'both';
    const highX = rule.exclusive === 'max' || rule.exclusive === 'both';
    const bounds = [];
    if (rule.min !== undefined)
        bounds.push(`${lowX ? '>' : '>='} ${rule.min}`);
    if (rule.max !== undefined)
        bounds.push(`${highX ? '<' : '<='} ${rule.max}`);
    return bounds.length ? `${what} ${bounds.join(' and ')}` : what;
}
function numberFits(v, rule) {
    if (typeof v !== 'number' || Number.isNaN(v))
        return 'type';
    if (rule.integer && !Number.isInteger(v))
        return 'type';
    const lowX = rule.exclusive === 'min' || rule.exclusive === 'both';
    const highX = rule.exclusive === 'max' || rule.exclusive === 'both';
    if (rule.min !== undefined && (lowX ? !(v > rule.min) : !(v >= rule.min)))
        return 'range';
    if (rule.max !== undefined && (highX ? !(v < rule.max) : !(v <= rule.max)))
        return 'range';
    return null;
}
/** What a rule asks for, in words: `a number >= 0`, `true or false`, `'cos' or 'linear'`. */
export function expectationOf(rule) {
    switch (rule.type) {
        case 'number': {
            const one = numberExpectation(rule);
            const text = rule.perGroup ? `${one}, or a list of them (one per parameter group)` : one;
            return rule.nullable ? `${text}, or null` : text;
        }
        case 'boolean':
            return rule.nullable ? 'true, false or null' : 'true or false';
        case 'choice':
            return rule.values.map((v) => (v === null ? 'null' : `'${v}'`)).join(' or ');
        case 'pair': {
            const each = numberExpectation(rule).replace(/^a number/, '').trim();
            return each ? `a pair [a, b] of numbers, each ${each}` : 'a pair [a, b] of numbers';
        }
        case 'function':
            return rule.perGroup ? 'a function, or a list of functions (one per parameter group)' : 'a function';
        case 'integers':
            return rule.min === undefined ? 'a list of integers' : `a list of integers >= ${rule.min}`;
        case 'instance':
            return rule.list ? `a list, each ${rule.of}` : rule.of;
        case 'any':
            return 'a value';
    }
}
/**
 * Checks one option. `label` names it as the user wrote it (`options.lr`,
 * `paramGroups[1].momentum`).
 *
 * @throws TypeError when the value has the wrong type, RangeError when it is out of range; the
 *   message says what was expected and what was received
 */
export function checkOption(owner, label, value, rule) {
    const fail = (kind, got = value, at = label, expected = expectationOf(rule)) => {
        const message = `${owner}: ${at} must be ${expected} but received ${describeReceived(got)}`;
        throw kind === 'type' ? new TypeError(message) : new RangeError(message);
    };
    switch (rule.type) {
        case 'number': {
            if (value === null && rule.nullable)
                return;
            if (rule.perGroup && Array.isArray(value)) {
                value.forEach((v, i) => {
                    const bad = numberFits(v, rule);
                    if (bad)
                        fail(bad, v, `${label}[${i}]`, numberExpectation(rule));
                });
                return;
            }
            const bad = numberFits(value, rule);
            if (bad)
                fail(bad);
            return;
        }
        case 'boolean':
            if (typeof value === 'boolean' || (value === null && rule.nullable))
                return;
            return fail('type');
        case 'choice':
            if (rule.values.includes(value))
                return;
            return fail(typeof value === 'string' || value === null ? 'range' : 'type');
        case 'pair': {
            if (!Array.isArray(value) || value.length !== 2)
                return fail('type');
            value.forEach((v, i) => {
                const bad = numberFits(v, rule);
                if (bad)
                    fail(bad, v, `${label}[${i}]`, numberExpectation(rule));
            });
            return;
        }
        case 'function':
            if (typeof value === 'function')
                return;
            if (rule.perGroup && Array.isArray(value)) {
                value.forEach((v, i) => {
                    if (typeof v !== 'function')
                        fail('type', v, `${label}[${i}]`, 'a function');
                });
                return;
            }
            return fail('type');
        case 'integers':
            if (!Array.isArray(value))
                return fail('type');
            value.forEach((v, i) => {
                const each = rule.min === undefined ? 'an integer' : `an integer >= ${rule.min}`;
                if (typeof v !== 'number' || !Number.isInteger(v))
                    fail('type', v, `${label}[${i}]`, each);
                if (rule.min !== undefined && v < rule.min)
                    fail('range', v, `${label}[${i}]`, each);
            });
            return;
        case 'instance':
            if (!rule.list) {
                if (!rule.test(value))
                    fail('type');
                return;
            }
            if (!Array.isArray(value))
                return fail('type');
            value.forEach((v, i) => {
                if (!rule.test(v))
                    fail('type', v, `${label}[${i}]`, rule.of);
            });
            return;
        case 'any':
            return;
    }
}
/**
 * Checks the options object given to an optimizer's or scheduler's constructor: it must be an
 * object, hold no unknown keys, hold every required key, and each value present (not
 * undefined) must follow its rule.
 *
 * @throws TypeError or RangeError naming the option, what it must be and what it was
 */
export function checkOptions(owner, options, rules, label = 'options') {
    const anyRequired = Object.values(rules).some((r) => r.required);
    if (options === undefined && !anyRequired)
        return;
    if (options === null || typeof options !== 'object' || Array.isArray(options) || options instanceof Tensor) {
        throw new TypeError(`${owner}: ${label} must be an object of options but received ${describeReceived(options)}`);
    }
    const given = options;
    for (const key of Object.keys(given)) {
        if (!Object.hasOwn(rules, key)) {
            throw new TypeError(`${owner}: unknown option ${label}.${key}; the options are ${Object.keys(rules).join(', ')}`);
        }
    }
    for (const [key, rule] of Object.entries(rules)) {
        const value = given[key];
        if (value === undefined) {
            if (rule.required)
                throw new TypeError(`${owner}: ${label}.${key} is required: ${expectationOf(rule)}`);
            continue;
        }
        checkOption(owner, `${label}.${key}`, value, rule);
    }
}
/**
 * Checks the options of one parameter group (after defaults are filled in). Keys without a rule
 * are the user's own and pass through, as in PyTorch.
 */
export function checkGroupOptions(owner, group, rules, index) {
    for (const [key, rule] of Object.entries(rules)) {
        if (group[key] === undefined)
            continue;
        checkOption(owner, `paramGroups[${index}].${key}`, group[key], rule);
    }
}
//# sourceMappingURL=options.js.map