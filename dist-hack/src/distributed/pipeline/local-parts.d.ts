import { Module } from '../../torch/nn/index.js';
import type { Topology } from '../topology/topology.js';
/**
 * This rank's part of `model` on the pipeline axis: its stage of {@link pipelineStagesOf}
 * (`splitPoints` cut a `Sequential`), or the whole model without a pipeline. With
 * `virtualStages` V above 1 the model is cut into P × V parts and rank r holds parts
 * r, r + P, …, r + (V − 1)·P (its model chunks, in order), as Megatron-LM's interleaved
 * schedule places them.
 *
 * @throws Error when the model cannot be cut into that many parts (naming both settings)
 */
export declare function defaultLocalParts(model: Module, topology: Topology, splitPoints?: readonly number[], virtualStages?: number): Module[];
/**
 * One module for a rank's local model parts: the part itself when there is one, else a module
 * that runs them in order (each part's output is the next one's input). A module shared by
 * several parts (tied weights) holds its parameters once.
 *
 * @throws TypeError when `parts` is empty or holds something that is not a Module
 */
export declare function joinLocalParts(parts: Module | readonly Module[], where: string): Module;
