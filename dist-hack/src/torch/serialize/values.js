import { describe } from '../dtype.js';
import { isHandle } from '../native-api.js';
import { Tensor } from '../tensor.js';
/**
 * A number saved as a Python `float` even when it is integral: `pyFloat(1)` is `1.0` in
 * Python, where a plain `1` is the `int` 1 (JS numbers do not say which one is meant).
 */
export class PyFloat {
    value;
    constructor(value) {
        this.value = value;
        if (typeof value !== 'number')
            throw new TypeError(`Expected a number for pyFloat() but received ${describe(value)}`);
    }
}
/** A sequence saved as a Python `tuple` (plain arrays are saved as lists). */
export class PyTuple {
    items;
    constructor(items) {
        if (!Array.isArray(items))
            throw new TypeError(`Expected an array for pyTuple() but received ${describe(items)}`);
        this.items = items;
    }
}
/** `pyFloat(x)`: see {@link PyFloat}. */
export const pyFloat = (value) => new PyFloat(value);
/** `pyTuple([a, b])`: see {@link PyTuple}. */
export const pyTuple = (items) => new PyTuple(items);
const INT_KEY = /^(0|-?[1-9][0-9]*)$/;
function isIntKey(k) {
    return INT_KEY.test(k) && Number.isSafeInteger(Number(k));
}
function childPath(path, key) {
    return typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
// Trees marked by {@link constantTree}: null until first encoded, then their encoding.
const constantTrees = new WeakMap();
/**
 * Deep-freezes `tree` (plain objects, arrays and primitives, no tensors) and marks it
 * constant, so that {@link encode} encodes it once and hands the same encoding to every later
 * save: a checkpoint's config, unchanged across a run's saves, is walked at the first only.
 *
 * @throws TypeError when the tree holds a tensor or a value other than a plain object or array
 */
export function constantTree(tree) {
    const nodes = [];
    containers(tree, 'tree', nodes);
    // Checked whole before any of it is frozen.
    for (const node of nodes)
        Object.freeze(node);
    constantTrees.set(tree, null);
    return tree;
}
/** Whether `value` was marked by {@link constantTree} (a constant tree holds no tensors). */
export function isConstantTree(value) {
    return constantTrees.has(value);
}
function containers(value, at, out) {
    if (value === null || typeof value !== 'object')
        return;
    const proto = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) {
        throw new TypeError(`constantTree: ${at} is ${describe(value)}; a constant tree holds only plain objects, arrays and primitives`);
    }
    out.push(value);
    for (const [k, v] of Object.entries(value))
        containers(v, childPath(at, Array.isArray(value) ? Number(k) : k), out);
}
/**
 * A value that cannot be saved, thrown up through the containers that hold it: each adds its
 * key, and {@link encode} names the whole path only then (building every path up front cost
 * more than the encoding itself).
 */
class Unsaveable {
    error;
    /** Keys from the value outwards. */
    keys = [];
    constructor(error) {
        this.error = error;
    }
}
/**
 * Encodes a JS value for the native pickler. Plain objects become dicts with str keys, or
 * with int keys when every key is an integer (`{ 0: … }`, like an optimizer's `state`); Maps
 * with number keys become int-keyed dicts. Object properties that are `undefined` are
 * skipped; `undefined` elsewhere is `None`.
 *
 * @param path - how errors name the value (`obj.model["0.weight"]`)
 * @throws TypeError naming the path of a value that cannot be saved (Error for a disposed tensor)
 */
