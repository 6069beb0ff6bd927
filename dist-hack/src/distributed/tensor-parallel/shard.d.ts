import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { Parameter } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
/**
 * This rank's part of `t` along `dim` as a new Parameter, marked with its split: of each of
 * `blocks` equal blocks, the rank's slice.
 */
export declare function shardOf(t: Tensor, dim: number, group: ProcessGroup, what: string, blocks?: number): Parameter;
