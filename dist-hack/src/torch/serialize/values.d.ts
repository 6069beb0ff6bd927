import { type PickleInput } from '../native-api.js';
import { Tensor } from '../tensor.js';
/**
 * A number saved as a Python `float` even when it is integral: `pyFloat(1)` is `1.0` in
 * Python, where a plain `1` is the `int` 1 (JS numbers do not say which one is meant).
 */
export declare class PyFloat {
    readonly value: number;
    constructor(value: number);
}
/** A sequence saved as a Python `tuple` (plain arrays are saved as lists). */
export declare class PyTuple {
    readonly items: readonly Saveable[];
    constructor(items: readonly Saveable[]);
}
/** `pyFloat(x)`: see {@link PyFloat}. */
export declare const pyFloat: (value: number) => PyFloat;
/** `pyTuple([a, b])`: see {@link PyTuple}. */
export declare const pyTuple: (items: readonly Saveable[]) => PyTuple;
/**
 * What `torch.save` accepts: tensors, numbers, bigints, strings, booleans, null, arrays,
 * plain objects and Maps of these, and the {@link PyFloat}/{@link PyTuple} markers.
 */
export type Saveable = null | undefined | boolean | number | bigint | string | Tensor | PyFloat | PyTuple | readonly Saveable[] | ReadonlyMap<number | string, Saveable> | {
    readonly [key: string]: Saveable;
};
/** What `torch.load` returns: Python dicts become plain objects, lists and tuples arrays. */
export type Loaded = null | boolean | number | bigint | string | Tensor | Loaded[] | {
    [key: string]: Loaded;
};
/**
 * The type `torch.load` gives its result when none is named: an object, as almost every
 * torch.save file holds a dict (a state dict, a checkpoint). Its values are loosely typed, as
 * in Python, so `model.loadStateDict(torch.load(path))` and `const ck = torch.load(path);
 * model.loadStateDict(ck.model)` type-check; name the type for anything else
 * (`torch.load<Tensor>(path)`, `torch.load<Loaded>(path)` for the exact union).
 */
export type LoadedObject = {
    [key: string]: any;
};
/**
 * Deep-freezes `tree` (plain objects, arrays and primitives, no tensors) and marks it
 * constant, so that {@link encode} encodes it once and hands the same encoding to every later
 * save: a checkpoint's config, unchanged across a run's saves, is walked at the first only.
 *
 * @throws TypeError when the tree holds a tensor or a value other than a plain object or array
 */
export declare function constantTree<T extends object>(tree: T): T;
/** Whether `value` was marked by {@link constantTree} (a constant tree holds no tensors). */
export declare function isConstantTree(value: object): boolean;
/**
 * Encodes a JS value for the native pickler. Plain objects become dicts with str keys, or
 * with int keys when every key is an integer (`{ 0: … }`, like an optimizer's `state`); Maps
 * with number keys become int-keyed dicts. Object properties that are `undefined` are
 * skipped; `undefined` elsewhere is `None`.
 *
 * @param path - how errors name the value (`obj.model["0.weight"]`)
 * @throws TypeError naming the path of a value that cannot be saved (Error for a disposed tensor)
 */
export declare function encode(value: unknown, path?: string): PickleInput;
/** Turns the native decoded tree into JS values: tensor handles into Tensors, dicts into objects. */
export declare function decode(node: unknown): Loaded;
