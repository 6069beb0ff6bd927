import { Module } from '../../torch/nn/index.js';
import type { Topology } from '../topology/topology.js';
import { pipelineStagesOf, SequentialSlice } from './stages.js';

/**
 * This rank's part of `model` on the pipeline axis: its stage of {@link pipelineStagesOf}
 * (`splitPoints` cut a `Sequential`), or the whole model without a pipeline.
 */
export function defaultLocalParts(model: Module, topology: Topology, splitPoints?: readonly number[]): Module[] {
  const stages = topology.sizes.pipeline;
  return stages > 1 ? [pipelineStagesOf(model, stages, splitPoints)[topology.coordinates.pipeline]!] : [model];
}

/**
 * One module for a rank's local model parts: the part itself when there is one, else a module
 * that runs them in order (each part's output is the next one's input). A module shared by
 * several parts (tied weights) holds its parameters once.
 *
 * @throws TypeError when `parts` is empty or holds something that is not a Module
 */
export function joinLocalParts(parts: Module | readonly Module[], where: string): Module {
  const list = parts instanceof Module ? [parts] : parts;
  if (!Array.isArray(list) || list.length === 0 || !list.every((p) => p instanceof Module)) {
    throw new TypeError(`${where} must return this rank's model parts: a Module or a non-empty array of Modules`);
  }
  return list.length === 1 ? list[0]! : new SequentialSlice(list.map((p, i) => [`part${i}`, p]));
}
