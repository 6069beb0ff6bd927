// Walking the tensors inside a sample or batch (arrays and plain objects, as collate builds them).
import { Tensor } from '../torch/tensor.js';
function isPlainObject(v) {
    return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
/** Every tensor inside `value` (through arrays, plain objects and Maps). */
export function tensorsIn(value, out = []) {
    if (value instanceof Tensor)
        out.push(value);
    else if (Array.isArray(value))
        for (const v of value)
            tensorsIn(v, out);
    else if (value instanceof Map)
        for (const v of value.values())
            tensorsIn(v, out);
    else if (isPlainObject(value))
        for (const v of Object.values(value))
            tensorsIn(v, out);
    return out;
}
/** A copy of `value`'s structure with every tensor replaced by `f(tensor)`. */
export function mapTensors(value, f) {
    if (value instanceof Tensor)
        return f(value);
    if (Array.isArray(value))
        return value.map((v) => mapTensors(v, f));
    if (isPlainObject(value)) {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = mapTensors(v, f);
        return out;
    }
    return value;
}
/** Disposes the tensors of `value` that are not in `keep` and not marked `keep()`. */
export function disposeTensors(value, keep) {
    for (const t of tensorsIn(value))
        if (!t.persistent && !keep?.has(t))
            t.dispose();
}
//# sourceMappingURL=tensors.js.map