export function encode(value, path = 'obj') {
    try {
        return encodeValue(value, new Set());
    }
    catch (err) {
        if (!(err instanceof Unsaveable))
            throw err;
        let at = path;
        for (let i = err.keys.length - 1; i >= 0; i--)
            at = childPath(at, err.keys[i]);
        throw err.error(at);
    }
}
function encodeValue(value, seen) {
    if (value === null || value === undefined)
        return null;
    switch (typeof value) {
        case 'boolean':
        case 'string':
        case 'bigint':
        case 'number':
            return value;
        case 'object':
            break;
        default:
            throw new Unsaveable((at) => new TypeError(`cannot save ${describe(value)} at ${at}: only tensors, numbers, bigints, strings, booleans, null, arrays, plain objects and Maps can be saved`));
    }
    if (value instanceof Tensor) {
        if (value.isDisposed)
            throw new Unsaveable((at) => new Error(`cannot save the Tensor at ${at}: it was disposed`));
        return value._h;
    }
    if (value instanceof PyFloat)
        return { t: 'float', v: value.value };
    const constant = constantTrees.get(value);
    if (constant)
        return constant;
    if (constant === null) {
        constantTrees.delete(value);
        const encoded = encodeValue(value, seen);
        // The native side converts a dict marked so once and keeps the result on it (hidden from
        // enumeration, so the encoding still compares equal to an unmarked one).
        if (encoded !== null && typeof encoded === 'object' && !Array.isArray(encoded) && encoded.t === 'dict') {
            Object.defineProperty(encoded, 'constant', { value: true, writable: true, enumerable: false });
        }
        constantTrees.set(value, encoded);
        return encoded;
    }
    if (seen.has(value))
        throw new Unsaveable((at) => new TypeError(`cannot save ${at}: the value contains a reference cycle`));
    seen.add(value);
    try {
        if (value instanceof PyTuple)
            return { t: 'tuple', items: encodeItems(value.items, seen) };
        if (Array.isArray(value))
            return encodeItems(value, seen);
        if (value instanceof Map)
            return encodeMap(value, seen);
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) {
            const name = value.constructor?.name ?? 'object';
            const hint = typeof value.stateDict === 'function' ? ' (for a module or optimizer, save its stateDict())' : '';
            throw new Unsaveable((at) => new TypeError(`cannot save the ${name} instance at ${at}: only plain objects, arrays, Maps and tensors can be saved${hint}`));
        }
        const keys = [];
        const values = [];
        let intKeys = true;
        let key = '';
        try {
            for (key in value) {
                if (!Object.hasOwn(value, key))
                    continue;
                const v = value[key];
                if (v === undefined)
                    continue;
                keys.push(key);
                values.push(encodeValue(v, seen));
                intKeys &&= isIntKey(key);
            }
        }
        catch (err) {
            if (err instanceof Unsaveable)
                err.keys.push(key);
            throw err;
        }
        intKeys &&= keys.length > 0;
        return { t: 'dict', intKeys, keys: intKeys ? keys.map(Number) : keys, values };
    }
    finally {
        seen.delete(value);
    }
}
/** Encodes each item; an unsaveable one is named by `keyAt(i)` (its index by default). */
function encodeItems(items, seen, keyAt = (i) => i) {
    const out = new Array(items.length);
    let i = 0;
    try {
        for (; i < items.length; i++)
            out[i] = encodeValue(items[i], seen);
    }
    catch (err) {
        if (err instanceof Unsaveable)
            err.keys.push(keyAt(i));
        throw err;
    }
    return out;
}
function encodeMap(map, seen) {
    const keys = [...map.keys()];
    const intKeys = keys.length > 0 && keys.every((k) => typeof k === 'number' || typeof k === 'bigint');
    for (const k of keys) {
        if (intKeys ? !Number.isSafeInteger(Number(k)) : typeof k !== 'string') {
            throw new Unsaveable((at) => new TypeError(`cannot save the Map at ${at}: its keys must be all strings or all integers, found ${describe(k)}`));
        }
    }
    const dictKeys = keys.map((k) => (intKeys ? Number(k) : k));
    const values = encodeItems(keys.map((k) => map.get(k)), seen, (i) => dictKeys[i]);
    return { t: 'dict', intKeys, keys: dictKeys, values };
}
/** Turns the native decoded tree into JS values: tensor handles into Tensors, dicts into objects. */
export function decode(node) {
    if (isHandle(node))
        return new Tensor(node);
    if (node === null || typeof node !== 'object')
        return node;
    if (Array.isArray(node))
        return node.map(decode);
    const dict = node;
    const out = {};
    dict.keys.forEach((k, i) => {
        out[String(k)] = decode(dict.values[i]);
    });
    return out;
}
//# sourceMappingURL=values.js.map