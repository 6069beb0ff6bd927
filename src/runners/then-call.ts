/**
 * `next(a, b)` once `value` settles: at once when `value` is not a promise. The optimizer step
 * chains its stages with it, so that a step with nothing to wait for (one process, no
 * asynchronous checkpoint copies) runs synchronously, with no promise, microtask or suspended
 * async frame per stage; the arguments are passed on rather than closed over, so that the
 * synchronous case allocates nothing.
 */
export function thenCall<A, B, R>(value: unknown, next: (a: A, b: B) => R | Promise<R>, a: A, b: B): R | Promise<R> {
  return value instanceof Promise ? value.then(() => next(a, b)) : next(a, b);
}
