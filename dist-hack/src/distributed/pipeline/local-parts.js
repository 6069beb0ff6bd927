import { Module } from '../../torch/nn/index.js';
import { pipelineStagesOf, SequentialSlice } from './stages.js';
/**
 * This rank's part of `model` on the pipeline axis: its stage of {@link pipelineStagesOf}
 * (`splitPoints` cut a `Sequential`), or the whole model without a pipeline. With
 * `virtualStages` V above 1 the model is cut into P × V parts and rank r holds parts
 * r, r + P, …, r + (V − 1)·P (its model chunks, in order), as Megatron-LM's interleaved
 * schedule places them.
 *
 * @throws Error when the model cannot be cut into that many parts (naming both settings)
 */
export function defaultLocalParts(model, topology, splitPoints, virtualStages = 1) {
    const stages = topology.sizes.pipeline;
    if (stages <= 1)
        return [model];
    if (virtualStages <= 1)
        return [pipelineStagesOf(model, stages, splitPoints)[topology.coordinates.pipeline]];
    const parts = stages * virtualStages;
    let all;
    try {
        all = pipelineStagesOf(model, parts, splitPoints);
    }
    catch (err) {
        throw new Error(`parallel.pipeline ${stages} × parallel.virtualStages ${virtualStages}: the model is cut into ${parts} parts, one per virtual stage: ${err.message}; ` +
            `use fewer virtual stages (each part needs at least one layer) or give parallel.splitPoints ${parts - 1} cuts`, { cause: err });
    }
    return Array.from({ length: virtualStages }, (_, v) => all[v * stages + topology.coordinates.pipeline]);
}
/**
 * One module for a rank's local model parts: the part itself when there is one, else a module
 * that runs them in order (each part's output is the next one's input). A module shared by
 * several parts (tied weights) holds its parameters once.
 *
 * @throws TypeError when `parts` is empty or holds something that is not a Module
 */
export function joinLocalParts(parts, where) {
    const list = parts instanceof Module ? [parts] : parts;
    if (!Array.isArray(list) || list.length === 0 || !list.every((p) => p instanceof Module)) {
        throw new TypeError(`${where} must return this rank's model parts: a Module or a non-empty array of Modules`);
    }
    return list.length === 1 ? list[0] : new SequentialSlice(list.map((p, i) => [`part${i}`, p]));
}
//# sourceMappingURL=local-parts.js.map