import { type Handle } from './native.js';
/** Anything a scope can free: tensors (and later other native owners). */
export interface Disposable {
    dispose(): void;
    readonly isDisposed: boolean;
    /** Set by `keep()`: no scope frees it. */
    readonly persistent?: boolean;
    /** Called once no scope owns it: the garbage collector becomes its safety net. */
    unscoped?(): void;
    /**
     * Marks it disposed and returns the native handle to release, so that a scope releases all
     * of its tensors in one native call; undefined when there is nothing to release.
     */
    detachHandle?(): Handle | undefined;
}
/**
 * A set of natively-owned objects created while it was current. Ending the scope disposes
 * every one of them that was not kept (returned from the scope function, or detached).
 */
export declare class Scope {
    readonly parent: Scope | undefined;
    private items;
    constructor(parent: Scope | undefined);
    register(item: Disposable): void;
    /** Disposes everything registered except `keep`, which moves to the parent scope. */
    end(keep: Set<Disposable>): void;
}
/** The innermost scope for the code running now, if any. */
export declare function currentScope(): Scope | undefined;
/**
 * Runs `fn` and frees every tensor created inside it except those it returns (found in the
 * returned value, arrays, plain objects and Maps). Returned tensors move to the enclosing
 * scope, if any. Async functions are supported: tensors created after an `await` belong to
 * the scope too, and are freed when the returned promise settles.
 */
export declare function scope<T>(fn: () => T): T;
/** Registers a new native object with the current scope; outside any scope it is unscoped. */
export declare function track(item: Disposable): void;
