import type { Tensor } from '../../torch/tensor.js';
/**
 * The model part of a sharded checkpoint as one state dict, whatever world size and topology
 * wrote it: each tensor is assembled whole from its stored chunks (one at a time), so it
 * loads into the model as this run lays it out, like the weights of a consolidated file. The
 * optimizer state and the rest are not read. The tensors are the caller's.
 *
 * @param path - a save directory, a pointer file (`latest`, `best`, `ckpt-…`) or a checkpoints directory
 * @throws Error naming the checkpoint when it cannot be read or holds no model weights
 */
export declare function readShardedModel(path: string): Promise<Record<string, Tensor>>;
