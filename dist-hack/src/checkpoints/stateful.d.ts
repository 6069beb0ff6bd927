/**
 * Anything whose state a checkpoint holds: modules, optimizers, schedulers, data loaders,
 * the runner's own state. `stateDict()` returns a value `torch.save` can write (tensors,
 * numbers, strings, arrays, plain objects, Maps); `loadStateDict()` takes what a
 * `stateDict()` of the same kind returned, possibly after a round trip through a file.
 */
export interface Stateful {
    stateDict(): unknown;
    loadStateDict(state: any): unknown;
}
/** True when `value` offers `stateDict`/`loadStateDict`. */
export declare function isStateful(value: unknown): value is Stateful;
