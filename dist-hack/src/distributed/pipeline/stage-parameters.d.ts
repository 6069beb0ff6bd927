import type { Module } from '../../torch/nn/index.js';
import type { Topology } from '../topology/topology.js';
/**
 * Checks that every pipeline stage trains some parameter: a stage without any (a cut that
 * gave it only activations, say) would have nothing to step. Every stage learns which stages
 * are empty (one reduction over the pipeline group), so they all fail with the same message.
 *
 * @throws Error naming the empty stages and where the model was cut
 */
export declare function checkStagesHaveParameters(local: Module, topology: Topology, splitPoints: readonly number[] | undefined, model: Module): Promise<void>;
