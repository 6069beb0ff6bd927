import type { ParallelStrategy } from '../../distributed/strategy.js';

/**
 * Runs `run` with the model's parameters whole on every rank where the strategy shards them
 * (ZeRO stage 3): evaluation then runs no collective per forward, so ranks whose shards of a
 * split hold different numbers of batches finish it together. Every rank must call it.
 */
export async function withWholeParameters<T>(strategy: ParallelStrategy, run: () => Promise<T>): Promise<T> {
  strategy.gatherFullParameters?.();
  try {
    return await run();
  } finally {
    strategy.reshardParameters?.();
  }
}
