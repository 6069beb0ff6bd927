// Generator states kept beside the default CPU generator's (a model-parallel RNG tracker's
// streams), which activation checkpointing captures and restores with it so that a
// recomputed forward draws what the first forward drew.

/** Something that holds generator states of its own. */
export interface RngStateKeeper {
  /** A copy of the states now. */
  capture(): unknown;
  /** Puts back what {@link capture} returned. */
  restore(states: unknown): void;
}

const keepers = new Set<RngStateKeeper>();

/** Registers `keeper`; returns a function that unregisters it. */
export function registerRngStateKeeper(keeper: RngStateKeeper): () => void {
  keepers.add(keeper);
  return () => keepers.delete(keeper);
}

/** Every registered keeper's states now, to hand to {@link restoreRngStateKeepers}. */
export function captureRngStateKeepers(): [RngStateKeeper, unknown][] {
  return [...keepers].map((k) => [k, k.capture()]);
}

/** Puts back states taken by {@link captureRngStateKeepers}. */
export function restoreRngStateKeepers(captured: readonly [RngStateKeeper, unknown][]): void {
  for (const [keeper, states] of captured) keeper.restore(states);
}
