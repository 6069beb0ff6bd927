// Parameters registered under several names (tied weights: a GPT's head reusing the token
// embedding). In one process they are one tensor; across pipeline stages each stage's process
// holds its own copy, and the copies stay one weight only if every copy takes the sum of the
// gradients of all of them (Megatron's embedding group all-reduce). Checkpoints keep each tied
// weight once, under its first name, as Hugging Face's safetensors do.
import { noGrad } from '../torch/autograd.js';
import { zeros } from '../torch/creation.js';
import { cat } from '../torch/functions.js';
import { scope } from '../torch/scope.js';
/** Every name of each parameter registered under several, first name first, in the model's order. */
export function tiedParameterNames(model) {
    const byTensor = new Map();
    for (const [name, p] of model.namedParameters({ removeDuplicate: false })) {
        const names = byTensor.get(p);
        if (names)
            names.push(name);
        else
            byTensor.set(p, [name]);
    }
    return [...byTensor.values()].filter((names) => names.length > 1);
}
/** Each later name of a tied parameter, mapped to its first name. */
export function parameterAliases(model) {
    const out = new Map();
    for (const [first, ...rest] of tiedParameterNames(model))
        for (const alias of rest)
            out.set(alias, first);
    return out;
}
/**
 * Checks the ties the model declares (`tiedParameters()`): each group's names must name one
 * tensor of the model, so that training updates them as one weight.
 *
 * @throws Error naming the names that are not one tensor (a tie broken by `parallelize`, say), or a name the model lacks
 */
export function checkDeclaredTies(model, when) {
    const provider = model;
    if (typeof provider.tiedParameters !== 'function')
        return;
    const params = new Map(model.namedParameters({ removeDuplicate: false }));
    for (const group of provider.tiedParameters()) {
        const missing = group.filter((n) => !params.has(n));
        if (missing.length > 0) {
            throw new Error(`${model.constructor.name}.tiedParameters() names ${missing.map((n) => `'${n}'`).join(', ')}, which the model does not have ${when}; name registered parameters`);
        }
        const first = params.get(group[0]);
        const apart = group.filter((n) => params.get(n) !== first);
        if (apart.length > 0) {
            throw new Error(`${model.constructor.name}.tiedParameters() ties '${group[0]}' and ${apart.map((n) => `'${n}'`).join(', ')}, but ${when} they are different tensors, so they would train apart; ` +
                `assign one Parameter to both names (head.weight = tokens.weight), and keep it shared where parallelize replaces layers`);
        }
    }
}
/** A state dict without the later names of tied parameters (each tied weight once, under its first name). */
export function withoutAliases(sd, aliases) {
    if (aliases.size === 0)
        return sd;
    return Object.fromEntries(Object.entries(sd).filter(([k]) => !aliases.has(k)));
}
/** A loaded state dict with each missing later name of a tied parameter given its first name's value. */
export function withAliases(sd, aliases) {
    if (aliases.size === 0)
        return sd;
    const entries = new Map(sd instanceof Map ? sd : Object.entries(sd));
    for (const [alias, first] of aliases)
        if (!entries.has(alias) && entries.has(first))
            entries.set(alias, entries.get(first));
    return sd instanceof Map ? entries : Object.fromEntries(entries);
}
/**
 * The weights that several pipeline stages hold, found from the stages themselves: every
 * stage reports which of the model's multiply-named parameters its local parts hold (one
 * reduction over the pipeline group). After each backward the gradients of every copy are
 * summed over the stages ({@link allReduce}), so the copies take the same step and stay equal.
 */
export class CrossStageTies {
    ties;
    stage;
    constructor(ties, stage) {
        this.ties = ties;
        this.stage = stage;
    }
    /** No ties (no pipeline, or none across stages). */
    static none = new CrossStageTies([], 0);
    /**
     * Finds the cross-stage ties of `model` whose local parts are `local`. Collective over the
     * pipeline group.
     *
     * @throws Error when the stages disagree about the model's tied parameters
     */
    static async find(model, local, topology) {
        const stages = topology.sizes.pipeline;
        if (stages <= 1)
            return CrossStageTies.none;
        const tied = tiedParameterNames(model);
        const params = new Map(model.namedParameters({ removeDuplicate: false }));
        const here = new Set(local.parameters());
        const stage = topology.coordinates.pipeline;
        // Slot k·P + s: stage s holds tied parameter k. The last slot counts the tied parameters, which every stage must agree on.
        const flags = new Array(tied.length * stages + 1).fill(0);
        tied.forEach(([first], k) => (flags[k * stages + stage] = here.has(params.get(first)) ? 1 : 0));
        flags[flags.length - 1] = tied.length;
        const summed = await topology.reduce('pipeline', flags);
        if (summed[summed.length - 1] !== tied.length * stages) {
            throw new Error(`pipeline stage ${stage}: the stages' models differ in their tied parameters (this one has ${tied.length}); build the same model on every rank`);
        }
        const ties = [];
        tied.forEach(([first], k) => {
            const holders = Array.from({ length: stages }, (_, s) => s).filter((s) => summed[k * stages + s] > 0);
            if (holders.length > 1)
                ties.push({ name: first, param: params.get(first), stages: holders });
        });
        return new CrossStageTies(ties, stage);
    }
    /** Whether any weight is held by several stages. */
    get any() {
        return this.ties.length > 0;
    }
    /** The first name and holding stages of each cross-stage tie (for messages and logs). */
    describe() {
        return this.ties.map((t) => `${t.name} (stages ${t.stages.join(', ')})`).join('; ');
    }
    /** Whether `param` is a cross-stage tied weight that another stage writes and counts (this stage holds a copy). */
    isCopy(param) {
        const t = this.ties.find((x) => x.param === param);
        return t !== undefined && t.stages[0] !== this.stage;
    }
    /**
     * Sums the gradient of every copy of each tied weight over the pipeline group, in place:
     * `gradOf(param)` gives the gradient this rank steps for it (the whole gradient, or its shard),
     * `shapeOf(param)` its shape and dtype on every rank (stages that hold no copy send zeros).
     * Collective over the pipeline group; every stage calls it after its backward, before the
     * gradient is clipped or stepped.
     */
    async allReduce(topology, gradOf, shapeOf) {
        const group = topology.group('pipeline');
        if (!group || this.ties.length === 0)
            return;
        const holds = (t) => t.stages.includes(this.stage);
        const parts = this.ties.map((t) => ({ tie: t, ...shapeOf(t.param), grad: holds(t) ? gradOf(t.param) : null }));
        const byDtype = new Map();
        for (const p of parts)
            byDtype.set(p.dtype, [...(byDtype.get(p.dtype) ?? []), p]);
        for (const [dtype, list] of byDtype) {
            const flat = scope(() => noGrad(() => cat(list.map((p) => (p.grad ?? zeros(p.shape, { dtype })).reshape([-1])), 0))).keep();
            try {
                await group.allReduce(flat, { async: true }).wait();
                let at = 0;
                scope(() => noGrad(() => {
                    for (const p of list) {
                        const n = p.shape.reduce((a, b) => a * b, 1);
                        if (holds(p.tie)) {
                            const summed = flat.narrow(0, at, n).view(p.shape);
                            if (p.grad)
                                p.grad.copy_(summed);
                            // A holder whose copy was unused on this step has no gradient yet: it takes the sum.
                            else
                                p.tie.param.grad = summed.clone().keep();
                        }
                        at += n;
                    }
                }));
            }
            finally {
                flat.dispose();
            }
        }
    }
}
//# sourceMappingURL=tied-parameters.js.map