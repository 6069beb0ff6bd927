import { Tensor } from '../tensor.js';
/** Visits every tensor inside a state value. */
export function forEachTensor(value, fn) {
    if (value instanceof Tensor)
        fn(value);
    else if (Array.isArray(value))
        for (const v of value)
            forEachTensor(v, fn);
    else if (value !== null && typeof value === 'object')
        for (const v of Object.values(value))
            forEachTensor(v, fn);
}
/** Releases every tensor inside a state value. */
export function disposeState(value) {
    forEachTensor(value, (t) => t.dispose());
}
/**
 * A deep copy of a state value whose tensors are fresh kept copies; `cast` may convert each
 * tensor (given its key) instead of a plain clone.
 */
export function copyState(value, cast, key) {
    if (value instanceof Tensor) {
        if (value.isDisposed)
            throw new Error(`loadStateDict: the state tensor '${key ?? '?'}' was already disposed`);
        return (cast ? cast(value, key) : value.detach().clone()).keep();
    }
    if (Array.isArray(value))
        return value.map((v) => copyState(v, cast));
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = copyState(v, cast, k);
        return out;
    }
    return value;
}
// Group options are a handful of names, converted at every optimizer state dict.
const snakeCase = new Map();
/** `weightDecay` -> `weight_decay`. */
export function toSnake(key) {
    let snake = snakeCase.get(key);
    if (snake === undefined) {
        snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        if (snakeCase.size < 256)
            snakeCase.set(key, snake);
    }
    return snake;
}
/** `weight_decay` -> `weightDecay`. */
export function toCamel(key) {
    return key.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
//# sourceMappingURL=state.js.map