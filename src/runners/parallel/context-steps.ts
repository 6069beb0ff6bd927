import { shardBatch } from '../../distributed/context-parallel/batch.js';
import type { ContextParallel } from '../../distributed/context-parallel/context-parallel.js';
import { disposeTensors } from '../../data/tensors.js';

/**
 * Runs `step` on this context rank's share of `batch` (its sequence tensors cut along dim 1,
 * see `shardBatch`) with `cp` active; without a context axis, on `batch` itself. The original
 * sequence tensors are disposed once cut unless `keepOriginal` (the evaluation pass reads the
 * batch's sample count after the step, and disposes the batch itself); the cut batch is
 * `step`'s to dispose.
 */
export function onContextShard<T>(cp: ContextParallel | null, batch: unknown, step: (batch: unknown) => T, keepOriginal = false): T {
  if (!cp) return step(batch);
  return cp.during(() => step(contextShare(cp, batch, keepOriginal)));
}

/** Runs the asynchronous `fn` (a pipeline schedule or pass) with `cp` active until it settles; without a context axis, `fn` itself. */
export function duringContext<T>(cp: ContextParallel | null, fn: () => Promise<T>): Promise<T> {
  return cp ? cp.duringAsync(fn) : fn();
}

/** This context rank's share of `batch` (see `shardBatch`), its original sequence tensors disposed unless `keepOriginal`; `batch` itself without a context axis. */
export function contextShare(cp: ContextParallel | null, batch: unknown, keepOriginal = false): unknown {
  if (!cp) return batch;
  const { batch: cut, replaced } = shardBatch(cp, batch);
  if (!keepOriginal) for (const t of replaced) if (!t.persistent) t.dispose();
  return cut;
}

/**
 * With a pipeline: this rank's share of each batch of `batches` (the evaluation pass disposes
 * the originals), each share disposed once the consumer moves on.
 */
export async function* contextShares(cp: ContextParallel | null, batches: AsyncIterable<unknown>): AsyncIterableIterator<unknown> {
  for await (const batch of batches) {
    const cut = contextShare(cp, batch, true);
    try {
      yield cut;
    } finally {
      if (cut !== batch) disposeTensors(cut);
    }
  }
}

/**
 * Refuses what a run with a context axis does not support, before any process group is made:
 * metrics (each rank sees its tokens only, so per-sample counts would repeat over the context ranks).
 */
export function checkContextRun(runner: string, context: number, metrics: boolean): void {
  if (context > 1 && metrics) {
    throw new Error(`${runner}: parallel.context ${context} with metrics is not supported (each context rank sees part of every sequence); drop the metrics or set parallel.context: 1`);
  }
}
