import { native } from './native.js';
import { Tensor } from './tensor.js';
const callbacks = new Map();
let nextId = 1;
// Tensors the callback creates belong to the scope backward() was called in (or to the
// garbage collector), like any op's; the tensors passed in are valid during the call only.
function dispatch(_kind, id, handles) {
    const tensors = handles.map((h) => (h === null ? null : new Tensor(h)));
    try {
        const cb = callbacks.get(id);
        if (!cb)
            throw new Error(`autograd: no JavaScript callback is registered under id ${id} (it was released)`);
        const result = cb(tensors);
        if (result !== undefined)
            native.autogradSetResult(result.map((t) => (t === null ? null : t._h)));
    }
    finally {
        for (const t of tensors)
            t?.dispose();
    }
}
native.autogradSetDispatcher(dispatch);
/** Drops the callbacks whose native node or hook no longer exists. */
export function dropReleased() {
    for (const id of native.autogradReleased())
        callbacks.delete(id);
}
/** Registers `cb` and returns its id (what native code calls it by). */
export function registerCallback(cb) {
    dropReleased();
    const id = nextId++;
    callbacks.set(id, cb);
    return id;
}
/** @internal */
export function forgetCallback(id) {
    callbacks.delete(id);
}
/** @internal The number of live callbacks (for tests that check nothing leaks). */
export function liveCallbacks() {
    dropReleased();
    return callbacks.size;
}
//# sourceMappingURL=autograd-bridge.js.map