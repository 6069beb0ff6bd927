import { toDType } from '../../torch/dtype.js';
/** The dtype of the master chunk the optimizer steps for a parameter of dtype `d`: float64 stays float64, every other float is stepped in float32. */
export function masterDtypeOf(d) {
    return d === 'float64' ? 'float64' : 'float32';
}
/** The dtype gradients of parameters of dtype `d` are reduced in under `policy`. */
export function reduceDtypeOf(policy, d) {
    return policy.reduceDtype ?? masterDtypeOf(d);
}
const FLOATS = ['float32', 'bfloat16', 'float16', 'float64'];
/** The policy with its defaults filled in, checked. */
export function resolveMixedPrecision(policy = {}) {
    const check = (value, what) => {
        const d = toDType(value ?? 'float32', `mixedPrecision.${what}`);
        if (!FLOATS.includes(d))
            throw new TypeError(`mixedPrecision.${what} must be a floating-point dtype (${FLOATS.join(', ')}), got ${d}`);
        return d;
    };
    return { paramDtype: check(policy.paramDtype, 'paramDtype'), reduceDtype: policy.reduceDtype === undefined ? undefined : check(policy.reduceDtype, 'reduceDtype') };
}
//# sourceMappingURL=mixed-precision.js.map