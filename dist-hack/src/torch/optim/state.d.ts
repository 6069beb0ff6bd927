import { Tensor } from '../tensor.js';
/** A value in optimizer or scheduler state: tensors, numbers, booleans, strings, null, and lists/records of them. */
export type StateValue = Tensor | number | boolean | string | null | StateValue[] | {
    [key: string]: StateValue;
};
/** Visits every tensor inside a state value. */
export declare function forEachTensor(value: unknown, fn: (t: Tensor) => void): void;
/** Releases every tensor inside a state value. */
export declare function disposeState(value: unknown): void;
/**
 * A deep copy of a state value whose tensors are fresh kept copies; `cast` may convert each
 * tensor (given its key) instead of a plain clone.
 */
export declare function copyState(value: unknown, cast?: (t: Tensor, key: string | undefined) => Tensor, key?: string): StateValue;
/** `weightDecay` -> `weight_decay`. */
export declare function toSnake(key: string): string;
/** `weight_decay` -> `weightDecay`. */
export declare function toCamel(key: string): string;
