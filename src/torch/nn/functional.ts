// torch.nn.functional: each function is one ATen operator call (or a few, where PyTorch's own
// functional is a composite), with PyTorch's argument names in camelCase.
import { isAutocastEnabled } from '../autocast.js';
import { arange } from '../creation.js';
import { describe } from '../dtype.js';
import { native } from '../native.js';
import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';

/** How a loss reduces over the batch. */
export type Reduction = 'none' | 'mean' | 'sum';

/** The ATen reduction enum for a reduction name. */
export function reductionEnum(reduction: Reduction | undefined, fn: string): number {
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
export function ntuple(value: number | number[], n: number, what: string): number[] {
  const list = typeof value === 'number' ? Array<number>(n).fill(value) : value;
  if (!Array.isArray(list) || list.length !== n || list.some((v) => typeof v !== 'number' || !Number.isInteger(v))) {
    throw new TypeError(`Expected an integer or ${n} integers for ${what} but received ${describe(value)}`);
  }
  return list;
}

function checkTensor(t: unknown, what: string): Tensor {
  if (!(t instanceof Tensor)) throw new TypeError(`Expected a Tensor for ${what} but received ${describe(t)}`);
  return t;
}

function checkInputDims(input: Tensor, dims: number[], fn: string, layout: string): void {
  checkTensor(input, `${fn}(input)`);
  const nd = input.ndim;
  if (!dims.includes(nd)) {
    throw new RangeError(
      `${fn}: expected a ${dims.join('-d or ')}-d input (${layout}) but got shape [${input.shape.join(', ')}]`,
    );
  }
}

// ---- linear ----

/** `input @ weight.T + bias`. */
export function linear(input: Tensor, weight: Tensor, bias: Tensor | null = null): Tensor {
  return new Tensor(native.linear(input._h, weight._h, bias ? bias._h : null));
}

/** `x1ᵀ A x2 + b` for each output feature. */
export function bilinear(input1: Tensor, input2: Tensor, weight: Tensor, bias: Tensor | null = null): Tensor {
  return callOp('aten::bilinear', [input1, input2, weight, bias]);
}

// ---- convolution ----

/** Options shared by the convolution functions. */
export interface ConvOptions {
  stride?: number | number[];
  padding?: number | number[] | 'valid' | 'same';
  dilation?: number | number[];
  groups?: number;
}

function conv(n: number, input: Tensor, weight: Tensor, bias: Tensor | null, o: ConvOptions): Tensor {
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
export function conv1d(input: Tensor, weight: Tensor, bias: Tensor | null = null, options: ConvOptions = {}): Tensor {
  return conv(1, input, weight, bias, options);
}
/** 2-d convolution over `[N, C, H, W]`. */
export function conv2d(input: Tensor, weight: Tensor, bias: Tensor | null = null, options: ConvOptions = {}): Tensor {
  return conv(2, input, weight, bias, options);
}
/** 3-d convolution over `[N, C, D, H, W]`. */
export function conv3d(input: Tensor, weight: Tensor, bias: Tensor | null = null, options: ConvOptions = {}): Tensor {
  return conv(3, input, weight, bias, options);
}

/** Options of the transposed convolutions. */
export interface ConvTransposeOptions {
  stride?: number | number[];
  padding?: number | number[];
  outputPadding?: number | number[];
  groups?: number;
  dilation?: number | number[];
}

function convTranspose(n: number, input: Tensor, weight: Tensor, bias: Tensor | null, o: ConvTransposeOptions): Tensor {
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
export function convTranspose1d(input: Tensor, weight: Tensor, bias: Tensor | null = null, options: ConvTransposeOptions = {}): Tensor {
  return convTranspose(1, input, weight, bias, options);
}
/** 2-d transposed convolution. */
export function convTranspose2d(input: Tensor, weight: Tensor, bias: Tensor | null = null, options: ConvTransposeOptions = {}): Tensor {
  return convTranspose(2, input, weight, bias, options);
}

// ---- pooling ----

/** Options of the max-pooling functions. */
export interface MaxPoolOptions {
  /** Defaults to the kernel size. */
  stride?: number | number[] | null;
  padding?: number | number[];
  dilation?: number | number[];
  ceilMode?: boolean;
}

function maxPool(n: number, input: Tensor, kernelSize: number | number[], o: MaxPoolOptions): Tensor {
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
export function maxPool1d(input: Tensor, kernelSize: number | number[], options: MaxPoolOptions = {}): Tensor {
  return maxPool(1, input, kernelSize, options);
}
/** 2-d max pooling over `[N, C, H, W]`. */
export function maxPool2d(input: Tensor, kernelSize: number | number[], options: MaxPoolOptions = {}): Tensor {
  return maxPool(2, input, kernelSize, options);
}

/** Options of the average-pooling functions. */
export interface AvgPoolOptions {
  /** Defaults to the kernel size. */
  stride?: number | number[] | null;
  padding?: number | number[];
  ceilMode?: boolean;
  countIncludePad?: boolean;
  /** 2-d only. */
  divisorOverride?: number | null;
}

/** 1-d average pooling over `[N, C, L]`. */
export function avgPool1d(input: Tensor, kernelSize: number | number[], o: AvgPoolOptions = {}): Tensor {
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
export function avgPool2d(input: Tensor, kernelSize: number | number[], o: AvgPoolOptions = {}): Tensor {
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
export function adaptiveAvgPool1d(input: Tensor, outputSize: number | number[]): Tensor {
  checkInputDims(input, [2, 3], 'adaptiveAvgPool1d', '[N, C, L]');
  return callOp('aten::adaptive_avg_pool1d', [input, ntuple(outputSize, 1, 'adaptive_avg_pool1d outputSize')]);
}

/** 2-d adaptive average pooling to `outputSize` (`null` in a position keeps the input size). */
export function adaptiveAvgPool2d(input: Tensor, outputSize: number | (number | null)[]): Tensor {
  checkInputDims(input, [3, 4], 'adaptiveAvgPool2d', '[N, C, H, W]');
  const shape = input.shape;
  const list = typeof outputSize === 'number' ? [outputSize, outputSize] : outputSize.map((v, i) => v ?? shape[shape.length - 2 + i]!);
  return callOp('aten::adaptive_avg_pool2d', [input, ntuple(list, 2, 'adaptive_avg_pool2d outputSize')]);
}

// ---- normalization ----

/** Options of {@link batchNorm}. */
export interface BatchNormOptions {
  weight?: Tensor | null;
  bias?: Tensor | null;
  /** Use batch statistics (and update the running ones) instead of the running ones. */
  training?: boolean;
  momentum?: number;
  eps?: number;
}

/** Batch normalization; in training it updates `runningMean`/`runningVar` in place. */
export function batchNorm(input: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, o: BatchNormOptions = {}): Tensor {
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
function fp32UnderCpuAutocast<T extends Tensor | null>(tensors: T[]): T[] {
  const low = (t: Tensor | null): boolean => t !== null && (t.dtype === 'bfloat16' || t.dtype === 'float16') && t.device.startsWith('cpu');
  if (!tensors.some(low) || !isAutocastEnabled('cpu')) return tensors;
  return tensors.map((t) => (low(t) ? (t!.float() as T) : t));
}

/** Layer normalization over the trailing `normalizedShape` dimensions (in fp32 under CPU autocast). */
export function layerNorm(input: Tensor, normalizedShape: number[], weight: Tensor | null = null, bias: Tensor | null = null, eps = 1e-5): Tensor {
  const [x, w, b] = fp32UnderCpuAutocast([input, weight, bias]);
  return callOp('aten::layer_norm', [x, normalizedShape, w, b, eps, true]);
}

/** Group normalization over `numGroups` groups of channels. */
export function groupNorm(input: Tensor, numGroups: number, weight: Tensor | null = null, bias: Tensor | null = null, eps = 1e-5): Tensor {
  const [x, w, b] = fp32UnderCpuAutocast([input, weight, bias]);
  return callOp('aten::group_norm', [x, numGroups, w, b, eps, true]);
}

/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions:
 * `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the dtype's machine epsilon.
 */
export function rmsNorm(input: Tensor, normalizedShape: number[], weight: Tensor | null = null, eps: number | null = null): Tensor {
  const e = eps ?? (input.dtype === 'float64' ? 2.220446049250313e-16 : input.dtype === 'float32' ? 1.1920928955078125e-7 : 0.0009765625);
  const dims = normalizedShape.map((_, i) => -1 - i);
  return scope(() => {
    const ms = callOp('aten::mean.dim', [input.mul(input), dims, true]) as Tensor;
    const y = input.mul(callOp('aten::rsqrt', [ms.add(e)]));
    return weight ? y.mul(weight) : y;
  });
}

// ---- dropout ----

/** Zeroes elements with probability `p` and scales the rest by 1/(1-p) when `training`. */
export function dropout(input: Tensor, p = 0.5, training = true): Tensor {
  checkP(p, 'dropout');
  return callOp('aten::dropout', [input, p, training]);
}

function checkP(p: number, fn: string): void {
  if (typeof p !== 'number' || !(p >= 0 && p <= 1)) {
    throw new RangeError(`${fn}: probability has to be between 0 and 1, but got ${String(p)}`);
  }
}

export { checkP as checkDropoutProbability };

// ---- embeddings ----

/** Looks up rows of `weight` by integer `input` indices. */
export function embedding(input: Tensor, weight: Tensor, options: { paddingIdx?: number | null; scaleGradByFreq?: boolean; sparse?: boolean } = {}): Tensor {
  return callOp('aten::embedding', [weight, input, options.paddingIdx ?? -1, options.scaleGradByFreq ?? false, options.sparse ?? false]);
}

/** Options of {@link embeddingBag}. */
export interface EmbeddingBagOptions {
  offsets?: Tensor | null;
  mode?: 'sum' | 'mean' | 'max';
  scaleGradByFreq?: boolean;
  sparse?: boolean;
  perSampleWeights?: Tensor | null;
  includeLastOffset?: boolean;
  paddingIdx?: number | null;
}

/** Sums, means or maxes bags of embeddings: a 2-d `input` is one bag per row; a 1-d one is split by `offsets`. */
export function embeddingBag(input: Tensor, weight: Tensor, o: EmbeddingBagOptions = {}): Tensor {
  const mode = { sum: 0, mean: 1, max: 2 }[o.mode ?? 'mean'];
  if (mode === undefined) throw new TypeError(`embeddingBag: mode must be 'sum', 'mean' or 'max', got ${describe(o.mode)}`);
  return scope(() => {
    let indices = input;
    let offsets = o.offsets ?? null;
    let psw = o.perSampleWeights ?? null;
    if (input.ndim === 2) {
      if (offsets) throw new TypeError('embeddingBag: offsets must be null when input is 2-d (each row is one bag)');
      const [b, n] = input.shape as [number, number];
      offsets = callOp('aten::arange.start_step', [0, b * n, n], { dtype: 'int64', device: input.device });
      indices = input.reshape(-1);
      if (psw) psw = psw.reshape(-1);
    } else if (input.ndim !== 1 || !offsets) {
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
    ]) as Tensor[];
    return out!;
  });
}

// ---- activations ----

export function relu(input: Tensor): Tensor {
  return new Tensor(native.relu(input._h));
}
/** GELU; `approximate: 'tanh'` for the tanh approximation. */
export function gelu(input: Tensor, options: { approximate?: 'none' | 'tanh' } = {}): Tensor {
  return callOp('aten::gelu', [input], { approximate: options.approximate ?? 'none' });
}
export function silu(input: Tensor): Tensor {
  return new Tensor(native.silu(input._h));
}
export function tanh(input: Tensor): Tensor {
  return new Tensor(native.tanh(input._h));
}
export function sigmoid(input: Tensor): Tensor {
  return new Tensor(native.sigmoid(input._h));
}
export function softmax(input: Tensor, dim: number): Tensor {
  return new Tensor(native.softmax(input._h, dim));
}
export function logSoftmax(input: Tensor, dim: number): Tensor {
  return new Tensor(native.logSoftmax(input._h, dim));
}
export function leakyRelu(input: Tensor, negativeSlope = 0.01): Tensor {
  return callOp('aten::leaky_relu', [input, negativeSlope]);
}
export function elu(input: Tensor, alpha = 1): Tensor {
  return callOp('aten::elu', [input, alpha]);
}
export function mish(input: Tensor): Tensor {
  return callOp('aten::mish', [input]);
}
export function softplus(input: Tensor, beta = 1, threshold = 20): Tensor {
  return callOp('aten::softplus', [input, beta, threshold]);
}
export function hardtanh(input: Tensor, minVal = -1, maxVal = 1): Tensor {
  return callOp('aten::hardtanh', [input, minVal, maxVal]);
}

// ---- losses ----

/** Options of {@link crossEntropy}. */
export interface CrossEntropyOptions {
  /** A manual rescaling weight per class. */
  weight?: Tensor | null;
  /** Targets equal to this class index contribute nothing (class-index targets only). */
  ignoreIndex?: number;
  reduction?: Reduction;
  labelSmoothing?: number;
}

/**
 * Cross entropy between logits `[N, C, ...]` and class indices `[N, ...]` (int64) or class
 * probabilities of the input's shape.
 */
export function crossEntropy(input: Tensor, target: Tensor, o: CrossEntropyOptions = {}): Tensor {
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
export function nllLoss(input: Tensor, target: Tensor, o: { weight?: Tensor | null; ignoreIndex?: number; reduction?: Reduction } = {}): Tensor {
  return callOp('aten::nll_loss_nd', [input, target, o.weight ?? null, reductionEnum(o.reduction, 'nllLoss'), o.ignoreIndex ?? -100]);
}

const warnedSizes = new Set<string>();

// PyTorch's mse_loss, l1_loss, smooth_l1_loss and huber_loss warn when the shapes differ: an
// output of [N, 1] against a target of [N] broadcasts to [N, N] and trains on the wrong loss.
function warnIfSizesDiffer(input: Tensor, target: Tensor): void {
  const a = input.shape;
  const b = target.shape;
  if (a.length === b.length && a.every((d, i) => d === b[i])) return;
  const key = `${a.join(',')}|${b.join(',')}`;
  if (warnedSizes.has(key)) return;
  warnedSizes.add(key);
  process.emitWarning(
    `Using a target size ([${b.join(', ')}]) that is different to the input size ([${a.join(', ')}]). ` +
      'This will likely lead to incorrect results due to broadcasting. Please ensure they have the same size.',
    { type: 'UserWarning', code: 'TORCHRUNNER_LOSS_BROADCAST' },
  );
}

/** Mean squared error. */
export function mseLoss(input: Tensor, target: Tensor, o: { reduction?: Reduction } = {}): Tensor {
  warnIfSizesDiffer(input, target);
  return callOp('aten::mse_loss', [input, target, reductionEnum(o.reduction, 'mseLoss')]);
}

/** Mean absolute error. */
export function l1Loss(input: Tensor, target: Tensor, o: { reduction?: Reduction } = {}): Tensor {
  warnIfSizesDiffer(input, target);
  return callOp('aten::l1_loss', [input, target, reductionEnum(o.reduction, 'l1Loss')]);
}

/** Smooth L1 (Huber-like with threshold `beta`). */
export function smoothL1Loss(input: Tensor, target: Tensor, o: { reduction?: Reduction; beta?: number } = {}): Tensor {
  warnIfSizesDiffer(input, target);
  return callOp('aten::smooth_l1_loss', [input, target, reductionEnum(o.reduction, 'smoothL1Loss'), o.beta ?? 1]);
}

/** Huber loss with threshold `delta`. */
export function huberLoss(input: Tensor, target: Tensor, o: { reduction?: Reduction; delta?: number } = {}): Tensor {
  warnIfSizesDiffer(input, target);
  return callOp('aten::huber_loss', [input, target, reductionEnum(o.reduction, 'huberLoss'), o.delta ?? 1]);
}

/** Binary cross entropy of probabilities `input` in [0, 1]. */
export function binaryCrossEntropy(input: Tensor, target: Tensor, o: { weight?: Tensor | null; reduction?: Reduction } = {}): Tensor {
  return callOp('aten::binary_cross_entropy', [input, target, o.weight ?? null, reductionEnum(o.reduction, 'binaryCrossEntropy')]);
}

/** Binary cross entropy of logits (numerically stable sigmoid + BCE). */
export function binaryCrossEntropyWithLogits(
  input: Tensor,
  target: Tensor,
  o: { weight?: Tensor | null; posWeight?: Tensor | null; reduction?: Reduction } = {},
): Tensor {
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
export function klDiv(input: Tensor, target: Tensor, o: { reduction?: Reduction | 'batchmean'; logTarget?: boolean } = {}): Tensor {
  const logTarget = o.logTarget ?? false;
  if (o.reduction === 'batchmean') {
    return scope(() => {
      const s = callOp('aten::kl_div', [input, target, 2], { logTarget }) as Tensor;
      return input.ndim === 0 ? s : s.div(input.shape[0]!);
    });
  }
  return callOp('aten::kl_div', [input, target, reductionEnum(o.reduction, 'klDiv')], { logTarget });
}

/** Cosine embedding loss for pairs labelled 1 (similar) or -1 (dissimilar). */
export function cosineEmbeddingLoss(input1: Tensor, input2: Tensor, target: Tensor, o: { margin?: number; reduction?: Reduction } = {}): Tensor {
  return callOp('aten::cosine_embedding_loss', [input1, input2, target, o.margin ?? 0, reductionEnum(o.reduction, 'cosineEmbeddingLoss')]);
}

// ---- shape ----

/** Pads the trailing dimensions: `pad` lists (left, right) pairs from the last dimension backwards. */
export function pad(input: Tensor, padding: number[], mode: 'constant' | 'reflect' | 'replicate' | 'circular' = 'constant', value: number | null = null): Tensor {
  return callOp('aten::pad', [input, padding, mode, value]);
}

/** One-hot encoding of int64 class indices. */
export function oneHot(input: Tensor, numClasses = -1): Tensor {
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
export function documentCausalMask(docIds: Tensor): Tensor {
  if (!(docIds instanceof Tensor) || docIds.dim() !== 2 || !INTEGER_DTYPES.has(docIds.dtype)) {
    const got = docIds instanceof Tensor ? `${docIds.dtype} of shape [${docIds.shape.join(', ')}]` : describe(docIds);
    throw new TypeError(`documentCausalMask: expected docIds to be an integer tensor [batch, time] but received ${got}`);
  }
  const time = docIds.shape[1]!;
  return scope(() => {
    const otherDocument = docIds.unsqueeze(2).ne(docIds.unsqueeze(1));
    const position = arange(time, { device: docIds.device });
    const future = position.unsqueeze(0).gt(position.unsqueeze(1));
    return (callOp('aten::logical_or', [otherDocument, future]) as Tensor).unsqueeze(1);
  });
}
