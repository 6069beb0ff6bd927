// torch.nn.functional: each function is one ATen operator call (or a few, where PyTorch's own
// functional is a composite), with PyTorch's argument names in camelCase.
import { isAutocastEnabled } from '../autocast.js';
import { arange } from '../creation.js';
import { describe } from '../dtype.js';
import { native } from '../native.js';
import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
/** The ATen reduction enum for a reduction name. */
export function reductionEnum(reduction, fn) {
    switch (reduction ?? 'mean') {
        case 'none':
            return 0;
        case 'mean':
            return 1;
        case 'sum':
            return 2;
        default:
            throw new TypeError(`${fn}: reduction must be 'none', 'mean' or 'sum', but received ${describe(reduction)}`);
    }
}
/** An int or a tuple for an `n`-d operator, as a list (`2` -> `[2, 2]`). */
export function ntuple(value, n, what) {
    const list = typeof value === 'number' ? Array(n).fill(value) : value;
    if (!Array.isArray(list) || list.length !== n || list.some((v) => typeof v !== 'number' || !Number.isInteger(v))) {
        throw new TypeError(`Expected an integer or ${n} integers for ${what} but received ${describe(value)}`);
    }
    return list;
}
function checkTensor(t, what) {
    if (!(t instanceof Tensor))
        throw new TypeError(`Expected a Tensor for ${what} but received ${describe(t)}`);
    return t;
}
function checkInputDims(input, dims, fn, layout) {
    checkTensor(input, `${fn}(input)`);
    const nd = input.ndim;
    if (!dims.includes(nd)) {
        throw new RangeError(`${fn}: expected a ${dims.join('-d or ')}-d input (${layout}) but got shape [${input.shape.join(', ')}]`);
    }
}
// ---- linear ----
/** `input @ weight.T + bias`. */
export function linear(input, weight, bias = null) {
    return new Tensor(native.linear(input._h, weight._h, bias ? bias._h : null));
}
/** `x1ᵀ A x2 + b` for each output feature. */
export function bilinear(input1, input2, weight, bias = null) {
    return callOp('aten::bilinear', [input1, input2, weight, bias]);
}
function conv(n, input, weight, bias, o) {
    const fn = `conv${n}d`;
    checkInputDims(input, [n + 1, n + 2], fn, n === 1 ? '[N, C, L]' : n === 2 ? '[N, C, H, W]' : '[N, C, D, H, W]');
    const stride = ntuple(o.stride ?? 1, n, `${fn} stride`);
    const dilation = ntuple(o.dilation ?? 1, n, `${fn} dilation`);
    const groups = o.groups ?? 1;
    if (typeof o.padding === 'string') {
        return callOp(`aten::${fn}.padding`, [input, weight, bias, stride, o.padding, dilation, groups]);
    }
    return callOp(`aten::${fn}`, [input, weight, bias, stride, ntuple(o.padding ?? 0, n, `${fn} padding`), dilation, groups]);
}
/** 1-d convolution over `[N, C, L]`. */
export function conv1d(input, weight, bias = null, options = {}) {
    return conv(1, input, weight, bias, options);
}
/** 2-d convolution over `[N, C, H, W]`. */
export function conv2d(input, weight, bias = null, options = {}) {
    return conv(2, input, weight, bias, options);
}
/** 3-d convolution over `[N, C, D, H, W]`. */
export function conv3d(input, weight, bias = null, options = {}) {
    return conv(3, input, weight, bias, options);
}
function convTranspose(n, input, weight, bias, o) {
    const fn = `conv_transpose${n}d`;
    checkInputDims(input, [n + 1, n + 2], `convTranspose${n}d`, n === 1 ? '[N, C, L]' : '[N, C, H, W]');
    return callOp(n === 1 ? `aten::${fn}` : `aten::${fn}.input`, [
        input,
        weight,
        bias,
        ntuple(o.stride ?? 1, n, `${fn} stride`),
        ntuple(o.padding ?? 0, n, `${fn} padding`),
        ntuple(o.outputPadding ?? 0, n, `${fn} outputPadding`),
        o.groups ?? 1,
        ntuple(o.dilation ?? 1, n, `${fn} dilation`),
    ]);
}
/** 1-d transposed convolution. */
export function convTranspose1d(input, weight, bias = null, options = {}) {
    return convTranspose(1, input, weight, bias, options);
}
/** 2-d transposed convolution. */
export function convTranspose2d(input, weight, bias = null, options = {}) {
    return convTranspose(2, input, weight, bias, options);
}
function maxPool(n, input, kernelSize, o) {
    const fn = `max_pool${n}d`;
    checkInputDims(input, [n + 1, n + 2], `maxPool${n}d`, n === 1 ? '[N, C, L]' : '[N, C, H, W]');
    const k = ntuple(kernelSize, n, `${fn} kernelSize`);
    return callOp(`aten::${fn}`, [
        input,
        k,
        o.stride === undefined || o.stride === null ? k : ntuple(o.stride, n, `${fn} stride`),
        ntuple(o.padding ?? 0, n, `${fn} padding`),
        ntuple(o.dilation ?? 1, n, `${fn} dilation`),
        o.ceilMode ?? false,
    ]);
}
/** 1-d max pooling over `[N, C, L]`. */
export function maxPool1d(input, kernelSize, options = {}) {
    return maxPool(1, input, kernelSize, options);
}
/** 2-d max pooling over `[N, C, H, W]`. */
export function maxPool2d(input, kernelSize, options = {}) {
    return maxPool(2, input, kernelSize, options);
}
/** 1-d average pooling over `[N, C, L]`. */
export function avgPool1d(input, kernelSize, o = {}) {
    checkInputDims(input, [2, 3], 'avgPool1d', '[N, C, L]');
    const k = ntuple(kernelSize, 1, 'avg_pool1d kernelSize');
    return callOp('aten::avg_pool1d', [
        input,
        k,
        o.stride === undefined || o.stride === null ? k : ntuple(o.stride, 1, 'avg_pool1d stride'),
        ntuple(o.padding ?? 0, 1, 'avg_pool1d padding'),
        o.ceilMode ?? false,
        o.countIncludePad ?? true,
    ]);
}
/** 2-d average pooling over `[N, C, H, W]`. */
export function avgPool2d(input, kernelSize, o = {}) {
    checkInputDims(input, [3, 4], 'avgPool2d', '[N, C, H, W]');
    const k = ntuple(kernelSize, 2, 'avg_pool2d kernelSize');
    return callOp('aten::avg_pool2d', [
        input,
        k,
        o.stride === undefined || o.stride === null ? k : ntuple(o.stride, 2, 'avg_pool2d stride'),
        ntuple(o.padding ?? 0, 2, 'avg_pool2d padding'),
        o.ceilMode ?? false,
        o.countIncludePad ?? true,
        o.divisorOverride ?? null,
    ]);
}
/** 1-d adaptive average pooling to `outputSize`. */
export function adaptiveAvgPool1d(input, outputSize) {
    checkInputDims(input, [2, 3], 'adaptiveAvgPool1d', '[N, C, L]');
    return callOp('aten::adaptive_avg_pool1d', [input, ntuple(outputSize, 1, 'adaptive_avg_pool1d outputSize')]);
}
/** 2-d adaptive average pooling to `outputSize` (`null` in a position keeps the input size). */
export function adaptiveAvgPool2d(input, outputSize) {
    checkInputDims(input, [3, 4], 'adaptiveAvgPool2d', '[N, C, H, W]');
    const shape = input.shape;
    const list = typeof outputSize === 'number' ? [outputSize, outputSize] : outputSize.map((v, i) => v ?? shape[shape.length - 2 + i]);
    return callOp('aten::adaptive_avg_pool2d', [input, ntuple(list, 2, 'adaptive_avg_pool2d outputSize')]);
}
/** Batch normalization; in training it updates `runningMean`/`runningVar` in place. */
export function batchNorm(input, runningMean, runningVar, o = {}) {
    checkTensor(input, 'batchNorm(input)');
    return callOp('aten::batch_norm', [
        input,
        o.weight ?? null,
        o.bias ?? null,
        runningMean,
        runningVar,
        o.training ?? false,
        o.momentum ?? 0.1,
        o.eps ?? 1e-5,
        true,
    ]);
}
/**
 * The operands of a normalization as CPU autocast runs them: in fp32 when autocast is on for
 * the CPU and an operand is in a lower precision, as PyTorch 2.x's CPU autocast policy does for
 * layer_norm and group_norm. libtorch 1.13's CPU autocast has no policy for them, so a bf16
 * activation (a Linear's output under autocast) met fp32 weights and the op failed.
 */
