import { getDefaultDevice } from '../default-device.js';
import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { emptyParameter, emptyTensor, positiveInt, type FactoryOptions } from './factory.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';

/** Options of the batch-norm layers. */
export interface BatchNormOptions extends FactoryOptions {
  eps?: number;
  /** Running-statistics momentum; `null` for a cumulative moving average. Default 0.1. */
  momentum?: number | null;
  /** Learn a per-channel scale and shift (default true). */
  affine?: boolean;
  /** Keep running statistics for eval mode (default true). */
  trackRunningStats?: boolean;
}

/**
 * Batch normalization (PyTorch's `_BatchNorm`). Buffers use PyTorch's names
 * (`running_mean`, `running_var`, `num_batches_tracked`) so state dicts match.
 */
abstract class BatchNormNd extends Module {
  declare weight: Parameter | null;
  declare bias: Parameter | null;
  declare running_mean: Tensor | null;
  declare running_var: Tensor | null;
  declare num_batches_tracked: Tensor | null;
  readonly numFeatures: number;
  readonly eps: number;
  readonly momentum: number | null;
  readonly affine: boolean;
  readonly trackRunningStats: boolean;

  constructor(numFeatures: number, o: BatchNormOptions, private readonly dims: number[], private readonly layout: string) {
    super();
    this.numFeatures = positiveInt(numFeatures, `${new.target.name} numFeatures`);
    this.eps = o.eps ?? 1e-5;
    this.momentum = o.momentum === undefined ? 0.1 : o.momentum;
    this.affine = o.affine ?? true;
    this.trackRunningStats = o.trackRunningStats ?? true;
    if (this.affine) {
      this.weight = init.ones_(emptyParameter([numFeatures], o)) as Parameter;
      this.bias = init.zeros_(emptyParameter([numFeatures], o)) as Parameter;
    } else {
      this.registerParameter('weight', null);
      this.registerParameter('bias', null);
    }
    if (this.trackRunningStats) {
      this.registerBuffer('running_mean', emptyTensor([numFeatures], o).zero_());
      this.registerBuffer('running_var', emptyTensor([numFeatures], o).fill_(1));
      this.registerBuffer('num_batches_tracked', callOp('aten::zeros', [[]], { dtype: 'int64', device: o.device ?? getDefaultDevice() ?? 'cpu' }));
    } else {
      this.registerBuffer('running_mean', null);
      this.registerBuffer('running_var', null);
      this.registerBuffer('num_batches_tracked', null);
    }
  }

  /** The running mean buffer (`running_mean`). */
  get runningMean(): Tensor | null {
    return this.running_mean;
  }
  /** The running variance buffer (`running_var`). */
  get runningVar(): Tensor | null {
    return this.running_var;
  }

  override forward(input: Tensor): Tensor {
    if (!this.dims.includes(input.ndim)) {
      throw new RangeError(`${this.constructor.name}: expected a ${this.dims.join('-d or ')}-d input (${this.layout}) but got shape [${input.shape.join(', ')}]`);
    }
    let factor = this.momentum ?? 0;
    if (this.training && this.trackRunningStats && this.num_batches_tracked) {
      this.num_batches_tracked.add_(1);
      if (this.momentum === null) factor = 1 / this.num_batches_tracked.item();
    }
    const useBatch = this.training || (this.running_mean === null && this.running_var === null);
    const keepStats = !this.training || this.trackRunningStats;
    return F.batchNorm(input, keepStats ? this.running_mean : null, keepStats ? this.running_var : null, {
      weight: this.weight,
      bias: this.bias,
      training: useBatch,
      momentum: factor,
      eps: this.eps,
    });
  }

  override extraRepr(): string {
    return `${this.numFeatures}, eps=${this.eps}, momentum=${this.momentum}, affine=${this.affine}, trackRunningStats=${this.trackRunningStats}`;
  }
}

/** Batch normalization over `[N, C]` or `[N, C, L]` (PyTorch's `nn.BatchNorm1d`). */
export class BatchNorm1d extends BatchNormNd {
  constructor(numFeatures: number, options: BatchNormOptions = {}) {
    super(numFeatures, options, [2, 3], '[N, C] or [N, C, L]');
  }
}

/** Batch normalization over `[N, C, H, W]` (PyTorch's `nn.BatchNorm2d`). */
export class BatchNorm2d extends BatchNormNd {
  constructor(numFeatures: number, options: BatchNormOptions = {}) {
    super(numFeatures, options, [4], '[N, C, H, W]');
  }
}

