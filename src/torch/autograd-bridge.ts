// The one JavaScript entry point that native autograd calls during backward: custom Function
// backwards and gradient hooks, each registered here under a numeric id. libtorch runs a CPU
// backward on the thread that called backward(), which is this one, so the calls are
// synchronous. Native code reports ids whose node or hook was destroyed; their entries go.
import type { Handle } from './native-api.js';
import { native } from './native.js';
import { Tensor } from './tensor.js';

/** What the dispatcher runs for one id: gets the tensors native code passed, returns the tensors to hand back (or nothing). */
export type BridgeCallback = (tensors: (Tensor | null)[]) => (Tensor | null)[] | undefined;

const callbacks = new Map<number, BridgeCallback>();
let nextId = 1;

// Tensors the callback creates belong to the scope backward() was called in (or to the
// garbage collector), like any op's; the tensors passed in are valid during the call only.
function dispatch(_kind: string, id: number, handles: (Handle | null)[]): void {
  const tensors = handles.map((h) => (h === null ? null : new Tensor(h)));
  try {
    const cb = callbacks.get(id);
    if (!cb) throw new Error(`autograd: no JavaScript callback is registered under id ${id} (it was released)`);
    const result = cb(tensors);
    if (result !== undefined) native.autogradSetResult(result.map((t) => (t === null ? null : t._h)));
  } finally {
    for (const t of tensors) t?.dispose();
  }
}

native.autogradSetDispatcher(dispatch);

/** Drops the callbacks whose native node or hook no longer exists. */
export function dropReleased(): void {
  for (const id of native.autogradReleased()) callbacks.delete(id);
}

/** Registers `cb` and returns its id (what native code calls it by). */
export function registerCallback(cb: BridgeCallback): number {
  dropReleased();
  const id = nextId++;
  callbacks.set(id, cb);
  return id;
}

/** @internal */
export function forgetCallback(id: number): void {
  callbacks.delete(id);
}

/** @internal The number of live callbacks (for tests that check nothing leaks). */
export function liveCallbacks(): number {
  dropReleased();
  return callbacks.size;
}
