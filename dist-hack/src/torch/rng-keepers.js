// Generator states kept beside the default CPU generator's (a model-parallel RNG tracker's
// streams), which activation checkpointing captures and restores with it so that a
// recomputed forward draws what the first forward drew.
const keepers = new Set();
/** Registers `keeper`; returns a function that unregisters it. */
export function registerRngStateKeeper(keeper) {
    keepers.add(keeper);
    return () => keepers.delete(keeper);
}
/** Every registered keeper's states now, to hand to {@link restoreRngStateKeepers}. */
export function captureRngStateKeepers() {
    return [...keepers].map((k) => [k, k.capture()]);
}
/** Puts back states taken by {@link captureRngStateKeepers}. */
export function restoreRngStateKeepers(captured) {
    for (const [keeper, states] of captured)
        keeper.restore(states);
}
//# sourceMappingURL=rng-keepers.js.map