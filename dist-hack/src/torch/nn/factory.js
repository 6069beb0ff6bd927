import { getDefaultDevice } from '../default-device.js';
import { callOp } from '../ops.js';
import * as init from './init.js';
import { Parameter } from './parameter.js';
function kw(o) {
    const out = {};
    if (o.dtype !== undefined)
        out.dtype = o.dtype;
    const device = o.device ?? getDefaultDevice();
    if (device !== undefined)
        out.device = device;
    return out;
}
/** A tensor of `shape` with uninitialised values (no random draws, like `torch.empty`). */
export function emptyTensor(shape, o = {}) {
    return callOp('aten::empty.memory_format', [shape], kw(o));
}
/** A new uninitialised Parameter of `shape`; the layer's `resetParameters` fills it. */
export function emptyParameter(shape, o = {}) {
    const t = emptyTensor(shape, o);
    const p = new Parameter(t);
    t.dispose();
    return p;
}
/** A buffer tensor filled with `value`. */
export function filledTensor(shape, value, o = {}) {
    return callOp('aten::full', [shape, value], kw({ dtype: 'float32', ...o }));
}
/** Checks a constructor argument is a positive integer. */
export function positiveInt(value, what) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
        throw new TypeError(`${what} must be a positive integer, but received ${value === null ? 'null' : typeof value === 'number' ? value : typeof value}`);
    }
    return value;
}
/**
 * PyTorch's default layer initialisation (`Linear`, `ConvNd`): weight kaiming-uniform(a=√5),
 * bias U(-1/√fanIn, 1/√fanIn) with fanIn from the weight. At fanIn 0 the two differ and so
 * draw differently from the generator: `Linear` draws the bias with bound 0
 * (`drawBiasAtZeroFanIn`), `ConvNd` leaves it untouched.
 */
export function resetLayerParameters(weight, bias, drawBiasAtZeroFanIn) {
    init.kaimingUniform_(weight, { a: Math.sqrt(5) });
    if (!bias)
        return;
    const [fanIn] = init.calculateFanInAndFanOut(weight);
    if (fanIn === 0 && !drawBiasAtZeroFanIn)
        return;
    const bound = fanIn > 0 ? 1 / Math.sqrt(fanIn) : 0;
    init.uniform_(bias, -bound, bound);
}
//# sourceMappingURL=factory.js.map