function fp32UnderCpuAutocast(tensors) {
    const low = (t) => t !== null && (t.dtype === 'bfloat16' || t.dtype === 'float16') && t.device.startsWith('cpu');
    if (!tensors.some(low) || !isAutocastEnabled('cpu'))
        return tensors;
    return tensors.map((t) => (low(t) ? t.float() : t));
}
/** Layer normalization over the trailing `normalizedShape` dimensions (in fp32 under CPU autocast). */
export function layerNorm(input, normalizedShape, weight = null, bias = null, eps = 1e-5) {
    const [x, w, b] = fp32UnderCpuAutocast([input, weight, bias]);
    return callOp('aten::layer_norm', [x, normalizedShape, w, b, eps, true]);
}
/** Group normalization over `numGroups` groups of channels. */
export function groupNorm(input, numGroups, weight = null, bias = null, eps = 1e-5) {
    const [x, w, b] = fp32UnderCpuAutocast([input, weight, bias]);
    return callOp('aten::group_norm', [x, numGroups, w, b, eps, true]);
}
/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions:
 * `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the dtype's machine epsilon.
 */
export function rmsNorm(input, normalizedShape, weight = null, eps = null) {
    const e = eps ?? (input.dtype === 'float64' ? 2.220446049250313e-16 : input.dtype === 'float32' ? 1.1920928955078125e-7 : 0.0009765625);
    const dims = normalizedShape.map((_, i) => -1 - i);
    return scope(() => {
        const ms = callOp('aten::mean.dim', [input.mul(input), dims, true]);
        const y = input.mul(callOp('aten::rsqrt', [ms.add(e)]));
        return weight ? y.mul(weight) : y;
    });
}
// ---- dropout ----
/** Zeroes elements with probability `p` and scales the rest by 1/(1-p) when `training`. */
export function dropout(input, p = 0.5, training = true) {
    checkP(p, 'dropout');
    return callOp('aten::dropout', [input, p, training]);
}
function checkP(p, fn) {
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) {
        throw new RangeError(`${fn}: probability has to be between 0 and 1, but got ${String(p)}`);
    }
}
export { checkP as checkDropoutProbability };
// ---- embeddings ----
/** Looks up rows of `weight` by integer `input` indices. */
export function embedding(input, weight, options = {}) {
    return callOp('aten::embedding', [weight, input, options.paddingIdx ?? -1, options.scaleGradByFreq ?? false, options.sparse ?? false]);
}
/** Sums, means or maxes bags of embeddings: a 2-d `input` is one bag per row; a 1-d one is split by `offsets`. */
export function embeddingBag(input, weight, o = {}) {
    const mode = { sum: 0, mean: 1, max: 2 }[o.mode ?? 'mean'];
    if (mode === undefined)
        throw new TypeError(`embeddingBag: mode must be 'sum', 'mean' or 'max', got ${describe(o.mode)}`);
    return scope(() => {
        let indices = input;
        let offsets = o.offsets ?? null;
        let psw = o.perSampleWeights ?? null;
        if (input.ndim === 2) {
            if (offsets)
                throw new TypeError('embeddingBag: offsets must be null when input is 2-d (each row is one bag)');
            const [b, n] = input.shape;
            offsets = callOp('aten::arange.start_step', [0, b * n, n], { dtype: 'int64', device: input.device });
            indices = input.reshape(-1);
            if (psw)
                psw = psw.reshape(-1);
        }
        else if (input.ndim !== 1 || !offsets) {
            throw new TypeError(`embeddingBag: expected a 2-d input, or a 1-d input with offsets, but got shape [${input.shape.join(', ')}]${offsets ? '' : ' without offsets'}`);
        }
        const [out] = callOp('aten::embedding_bag.padding_idx', [
            weight,
            indices,
            offsets,
            o.scaleGradByFreq ?? false,
            mode,
            o.sparse ?? false,
            psw,
            o.includeLastOffset ?? false,
            o.paddingIdx ?? null,
        ]);
        return out;
    });
}
// ---- activations ----
export function relu(input) {
    return new Tensor(native.relu(input._h));
}
/** GELU; `approximate: 'tanh'` for the tanh approximation. */
export function gelu(input, options = {}) {
    return callOp('aten::gelu', [input], { approximate: options.approximate ?? 'none' });
}
export function silu(input) {
    return new Tensor(native.silu(input._h));
}
export function tanh(input) {
    return new Tensor(native.tanh(input._h));
}
export function sigmoid(input) {
    return new Tensor(native.sigmoid(input._h));
}
export function softmax(input, dim) {
    return new Tensor(native.softmax(input._h, dim));
}
export function logSoftmax(input, dim) {
    return new Tensor(native.logSoftmax(input._h, dim));
}
export function leakyRelu(input, negativeSlope = 0.01) {
    return callOp('aten::leaky_relu', [input, negativeSlope]);
}
export function elu(input, alpha = 1) {
    return callOp('aten::elu', [input, alpha]);
}
export function mish(input) {
    return callOp('aten::mish', [input]);
}
export function softplus(input, beta = 1, threshold = 20) {
    return callOp('aten::softplus', [input, beta, threshold]);
}
export function hardtanh(input, minVal = -1, maxVal = 1) {
    return callOp('aten::hardtanh', [input, minVal, maxVal]);
}
/**
 * Cross entropy between logits `[N, C, ...]` and class indices `[N, ...]` (int64) or class
 * probabilities of the input's shape.
 */
export function crossEntropy(input, target, o = {}) {
    checkTensor(input, 'crossEntropy(input)');
    checkTensor(target, 'crossEntropy(target)');
    return callOp('aten::cross_entropy_loss', [
        input,
        target,
        o.weight ?? null,
        reductionEnum(o.reduction, 'crossEntropy'),
        o.ignoreIndex ?? -100,
        o.labelSmoothing ?? 0,
    ]);
}
/** Negative log likelihood of log-probabilities `[N, C, ...]` at class indices `[N, ...]`. */
export function nllLoss(input, target, o = {}) {
    return callOp('aten::nll_loss_nd', [input, target, o.weight ?? null, reductionEnum(o.reduction, 'nllLoss'), o.ignoreIndex ?? -100]);
}
const warnedSizes = new Set();
// PyTorch's mse_loss, l1_loss, smooth_l1_loss and huber_loss warn when the shapes differ: an
// output of [N, 1] against a target of [N] broadcasts to [N, N] and trains on the wrong loss.
function warnIfSizesDiffer(input, target) {
    const a = input.shape;
    const b = target.shape;
    if (a.length === b.length && a.every((d, i) => d === b[i]))
        return;
    const key = `${a.join(',')}|${b.join(',')}`;
    if (warnedSizes.has(key))
        return;
    warnedSizes.add(key);
    process.emitWarning(`Using a target size ([${b.join(', ')}]) that is different to the input size ([${a.join(', ')}]). ` +
        'This will likely lead to incorrect results due to broadcasting. Please ensure they have the same size.', { type: 'UserWarning', code: 'TORCHRUNNER_LOSS_BROADCAST' });
}
/** Mean squared error. */
export function mseLoss(input, target, o = {}) {
    warnIfSizesDiffer(input, target);
    return callOp('aten::mse_loss', [input, target, reductionEnum(o.reduction, 'mseLoss')]);
}
/** Mean absolute error. */
export function l1Loss(input, target, o = {}) {
    warnIfSizesDiffer(input, target);
    return callOp('aten::l1_loss', [input, target, reductionEnum(o.reduction, 'l1Loss')]);
}
/** Smooth L1 (Huber-like with threshold `beta`). */
export function smoothL1Loss(input, target, o = {}) {
    warnIfSizesDiffer(input, target);
    return callOp('aten::smooth_l1_loss', [input, target, reductionEnum(o.reduction, 'smoothL1Loss'), o.beta ?? 1]);
}
/** Huber loss with threshold `delta`. */
export function huberLoss(input, target, o = {}) {
    warnIfSizesDiffer(input, target);
    return callOp('aten::huber_loss', [input, target, reductionEnum(o.reduction, 'huberLoss'), o.delta ?? 1]);
}
/** Binary cross entropy of probabilities `input` in [0, 1]. */
export function binaryCrossEntropy(input, target, o = {}) {
    return callOp('aten::binary_cross_entropy', [input, target, o.weight ?? null, reductionEnum(o.reduction, 'binaryCrossEntropy')]);
}
/** Binary cross entropy of logits (numerically stable sigmoid + BCE). */
export function binaryCrossEntropyWithLogits(input, target, o = {}) {
    return callOp('aten::binary_cross_entropy_with_logits', [
        input,
        target,
        o.weight ?? null,
        o.posWeight ?? null,
        reductionEnum(o.reduction, 'binaryCrossEntropyWithLogits'),
    ]);
}
/**
 * Kullback-Leibler divergence; `input` holds log-probabilities. Reductions: `'batchmean'`
 * (the mathematically correct one: sum / batch size), `'mean'` (over elements), `'sum'`, `'none'`.
 */
export function klDiv(input, target, o = {}) {
    const logTarget = o.logTarget ?? false;
    if (o.reduction === 'batchmean') {
        return scope(() => {
            const s = callOp('aten::kl_div', [input, target, 2], { logTarget });
            return input.ndim === 0 ? s : s.div(input.shape[0]);
        });
    }
    return callOp('aten::kl_div', [input, target, reductionEnum(o.reduction, 'klDiv')], { logTarget });
}
/** Cosine embedding loss for pairs labelled 1 (similar) or -1 (dissimilar). */
export function cosineEmbeddingLoss(input1, input2, target, o = {}) {
    return callOp('aten::cosine_embedding_loss', [input1, input2, target, o.margin ?? 0, reductionEnum(o.reduction, 'cosineEmbeddingLoss')]);
}
// ---- shape ----
/** Pads the trailing dimensions: `pad` lists (left, right) pairs from the last dimension backwards. */
export function pad(input, padding, mode = 'constant', value = null) {
    return callOp('aten::pad', [input, padding, mode, value]);
}
/** One-hot encoding of int64 class indices. */
export function oneHot(input, numClasses = -1) {
    return callOp('aten::one_hot', [input, numClasses]);
}
const INTEGER_DTYPES = new Set(['uint8', 'int8', 'int16', 'int32', 'int64']);
/**
 * The attention mask of sequences that pack several documents: `docIds` `[batch, time]` says
 * which document each token belongs to, and token `t` may attend to token `t'` only when
 * `t' <= t` and both belong to the same document (a block-diagonal causal mask), so no token
 * attends across a document boundary.
 *
 * Returns a bool tensor `[batch, 1, time, time]` (broadcasting over heads) that is **true where
 * attention is forbidden**: the convention of `maskedFill(mask, -Infinity)` before a softmax
 * and of `nn.MultiheadAttention`'s `attnMask`. (PyTorch's `scaled_dot_product_attention`
 * takes the opposite, true where allowed: use `mask.logicalNot()` there.) Every row allows at
 * least its own token, so a softmax over a masked row is never all `-inf`.
 *
 * @throws TypeError when `docIds` is not a 2-D integer tensor
 */
export function documentCausalMask(docIds) {
    if (!(docIds instanceof Tensor) || docIds.dim() !== 2 || !INTEGER_DTYPES.has(docIds.dtype)) {
        const got = docIds instanceof Tensor ? `${docIds.dtype} of shape [${docIds.shape.join(', ')}]` : describe(docIds);
        throw new TypeError(`documentCausalMask: expected docIds to be an integer tensor [batch, time] but received ${got}`);
    }
    const time = docIds.shape[1];
    return scope(() => {
        const otherDocument = docIds.unsqueeze(2).ne(docIds.unsqueeze(1));
        const position = arange(time, { device: docIds.device });
        const future = position.unsqueeze(0).gt(position.unsqueeze(1));
        return callOp('aten::logical_or', [otherDocument, future]).unsqueeze(1);
    });
}
//# sourceMappingURL=functional.js.map