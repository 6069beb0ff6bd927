import { types } from 'node:util';

import { describe } from '../dtype.js';
import type { Handle } from '../native.js';
import type { PickleInput } from '../native-api.js';
import { Tensor } from '../tensor.js';

/**
 * A number saved as a Python `float` even when it is integral: `pyFloat(1)` is `1.0` in
 * Python, where a plain `1` is the `int` 1 (JS numbers do not say which one is meant).
 */
export class PyFloat {
  constructor(readonly value: number) {
    if (typeof value !== 'number') throw new TypeError(`Expected a number for pyFloat() but received ${describe(value)}`);
  }
}

/** A sequence saved as a Python `tuple` (plain arrays are saved as lists). */
export class PyTuple {
  readonly items: readonly Saveable[];
  constructor(items: readonly Saveable[]) {
    if (!Array.isArray(items)) throw new TypeError(`Expected an array for pyTuple() but received ${describe(items)}`);
    this.items = items;
  }
}

/** `pyFloat(x)`: see {@link PyFloat}. */
export const pyFloat = (value: number): PyFloat => new PyFloat(value);
/** `pyTuple([a, b])`: see {@link PyTuple}. */
export const pyTuple = (items: readonly Saveable[]): PyTuple => new PyTuple(items);

/**
 * What `torch.save` accepts: tensors, numbers, bigints, strings, booleans, null, arrays,
 * plain objects and Maps of these, and the {@link PyFloat}/{@link PyTuple} markers.
 */
export type Saveable =
  | null
  | undefined
  | boolean
  | number
  | bigint
  | string
  | Tensor
  | PyFloat
  | PyTuple
  | readonly Saveable[]
  | ReadonlyMap<number | string, Saveable>
  | { readonly [key: string]: Saveable };

/** What `torch.load` returns: Python dicts become plain objects, lists and tuples arrays. */
export type Loaded = null | boolean | number | bigint | string | Tensor | Loaded[] | { [key: string]: Loaded };

/**
 * The type `torch.load` gives its result when none is named: an object, as almost every
 * torch.save file holds a dict (a state dict, a checkpoint). Its values are loosely typed, as
 * in Python, so `model.loadStateDict(torch.load(path))` and `const ck = torch.load(path);
 * model.loadStateDict(ck.model)` type-check; name the type for anything else
 * (`torch.load<Tensor>(path)`, `torch.load<Loaded>(path)` for the exact union).
 */
export type LoadedObject = { [key: string]: any };

const INT_KEY = /^(0|-?[1-9][0-9]*)$/;

function isIntKey(k: string): boolean {
  return INT_KEY.test(k) && Number.isSafeInteger(Number(k));
}

function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * Encodes a JS value for the native pickler. Plain objects become dicts with str keys, or
 * with int keys when every key is an integer (`{ 0: … }`, like an optimizer's `state`); Maps
 * with number keys become int-keyed dicts. Object properties that are `undefined` are
 * skipped; `undefined` elsewhere is `None`.
 */
export function encode(value: unknown, path = 'obj', seen: Set<object> = new Set()): PickleInput {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
    case 'bigint':
      return value;
    case 'number':
      return value;
    case 'object':
      break;
    default:
      throw new TypeError(`cannot save ${describe(value)} at ${path}: only tensors, numbers, bigints, strings, booleans, null, arrays, plain objects and Maps can be saved`);
  }
  if (value instanceof Tensor) {
    if (value.isDisposed) throw new Error(`cannot save the Tensor at ${path}: it was disposed`);
    return value._h;
  }
  if (value instanceof PyFloat) return { t: 'float', v: value.value };
  if (seen.has(value)) throw new TypeError(`cannot save ${path}: the value contains a reference cycle`);
  seen.add(value);
  try {
    if (value instanceof PyTuple) return { t: 'tuple', items: value.items.map((x, i) => encode(x, childPath(path, i), seen)) };
    if (Array.isArray(value)) return value.map((x, i) => encode(x, childPath(path, i), seen));
    if (value instanceof Map) return encodeMap(value, path, seen);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      const name = (value as object).constructor?.name ?? 'object';
      throw new TypeError(
        `cannot save the ${name} instance at ${path}: only plain objects, arrays, Maps and tensors can be saved` +
          (typeof (value as { stateDict?: unknown }).stateDict === 'function' ? ' (for a module or optimizer, save its stateDict())' : ''),
      );
    }
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const intKeys = entries.length > 0 && entries.every(([k]) => isIntKey(k));
    return {
      t: 'dict',
      intKeys,
      keys: entries.map(([k]) => (intKeys ? Number(k) : k)),
      values: entries.map(([k, v]) => encode(v, childPath(path, k), seen)),
    };
  } finally {
    seen.delete(value);
  }
}

function encodeMap(map: Map<unknown, unknown>, path: string, seen: Set<object>): PickleInput {
  const keys = [...map.keys()];
  const intKeys = keys.length > 0 && keys.every((k) => typeof k === 'number' || typeof k === 'bigint');
  for (const k of keys) {
    if (intKeys ? !Number.isSafeInteger(Number(k)) : typeof k !== 'string') {
      throw new TypeError(`cannot save the Map at ${path}: its keys must be all strings or all integers, found ${describe(k)}`);
    }
  }
  return {
    t: 'dict',
    intKeys,
    keys: keys.map((k) => (intKeys ? Number(k) : (k as string))),
    values: keys.map((k) => encode(map.get(k), childPath(path, intKeys ? Number(k) : (k as string)), seen)),
  };
}

/** Turns the native decoded tree into JS values: tensor handles into Tensors, dicts into objects. */
export function decode(node: unknown): Loaded {
  if (node === null || typeof node !== 'object') return node as Loaded;
  if (types.isExternal(node)) return new Tensor(node as Handle);
  if (Array.isArray(node)) return node.map(decode);
  const dict = node as { t: 'dict'; keys: (string | number)[]; values: unknown[] };
  const out: { [key: string]: Loaded } = {};
  dict.keys.forEach((k, i) => {
    out[String(k)] = decode(dict.values[i]);
  });
  return out;
}