/** Options of {@link LayerNorm} and {@link RMSNorm}. */
export interface LayerNormOptions extends FactoryOptions {
  eps?: number;
  /** Learn a per-element scale (and shift, for LayerNorm). Default true. */
  elementwiseAffine?: boolean;
  /** LayerNorm only: learn the shift (default true). */
  bias?: boolean;
}

/** Layer normalization over the trailing `normalizedShape` dimensions (PyTorch's `nn.LayerNorm`). */
export class LayerNorm extends Module {
  declare weight: Parameter | null;
  declare bias: Parameter | null;
  readonly normalizedShape: number[];
  readonly eps: number;
  readonly elementwiseAffine: boolean;

  constructor(normalizedShape: number | number[], o: LayerNormOptions = {}) {
    super();
    this.normalizedShape = typeof normalizedShape === 'number' ? [normalizedShape] : [...normalizedShape];
    this.normalizedShape.forEach((d) => positiveInt(d, 'LayerNorm normalizedShape'));
    this.eps = o.eps ?? 1e-5;
    this.elementwiseAffine = o.elementwiseAffine ?? true;
    if (this.elementwiseAffine) {
      this.weight = init.ones_(emptyParameter(this.normalizedShape, o)) as Parameter;
      if (o.bias ?? true) this.bias = init.zeros_(emptyParameter(this.normalizedShape, o)) as Parameter;
      else this.registerParameter('bias', null);
    } else {
      this.registerParameter('weight', null);
      this.registerParameter('bias', null);
    }
  }

  override forward(input: Tensor): Tensor {
    return F.layerNorm(input, this.normalizedShape, this.weight, this.bias, this.eps);
  }

  override extraRepr(): string {
    return `[${this.normalizedShape.join(', ')}], eps=${this.eps}, elementwiseAffine=${this.elementwiseAffine}`;
  }
}

/** Group normalization of `[N, C, ...]` over `numGroups` groups of channels (PyTorch's `nn.GroupNorm`). */
export class GroupNorm extends Module {
  declare weight: Parameter | null;
  declare bias: Parameter | null;
  readonly numGroups: number;
  readonly numChannels: number;
  readonly eps: number;
  readonly affine: boolean;

  constructor(numGroups: number, numChannels: number, o: FactoryOptions & { eps?: number; affine?: boolean } = {}) {
    super();
    this.numGroups = positiveInt(numGroups, 'GroupNorm numGroups');
    this.numChannels = positiveInt(numChannels, 'GroupNorm numChannels');
    if (numChannels % numGroups !== 0) throw new RangeError(`GroupNorm: numChannels (${numChannels}) must be divisible by numGroups (${numGroups})`);
    this.eps = o.eps ?? 1e-5;
    this.affine = o.affine ?? true;
    if (this.affine) {
      this.weight = init.ones_(emptyParameter([numChannels], o)) as Parameter;
      this.bias = init.zeros_(emptyParameter([numChannels], o)) as Parameter;
    } else {
      this.registerParameter('weight', null);
      this.registerParameter('bias', null);
    }
  }

  override forward(input: Tensor): Tensor {
    return F.groupNorm(input, this.numGroups, this.weight, this.bias, this.eps);
  }

  override extraRepr(): string {
    return `${this.numGroups}, ${this.numChannels}, eps=${this.eps}, affine=${this.affine}`;
  }
}

/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions
 * (PyTorch 2.4's `nn.RMSNorm`): `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the
 * input dtype's machine epsilon.
 */
export class RMSNorm extends Module {
  declare weight: Parameter | null;
  readonly normalizedShape: number[];
  readonly eps: number | null;
  readonly elementwiseAffine: boolean;

  constructor(normalizedShape: number | number[], o: Omit<LayerNormOptions, 'bias' | 'eps'> & { eps?: number | null } = {}) {
    super();
    this.normalizedShape = typeof normalizedShape === 'number' ? [normalizedShape] : [...normalizedShape];
    this.normalizedShape.forEach((d) => positiveInt(d, 'RMSNorm normalizedShape'));
    this.eps = o.eps ?? null;
    this.elementwiseAffine = o.elementwiseAffine ?? true;
    if (this.elementwiseAffine) this.weight = init.ones_(emptyParameter(this.normalizedShape, o)) as Parameter;
    else this.registerParameter('weight', null);
  }

  override forward(input: Tensor): Tensor {
    return F.rmsNorm(input, this.normalizedShape, this.weight, this.eps);
  }

  override extraRepr(): string {
    return `[${this.normalizedShape.join(', ')}], eps=${this.eps}, elementwiseAffine=${this.elementwiseAffine}`;
  }
}
