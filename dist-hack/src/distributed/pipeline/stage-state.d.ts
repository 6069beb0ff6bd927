import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import type { Module, StateDict } from '../../torch/nn/index.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
import { Tensor } from '../../torch/tensor.js';
/** `t` as the one chunk of a ShardedTensor of its shape. */
export declare function wholeChunk(t: Tensor): ShardedTensor;
/** The tensor of a ShardedTensor that is one whole-tensor chunk; anything else as it is. */
export declare function unwrapWholeChunk(v: unknown): unknown;
/** The entries of `model`'s state dict that belong to `stage` (its parameters and buffers), as whole-tensor chunks. */
export declare function stageModelStateDict(model: Module, stage: Module): StateDict;
/** Prepares loading a state dict whose entries may be whole-tensor chunks into the whole model. */
export declare function prepareStageModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad;
/** An optimizer state dict with its per-parameter tensors as whole-tensor chunks (sharded leaves are left as they are). */
export declare function stageOptimizerStateDict(sd: Record<string, unknown>): Record<string, unknown>;
/** The inverse of {@link stageOptimizerStateDict} on a loaded state dict. */
export declare function localStageOptimizerState(sd: unknown): unknown;
