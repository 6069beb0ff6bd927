import type { Module } from '../../torch/nn/module.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
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
export declare function loadPayload(target: PayloadTarget, get: (key: string) => unknown): void;
