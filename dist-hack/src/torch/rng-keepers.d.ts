/** Something that holds generator states of its own. */
export interface RngStateKeeper {
    /** A copy of the states now. */
    capture(): unknown;
    /** Puts back what {@link capture} returned. */
    restore(states: unknown): void;
}
/** Registers `keeper`; returns a function that unregisters it. */
export declare function registerRngStateKeeper(keeper: RngStateKeeper): () => void;
/** Every registered keeper's states now, to hand to {@link restoreRngStateKeepers}. */
export declare function captureRngStateKeepers(): [RngStateKeeper, unknown][];
/** Puts back states taken by {@link captureRngStateKeepers}. */
export declare function restoreRngStateKeepers(captured: readonly [RngStateKeeper, unknown][]): void;
