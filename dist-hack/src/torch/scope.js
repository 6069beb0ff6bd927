import { AsyncLocalStorage } from 'node:async_hooks';
import { native } from './native.js';
/**
 * A set of natively-owned objects created while it was current. Ending the scope disposes
 * every one of them that was not kept (returned from the scope function, or detached).
 */
export class Scope {
    parent;
    items = [];
    constructor(parent) {
        this.parent = parent;
    }
    register(item) {
        this.items.push(item);
    }
    /** Disposes everything registered except `keep`, which moves to the parent scope. */
    end(keep) {
        const handles = [];
        for (const item of this.items) {
            if (item.persistent)
                continue;
            if (!keep.has(item)) {
                if (item.detachHandle) {
                    const h = item.detachHandle();
                    if (h !== undefined)
                        handles.push(h);
                }
                else {
                    item.dispose();
                }
            }
            else if (this.parent)
                this.parent.register(item);
            else
                item.unscoped?.();
        }
        this.items = [];
        if (handles.length)
            native.disposeAll(handles);
    }
}
let syncCurrent;
let asyncStorage;
/** The innermost scope for the code running now, if any. */
export function currentScope() {
    return syncCurrent ?? asyncStorage?.getStore();
}
function isAsyncFunction(fn) {
    return fn[Symbol.toStringTag] === 'AsyncFunction';
}
/** Collects the disposables reachable from a scope's result (arrays, plain objects, Maps). */
function reachable(value, out, depth = 0) {
    if (value === null || typeof value !== 'object' || depth > 8)
        return out;
    if (typeof value.dispose === 'function' && 'isDisposed' in value) {
        out.add(value);
        return out;
    }
    if (Array.isArray(value)) {
        for (const v of value)
            reachable(v, out, depth + 1);
    }
    else if (value instanceof Map) {
        for (const v of value.values())
            reachable(v, out, depth + 1);
    }
    else if (Object.getPrototypeOf(value) === Object.prototype) {
        for (const v of Object.values(value))
            reachable(v, out, depth + 1);
    }
    return out;
}
/**
 * Runs `fn` and frees every tensor created inside it except those it returns (found in the
 * returned value, arrays, plain objects and Maps). Returned tensors move to the enclosing
 * scope, if any. Async functions are supported: tensors created after an `await` belong to
 * the scope too, and are freed when the returned promise settles.
 */
export function scope(fn) {
    const s = new Scope(currentScope());
    const prev = syncCurrent;
    syncCurrent = s;
    let result;
    try {
        if (isAsyncFunction(fn)) {
            asyncStorage ??= new AsyncLocalStorage();
            result = asyncStorage.run(s, fn);
        }
        else {
            result = fn();
        }
    }
    catch (err) {
        syncCurrent = prev;
        s.end(new Set());
        throw err;
    }
    syncCurrent = prev;
    if (result instanceof Promise) {
        return result.then((value) => {
            s.end(reachable(value, new Set()));
            return value;
        }, (err) => {
            s.end(new Set());
            throw err;
        });
    }
    s.end(reachable(result, new Set()));
    return result;
}
/** Registers a new native object with the current scope; outside any scope it is unscoped. */
export function track(item) {
    const s = syncCurrent ?? asyncStorage?.getStore();
    if (s)
        s.register(item);
    else
        item.unscoped?.();
}
//# sourceMappingURL=scope.js.map