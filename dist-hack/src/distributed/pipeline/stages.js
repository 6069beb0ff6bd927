import { Module, Sequential } from '../../torch/nn/index.js';
/**
 * A contiguous run of a `Sequential`'s modules that keeps their names in the whole model
 * (`3.weight`, not `0.weight`), so a stage's state dict holds the whole model's keys.
 */
export class SequentialSlice extends Module {
    constructor(modules) {
        super();
        for (const [name, m] of modules)
            this.registerModule(name, m);
    }
    forward(input) {
        let x = input;
        for (const m of this.children())
            x = m.call(x);
        return x;
    }
}
/**
 * Cuts a `Sequential` before each index of `splitPoints` (strictly increasing, inside
 * 1..length−1): `splitPoints = [2, 5]` gives stages [0, 2), [2, 5) and [5, length). The
 * stages share the model's modules.
 *
 * @throws RangeError naming the bad split point
 */
export function splitSequential(model, splitPoints) {
    const children = model.namedChildren();
    const n = children.length;
    let prev = 0;
    for (const p of splitPoints) {
        if (!Number.isInteger(p) || p <= prev || p >= n) {
            throw new RangeError(`pipeline split points must be strictly increasing whole numbers in 1..${n - 1} (a Sequential of ${n} modules); got [${splitPoints.join(', ')}]`);
        }
        prev = p;
    }
    const bounds = [0, ...splitPoints, n];
    return bounds.slice(0, -1).map((start, i) => new SequentialSlice(children.slice(start, bounds[i + 1])));
}
/** Split points that give `stages` stages of modules as equal in count as possible (the first stages get the extra ones). */
export function evenSplitPoints(modules, stages) {
    if (stages > modules)
        throw new RangeError(`cannot cut a Sequential of ${modules} modules into ${stages} pipeline stages; use at most ${modules} stages`);
    const points = [];
    let at = 0;
    for (let s = 0; s < stages - 1; s++) {
        at += Math.floor(modules / stages) + (s < modules % stages ? 1 : 0);
        points.push(at);
    }
    return points;
}
/**
 * The stage modules of `model` for `stages` stages: the model's own `pipelineStages(stages)`
 * when it has one, else a `Sequential` cut at `splitPoints` (default: equal module counts).
 *
 * @throws Error when the model is neither, or when the count of stages it returns is wrong
 */
export function pipelineStagesOf(model, stages, splitPoints) {
    const provider = model;
    if (typeof provider.pipelineStages === 'function') {
        const parts = provider.pipelineStages(stages);
        if (!Array.isArray(parts) || parts.length !== stages || !parts.every((p) => p instanceof Module)) {
            throw new Error(`${model.constructor.name}.pipelineStages(${stages}) must return ${stages} modules, one per stage`);
        }
        return parts;
    }
    if (model instanceof Sequential) {
        const points = splitPoints ?? evenSplitPoints(model.length, stages);
        if (points.length !== stages - 1) {
            throw new Error(`parallel.splitPoints has ${points.length} entries but ${stages} pipeline stages need ${stages - 1}`);
        }
        return splitSequential(model, points);
    }
    throw new Error(`pipeline ${stages}: ${model.constructor.name} cannot be split into stages; give the model a pipelineStages(n) method that returns one module per stage, or make it an nn.Sequential (cut at parallel.splitPoints)`);
}
//# sourceMappingURL=stages.js.map