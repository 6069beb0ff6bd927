import type { Module } from '../../torch/nn/module.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
import type { Tensor } from '../../torch/tensor.js';
/**
 * The model's name for each optimizer state index, in the order `Optimizer.stateDict()`
 * numbers parameters (groups in order, each parameter at its first appearance); null for a
 * parameter the model does not own (or, for a sharding strategy's chunk, the name of the
 * parameter it is a chunk of). These are the `<name>` of `optim.state.<name>.<key>`.
 */
export declare function optimizerParamNames(model: Module, optimizer: Optimizer<any> | undefined, 
/** Tensors the optimizer steps in place of the model's parameters (a sharding strategy's chunks), with their parameter names. */
stepped?: readonly {
    name: string;
    tensor: Tensor;
}[]): (string | null)[];
/** The name `names` gives each optimizer state index's tensor (null where it gives none), in `Optimizer.stateDict()` order. */
export declare function stateIndexNames(optimizer: Optimizer<any>, names: ReadonlyMap<Tensor, string>): (string | null)[];
