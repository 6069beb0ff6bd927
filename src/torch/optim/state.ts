import { Tensor } from '../tensor.js';

/** A value in optimizer or scheduler state: tensors, numbers, booleans, strings, null, and lists/records of them. */
export type StateValue = Tensor | number | boolean | string | null | StateValue[] | { [key: string]: StateValue };

/** Visits every tensor inside a state value. */
export function forEachTensor(value: unknown, fn: (t: Tensor) => void): void {
  if (value instanceof Tensor) fn(value);
  else if (Array.isArray(value)) for (const v of value) forEachTensor(v, fn);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) forEachTensor(v, fn);
}

/** Releases every tensor inside a state value. */
export function disposeState(value: unknown): void {
  forEachTensor(value, (t) => t.dispose());
}

/**
 * A deep copy of a state value whose tensors are fresh kept copies; `cast` may convert each
 * tensor (given its key) instead of a plain clone.
 */
export function copyState(value: unknown, cast?: (t: Tensor, key: string | undefined) => Tensor, key?: string): StateValue {
  if (value instanceof Tensor) {
    if (value.isDisposed) throw new Error(`loadStateDict: the state tensor '${key ?? '?'}' was already disposed`);
    return (cast ? cast(value, key) : value.detach().clone()).keep();
  }
  if (Array.isArray(value)) return value.map((v) => copyState(v, cast));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, StateValue> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copyState(v, cast, k);
    return out;
  }
  return value as StateValue;
}

// Group options are a handful of names, converted at every optimizer state dict.
const snakeCase = new Map<string, string>();

/** `weightDecay` -> `weight_decay`. */
export function toSnake(key: string): string {
  let snake = snakeCase.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snakeCase.size < 256) snakeCase.set(key, snake);
  }
  return snake;
}

/** `weight_decay` -> `weightDecay`. */
export function toCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
