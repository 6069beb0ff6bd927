import { Tensor } from './tensor.js';
/** What the dispatcher runs for one id: gets the tensors native code passed, returns the tensors to hand back (or nothing). */
export type BridgeCallback = (tensors: (Tensor | null)[]) => (Tensor | null)[] | undefined;
/** Drops the callbacks whose native node or hook no longer exists. */
export declare function dropReleased(): void;
/** Registers `cb` and returns its id (what native code calls it by). */
export declare function registerCallback(cb: BridgeCallback): number;
/** @internal */
export declare function forgetCallback(id: number): void;
/** @internal The number of live callbacks (for tests that check nothing leaks). */
export declare function liveCallbacks(): number;
