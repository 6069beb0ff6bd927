import type { Stateful } from '../../checkpoints/stateful.js';
import type { EmaConfig } from '../../config/index.js';
import type { Module } from '../../torch/nn/index.js';
import { Tensor } from '../../torch/tensor.js';
/**
 * An exponential moving average of a model's weights (parameters and persistent buffers):
 * after optimizer step `s`, every `interval` steps, `avg = decay · avg + (1 − decay) · w` for
 * floating-point tensors (integer buffers are copied). During the first `warmup` steps the
 * average copies the weights. Its state dict has the model's state-dict keys, so it loads
 * into the model (or a copy of it) as weights.
 */
export declare class ModelEma implements Stateful {
    readonly model: Module;
    readonly decay: number;
    readonly interval: number;
    readonly warmup: number;
    private readonly names;
    private readonly shadow;
    private readonly source;
    private readonly averaged;
    constructor(model: Module, config: EmaConfig);
    /** Folds the model's current weights into the average after optimizer step `globalStep` (1-based). */
    update(globalStep: number): void;
    private copyFromModel;
    /**
     * Runs `fn` with the averaged weights in the model, then puts the trained weights back
     * (also when `fn` throws).
     */
    withAveragedWeights<T>(fn: () => Promise<T>): Promise<T>;
    /** The averaged weights under the model's state-dict keys (the tensors themselves). */
    stateDict(): Record<string, Tensor>;
    /**
     * Copies averaged weights saved by {@link stateDict} (or a model state dict) in.
     *
     * @throws Error naming missing keys or mismatched shapes
     */
    loadStateDict(state: Record<string, Tensor> | Map<string, Tensor>): void;
    /** Releases the averaged copies. */
    dispose(): void;
}
