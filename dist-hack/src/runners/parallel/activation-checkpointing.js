// Activation checkpointing applied per unit by ParallelRunner (`parallel.activationCheckpointing`):
// each selected module's forward runs through `torch.utils.checkpoint`, so its activations are
// recomputed in backward instead of kept.
import { didYouMean } from '../../config/index.js';
import { defaultUnitPolicy } from '../../distributed/sharding/units.js';
import { isGradEnabled } from '../../torch/autograd.js';
import { checkpoint } from '../../torch/utils/checkpoint.js';
const WRAPPED = Symbol('activation checkpointing');
/**
 * Wraps the forward of each selected module of `model` in activation checkpointing:
 * `true` selects the units ZeRO stage 3 uses (the model's direct children, and the children of
 * a direct child that is a `ModuleList`, `Sequential` or `ModuleDict`: a transformer's blocks);
 * a list names the modules by qualified name. Returns the names wrapped.
 *
 * @throws Error naming a listed module the model does not have
 */
export function applyActivationCheckpointing(model, selection) {
    if (selection === false)
        return [];
    const modules = new Map(model.namedModules());
    let names;
    if (selection === true) {
        const policy = defaultUnitPolicy(model);
        names = [...modules].filter(([name, m]) => name !== '' && policy(name, m)).map(([name]) => name);
    }
    else {
        names = [...selection];
        for (const name of names) {
            if (!modules.has(name) || name === '') {
                const hint = didYouMean(name, [...modules.keys()].filter(Boolean));
                throw new Error(`parallel.activationCheckpointing: the model has no module '${name}'${hint ? `; did you mean '${hint}'?` : ''}`);
            }
        }
    }
    for (const name of names)
        wrapForward(modules.get(name));
    return names;
}
function wrapForward(module) {
    const m = module;
    if (m[WRAPPED])
        return;
    const forward = m.forward.bind(m);
    m.forward = (...args) => (isGradEnabled() ? checkpoint(forward, ...args) : forward(...args));
    m[WRAPPED] = true;
}
//# sourceMappingURL=activation-checkpointing.js.map