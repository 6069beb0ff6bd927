// Modules built on the meta device: shapes and dtypes without storage, materialised later
// by Module.toEmpty or by loading a state dict (which then takes the loaded tensors).
import { callOp } from '../ops.js';
import { replaceTensorData } from './parameter.js';
let seen = false;
/** Notes that `t`, about to become a parameter or buffer, may be a meta tensor (so calls start checking). */
export function noteModuleTensor(t) {
    if (!seen && t !== null && !t.isDisposed && t.device === 'meta')
        seen = true;
}
/**
 * Throws when one of `module`'s own parameters or buffers is still on the meta device. Only
 * checks once some module tensor was ever made on meta, so other programs pay nothing.
 */
export function checkNotMeta(module) {
    if (!seen)
        return;
    for (const [kind, map] of [['parameter', module._parameters], ['buffer', module._buffers]]) {
        for (const [name, t] of map) {
            if (t && !t.isDisposed && t.device === 'meta') {
                const cls = module.constructor.name;
                throw new Error(`${cls}.call(): ${kind} '${name}' is on the meta device (built under torch.withDevice('meta') or with { device: 'meta' }): ` +
                    `it has a shape but no data. Load weights first (model.loadStateDict(stateDict) takes the loaded tensors), ` +
                    `or allocate them with model.toEmpty({ device: 'cpu' }) and fill them`);
            }
        }
    }
}
/**
 * Gives every parameter and buffer of `module` (and its descendants) new, uninitialised
 * storage of the same shape, dtype and strides on `device`, keeping the Parameter and buffer
 * objects (see {@link Module.toEmpty}).
 */
export function toEmpty(module, device) {
    const done = new Set();
    for (const t of [...module.parameters(), ...module.buffers()]) {
        if (done.has(t))
            continue;
        done.add(t);
        const fresh = callOp('aten::empty_like', [t], { device });
        const grad = t.grad;
        if (grad) {
            // A gradient of the old storage means nothing for the new one.
            t.grad = null;
            grad.dispose();
        }
        replaceTensorData(t, fresh);
        fresh.dispose();
    }
}
//# sourceMappingURL=meta.js.map