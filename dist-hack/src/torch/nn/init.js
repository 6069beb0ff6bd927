// Parameter initialisation (PyTorch's torch.nn.init): in place, under no-grad, drawing from
// the default generator through the same ATen ops as PyTorch, so a seed gives the same values.
import { noGrad } from '../autograd.js';
import { callOp } from '../ops.js';
/** The recommended gain for a nonlinearity (`param` is leaky_relu's negative slope, default 0.01). */
export function calculateGain(nonlinearity, param) {
    switch (nonlinearity) {
        case 'linear':
        case 'conv1d':
        case 'conv2d':
        case 'conv3d':
        case 'conv_transpose1d':
        case 'conv_transpose2d':
        case 'conv_transpose3d':
        case 'sigmoid':
            return 1;
        case 'tanh':
            return 5 / 3;
        case 'relu':
            return Math.SQRT2;
        case 'leaky_relu': {
            const slope = param ?? 0.01;
            return Math.sqrt(2 / (1 + slope * slope));
        }
        case 'selu':
            return 3 / 4;
        default:
            throw new TypeError(`calculateGain: unsupported nonlinearity '${String(nonlinearity)}'`);
    }
}
/** `[fanIn, fanOut]` of a weight of shape `[out, in, ...kernel]`. */
export function calculateFanInAndFanOut(tensor) {
    const shape = tensor.shape;
    if (shape.length < 2) {
        throw new RangeError(`Fan in and fan out can not be computed for a tensor with fewer than 2 dimensions (shape [${shape.join(', ')}])`);
    }
    const receptive = shape.slice(2).reduce((a, b) => a * b, 1);
    return [shape[1] * receptive, shape[0] * receptive];
}
function inPlace(name, args) {
    noGrad(() => callOp(name, args).dispose());
}
/** Fills with values drawn uniformly from [a, b). */
export function uniform_(tensor, a = 0, b = 1) {
    inPlace('aten::uniform_', [tensor, a, b]);
    return tensor;
}
/** Fills with values drawn from N(mean, std²). */
export function normal_(tensor, mean = 0, std = 1) {
    inPlace('aten::normal_', [tensor, mean, std]);
    return tensor;
}
/**
 * Fills with values drawn from N(mean, std²) truncated to [a, b] (PyTorch's inverse-CDF
 * method, so the same seed gives the same values).
 */
export function truncNormal_(tensor, mean = 0, std = 1, a = -2, b = 2) {
    const normCdf = (x) => (1 + erf(x / Math.SQRT2)) / 2;
    const l = normCdf((a - mean) / std);
    const u = normCdf((b - mean) / std);
    noGrad(() => {
        callOp('aten::uniform_', [tensor, 2 * l - 1, 2 * u - 1]).dispose();
        callOp('aten::erfinv_', [tensor]).dispose();
        tensor.mul_(std * Math.SQRT2).add_(mean);
        callOp('aten::clamp_', [tensor, a, b]).dispose();
    });
    return tensor;
}
function erf(x) {
    // Abramowitz-Stegun 7.1.26 is too coarse here; use the series/continued fraction split.
    const t = Math.abs(x);
    if (t < 2.5) {
        let sum = t;
        let term = t;
        for (let n = 1; n < 80; n++) {
            term *= (-t * t) / n;
            sum += term / (2 * n + 1);
        }
        return Math.sign(x) * (2 / Math.sqrt(Math.PI)) * sum;
    }
    let f = 0;
    for (let n = 60; n >= 1; n--)
        f = n / 2 / (t + f);
    return Math.sign(x) * (1 - Math.exp(-t * t) / Math.sqrt(Math.PI) / (t + f));
}
/** Fills with a constant. */
export function constant_(tensor, value) {
    noGrad(() => tensor.fill_(value));
    return tensor;
}
/** Fills with ones. */
export function ones_(tensor) {
    return constant_(tensor, 1);
}
/** Fills with zeros. */
export function zeros_(tensor) {
    noGrad(() => tensor.zero_());
    return tensor;
}
/** Fills a 2-d tensor with the identity matrix. */
export function eye_(tensor) {
    if (tensor.ndim !== 2)
        throw new RangeError(`eye_: only 2-d tensors are supported, got shape [${tensor.shape.join(', ')}]`);
    const [n, m] = tensor.shape;
    noGrad(() => {
        const e = callOp('aten::eye.m', [n, m], { dtype: tensor.dtype, device: tensor.device });
        tensor.copy_(e);
        e.dispose();
    });
    return tensor;
}
/** Glorot/Xavier uniform: U(-a, a) with a = gain·sqrt(6 / (fanIn + fanOut)). */
export function xavierUniform_(tensor, gain = 1) {
    const [fanIn, fanOut] = calculateFanInAndFanOut(tensor);
    const std = gain * Math.sqrt(2 / (fanIn + fanOut));
    const a = Math.sqrt(3) * std;
    return uniform_(tensor, -a, a);
}
/** Glorot/Xavier normal: N(0, std²) with std = gain·sqrt(2 / (fanIn + fanOut)). */
export function xavierNormal_(tensor, gain = 1) {
    const [fanIn, fanOut] = calculateFanInAndFanOut(tensor);
    return normal_(tensor, 0, gain * Math.sqrt(2 / (fanIn + fanOut)));
}
function kaimingStd(tensor, options) {
    const [fanIn, fanOut] = calculateFanInAndFanOut(tensor);
    const mode = options.mode ?? 'fanIn';
    if (mode !== 'fanIn' && mode !== 'fanOut')
        throw new TypeError(`kaiming: mode must be 'fanIn' or 'fanOut', got '${String(mode)}'`);
    const fan = mode === 'fanIn' ? fanIn : fanOut;
    return calculateGain(options.nonlinearity ?? 'leaky_relu', options.a ?? 0) / Math.sqrt(fan);
}
/** Kaiming (He) uniform: U(-b, b) with b = gain·sqrt(3 / fan). */
export function kaimingUniform_(tensor, options = {}) {
    const bound = Math.sqrt(3) * kaimingStd(tensor, options);
    return uniform_(tensor, -bound, bound);
}
/** Kaiming (He) normal: N(0, std²) with std = gain / sqrt(fan). */
export function kaimingNormal_(tensor, options = {}) {
    return normal_(tensor, 0, kaimingStd(tensor, options));
}
//# sourceMappingURL=init.js.map