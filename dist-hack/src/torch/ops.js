import { types } from 'node:util';
import { native } from './native.js';
import { dtypeMismatchMessage } from './typed-reads.js';
import { isHandle } from './native-api.js';
import { Tensor } from './tensor.js';
const ids = new Map();
const snakeCache = new Map();
/** camelCase option names become the schema's snake_case names (`ignoreIndex` -> `ignore_index`). */
export function snakeCase(key) {
    let s = snakeCache.get(key);
    if (s === undefined) {
        s = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        snakeCache.set(key, s);
    }
    return s;
}
/** Replaces tensors by their handles, recursively through arrays. */
// Anything else goes to the addon as it is: the addon checks every argument against the schema.
export function toNativeArg(v) {
    if (v instanceof Tensor)
        return v._h;
    if (typeof v !== 'object' || v === null)
        return v;
    if (Array.isArray(v)) {
        let out;
        for (let i = 0; i < v.length; i++) {
            const x = v[i];
            if (x instanceof Tensor || Array.isArray(x)) {
                // A Proxy passes instanceof but answers reads through its own code: refused, as PyTorch refuses anything but a Tensor.
                if (types.isProxy(x))
                    throw new TypeError(`element ${i} of a list argument is a Proxy${x instanceof Tensor ? ' of a Tensor' : ''}; pass the Tensor itself`);
                out ??= v.slice();
                out[i] = toNativeArg(x);
            }
        }
        return out ?? v;
    }
    return v;
}
/** Wraps returned handles as tensors, recursively through arrays. */
export function fromNative(v) {
    if (isHandle(v))
        return new Tensor(v);
    if (Array.isArray(v))
        return v.map(fromNative);
    return v;
}
/** The native id of a qualified operator name (`aten::add`), or -1 if unknown. */
export function opId(qualified) {
    let id = ids.get(qualified);
    if (id === undefined) {
        id = native.resolveOp(qualified);
        ids.set(qualified, id);
    }
    return id;
}
function closeNames(name, ns) {
    const all = (allOpNames().get(ns) ?? []);
    const scored = all
        .map((n) => [n, editDistance(n, name)])
        .filter(([, d]) => d <= Math.max(2, Math.floor(name.length / 3)))
        .sort((a, b) => a[1] - b[1]);
    return scored.slice(0, 5).map(([n]) => n);
}
let opNames;
/** Every operator name the dispatcher knows, by namespace. */
export function allOpNames() {
    if (!opNames) {
        opNames = new Map();
        for (const s of native.listSchemas()) {
            const [ns, n] = s.name.split('::');
            const list = opNames.get(ns) ?? [];
            if (list[list.length - 1] !== n)
                list.push(n);
            opNames.set(ns, list);
        }
    }
    return opNames;
}
export function editDistance(a, b) {
    const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = dp[0];
        dp[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = dp[j];
            dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return dp[b.length];
}
const targets = new Map();
function target(name) {
    let t = targets.get(name);
    if (t === undefined) {
        const dot = name.indexOf('.');
        const base = dot < 0 ? name : name.slice(0, dot);
        t = { id: opId(base), base, overload: dot < 0 ? null : name.slice(dot + 1) };
        if (t.id >= 0)
            targets.set(name, t);
    }
    return t;
}
/** Converts what the generic call returned: handles become tensors, through arrays. */
function fromOpResult(v) {
    if (typeof v === 'bigint')
        return new Tensor(v); // callOp returns ints as numbers
    if (v === null || typeof v !== 'object')
        return v;
    return v.map(fromOpResult); // callOp returns no other objects
}
/**
 * Calls an operator through the dispatcher. `name` is `ns::op` or `ns::op.overload`;
 * without an overload the first one whose schema accepts the arguments is used.
 * `kwargs` keys may be camelCase.
 */
export function callOp(name, args, kwargs) {
    const { id, base, overload } = target(name);
    if (id < 0) {
        const [ns, op] = base.split('::');
        const near = closeNames(op ?? base, ns ?? 'aten');
        throw new TypeError(`Unknown operator ${base}` + (near.length ? `; did you mean ${near.map((n) => `${ns}::${n}`).join(', ')}?` : ''));
    }
    let nativeKw = null;
    if (kwargs) {
        nativeKw = {};
        for (const k of Object.keys(kwargs))
            nativeKw[snakeCase(k)] = toNativeArg(kwargs[k]);
    }
    try {
        // The common arities pass their arguments directly, without an array to read back.
        const n = args.length;
        if (n <= 3) {
            const a0 = n > 0 ? toNativeArg(args[0]) : undefined;
            const a1 = n > 1 ? toNativeArg(args[1]) : undefined;
            const a2 = n > 2 ? toNativeArg(args[2]) : undefined;
            const r = n === 0 ? native.invokeOp(id, overload, nativeKw)
                : n === 1 ? native.invokeOp(id, overload, nativeKw, a0)
                    : n === 2 ? native.invokeOp(id, overload, nativeKw, a0, a1)
                        : native.invokeOp(id, overload, nativeKw, a0, a1, a2);
            return fromOpResult(r);
        }
        return fromOpResult(native.invokeOp(id, overload, nativeKw, ...args.map(toNativeArg)));
    }
    catch (err) {
        throw withDtypes(base, args, err);
    }
}
/** A failure about dtypes, rewritten to name each tensor argument's dtype and the fix; any other error as it was. */
function withDtypes(op, args, err) {
    if (!(err instanceof Error) || !/dtype|scalar type/i.test(err.message))
        return err;
    const named = [];
    try {
        args.forEach((a, i) => {
            if (a !== null && typeof a === 'object' && '_h' in a && 'dtype' in a)
                named.push([`argument ${i + 1}`, a.dtype]);
        });
    }
    catch {
        return err; // a disposed argument: the original error says so
    }
    const message = dtypeMismatchMessage(op.replace(/^aten::/, ''), named, err.message);
    return message ? new TypeError(message, { cause: err }) : err;
}
function isOptions(v) {
    return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
function opFunction(qualified) {
    return (...args) => {
        const last = args[args.length - 1];
        if (isOptions(last))
            return callOp(qualified, args.slice(0, -1), last);
        return callOp(qualified, args);
    };
}
// A namespace object: operators found once become its own properties, so later lookups are
// ordinary property reads; a name it does not have yet falls through to its prototype, a
// Proxy that resolves it (or throws with suggestions).
function namespaceObject(ns) {
    const resolver = new Proxy({}, {
        get(_target, op, receiver) {
            if (typeof op !== 'string')
                return undefined;
            const qualified = `${ns}::${op}`;
            const base = qualified.split('.')[0];
            if (opId(base) < 0)
                callOp(base, []); // throws with suggestions
            const fn = opFunction(qualified);
            Object.defineProperty(receiver, op, { value: fn, writable: true, configurable: true, enumerable: true });
            return fn;
        },
    });
    return Object.create(resolver);
}
/**
 * `torch.ops.<namespace>.<name>(...)` calls any registered operator; a trailing plain object
 * holds keyword arguments. `torch.ops.aten['add.Tensor']` picks one overload explicitly.
 */
export const ops = Object.create(new Proxy({}, {
    get(_target, ns, receiver) {
        if (typeof ns !== 'string')
            return undefined;
        const space = namespaceObject(ns);
        Object.defineProperty(receiver, ns, { value: space, writable: true, configurable: true, enumerable: true });
        return space;
    },
}));
//# sourceMappingURL=ops.js.map