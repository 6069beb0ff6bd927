// Where the sequence-parallel region meets replicated modules: a module whose input must be the
// whole sequence (a replicated head after the last norm) gets it all-gathered; a module whose
// whole output begins the region (replicated embeddings) gives this rank its slice.
import type { Module } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { gatherFromSequenceParallel, scatterToSequenceParallel } from './sequence-operators.js';

/**
 * Makes `module` (replicated over the tensor group) take the whole sequence: its first input,
 * this rank's slice, is all-gathered along dimension 1 before each call. Backward keeps this
 * rank's slice of the input's gradient, which every rank computed alike.
 */
export function gatherSequenceInput(module: Module, group: ProcessGroup): void {
  module.registerForwardPreHook((_m, args) => [gatherFromSequenceParallel(args[0] as Tensor, group, 'split'), ...args.slice(1)]);
}

/** Makes `module` (replicated, its output whole and equal on every rank) return this rank's slice of its output's sequence; backward all-gathers the gradient. */
export function scatterSequenceOutput(module: Module, group: ProcessGroup): void {
  module.registerForwardHook((_m, _args, output) => scatterToSequenceParallel(output as Tensor, group));
}
