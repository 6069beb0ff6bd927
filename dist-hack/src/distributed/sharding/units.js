// The units ZeRO stage 3 gathers and frees together (FSDP's wrapping): modules chosen by a
// policy, each owning the parameters under it that no deeper unit owns; the model itself is
// the root unit for whatever is left.
import { ModuleDict, ModuleList, Sequential } from '../../torch/nn/index.js';
function isContainer(m) {
    return m instanceof ModuleList || m instanceof Sequential || m instanceof ModuleDict;
}
/** The default units of `model` (see {@link UnitPolicy}). */
export function defaultUnitPolicy(model) {
    const names = new Set();
    for (const [name, child] of model.namedChildren()) {
        if (isContainer(child))
            for (const [k] of child.namedChildren())
                names.add(`${name}.${k}`);
        else
            names.add(name);
    }
    return (name) => names.has(name);
}
/**
 * Splits `partitions` (the model's trainable parameters, by qualified name) into units:
 * each parameter goes to the deepest selected module whose name prefixes it, or to the root.
 * A parameter registered under several names (a head tied to the token embedding) goes to the
 * deepest module that prefixes every one of them, as FSDP requires of shared parameters: the
 * unit of one of its modules would free it before the other ran.
 * Units are returned in the order their first parameter appears (forward order for models
 * that register modules in the order they run); units without parameters are dropped.
 */
export function buildUnits(model, partitions, policy = defaultUnitPolicy(model)) {
    const selected = model
        .namedModules()
        .filter(([name, m]) => name !== '' && policy(name, m))
        .sort((a, b) => b[0].length - a[0].length);
    const namesOf = new Map();
    for (const [name, t] of model.namedParameters({ removeDuplicate: false }))
        namesOf.set(t, [...(namesOf.get(t) ?? []), name]);
    const tensorOf = new Map(model.namedParameters().map(([name, t]) => [name, t]));
    const owner = (param) => {
        const names = namesOf.get(tensorOf.get(param)) ?? [param];
        return selected.find(([name]) => names.every((n) => n.startsWith(`${name}.`))) ?? ['', model];
    };
    const units = new Map();
    for (const p of partitions) {
        const [name, module] = owner(p.name);
        const u = units.get(name) ?? { module, partitions: [] };
        u.partitions.push(p);
        units.set(name, u);
    }
    return [...units].map(([name, u]) => ({ name, module: u.module, partitions: u.partitions }));
}
//# sourceMappingURL=units.js.map