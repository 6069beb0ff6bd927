/**
 * The model's name for each optimizer state index, in the order `Optimizer.stateDict()`
 * numbers parameters (groups in order, each parameter at its first appearance); null for a
 * parameter the model does not own (or, for a sharding strategy's chunk, the name of the
 * parameter it is a chunk of). These are the `<name>` of `optim.state.<name>.<key>`.
 */
export function optimizerParamNames(model, optimizer, 
/** Tensors the optimizer steps in place of the model's parameters (a sharding strategy's chunks), with their parameter names. */
stepped = []) {
    if (!optimizer)
        return [];
    const names = new Map(stepped.map((s) => [s.tensor, s.name]));
    for (const [name, p] of model.namedParameters())
        if (!names.has(p))
            names.set(p, name);
    return stateIndexNames(optimizer, names);
}
/** The name `names` gives each optimizer state index's tensor (null where it gives none), in `Optimizer.stateDict()` order. */
export function stateIndexNames(optimizer, names) {
    const seen = new Set();
    const out = [];
    for (const g of optimizer.paramGroups) {
        for (const p of g.params) {
            if (seen.has(p))
                continue;
            seen.add(p);
            out.push(names.get(p) ?? null);
        }
    }
    return out;
}
//# sourceMappingURL=param-names.js.map