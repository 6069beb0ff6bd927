import { disposeTree, snapshotTree } from '../../checkpoints/tree.js';
import type { Module } from '../../torch/nn/module.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
import { scope } from '../../torch/scope.js';

/** A part restored from its own state dict that can also give its current one, to roll back to. */
export interface ReversiblePart {
  stateDict(): unknown;
  loadStateDict(state: any): void;
}

/** What a runner checkpoint payload is restored into. */
export interface PayloadTarget {
  model: Module;
  /** Prepares the model's load (default: `model.prepareLoadStateDict`; a strategy that shards parameters loads them into its chunks). */
  prepareModel?: (stateDict: never) => PreparedLoad;
  optimizer: Optimizer<any> | undefined;
  /** The other parts, in restore order (EMA, scheduler, scaler, `dataloaders.<split>`, state). */
  parts: [name: string, part: ReversiblePart | undefined][];
}

/**
 * Restores a runner payload so that it changes everything or nothing: the model's and the
 * optimizer's loads are checked and prepared first (nothing changes yet); then the other
 * parts load in order, each after its current state was taken, and a failure restores the
 * ones already loaded; only when all of them succeeded are the model and the optimizer
 * committed (which cannot fail). `get` reads one key of the payload; absent keys are skipped.
 *
 * @throws Error `cannot restore '<part>': <why>`, with every part as it was
 */
export function loadPayload(target: PayloadTarget, get: (key: string) => unknown): void {
  const prepared: PreparedLoad[] = [];
  const undo: (() => void)[] = [];
  const before: unknown[] = [];
  let current = '';
  try {
    current = 'model';
    if (get('model') !== undefined) prepared.push((target.prepareModel ?? ((sd) => target.model.prepareLoadStateDict(sd)))(get('model') as never));
    current = 'optimizer';
    if (get('optimizer') !== undefined && target.optimizer) prepared.push(target.optimizer.prepareLoadStateDict(get('optimizer') as never));
    for (const [name, part] of target.parts) {
      current = name;
      const saved = get(name);
      if (saved === undefined || !part) continue;
      // Its state now, with copies of its tensors (that loading it cannot change).
      const { tree } = scope(() => snapshotTree(part.stateDict()));
      before.push(tree);
      undo.push(() => part.loadStateDict(tree));
      part.loadStateDict(saved);
    }
  } catch (err) {
    for (const u of undo.reverse()) u();
    for (const p of prepared) p.abort();
    throw new Error(`loadStateDict: cannot restore '${current}': ${(err as Error).message}`, { cause: err });
  } finally {
    for (const t of before) disposeTree(t);
  }
  for (const p of prepared) p.commit();
}
