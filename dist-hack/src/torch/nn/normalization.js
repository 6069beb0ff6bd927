import { getDefaultDevice } from '../default-device.js';
import { callOp } from '../ops.js';
import { emptyParameter, emptyTensor, positiveInt } from './factory.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Module } from './module.js';
/**
 * Batch normalization (PyTorch's `_BatchNorm`). Buffers use PyTorch's names
 * (`running_mean`, `running_var`, `num_batches_tracked`) so state dicts match.
 */
class BatchNormNd extends Module {
    dims;
    layout;
    numFeatures;
    eps;
    momentum;
    affine;
    trackRunningStats;
    constructor(numFeatures, o, dims, layout) {
        super();
        this.dims = dims;
        this.layout = layout;
        this.numFeatures = positiveInt(numFeatures, `${new.target.name} numFeatures`);
        this.eps = o.eps ?? 1e-5;
        this.momentum = o.momentum === undefined ? 0.1 : o.momentum;
        this.affine = o.affine ?? true;
        this.trackRunningStats = o.trackRunningStats ?? true;
        if (this.affine) {
            this.weight = init.ones_(emptyParameter([numFeatures], o));
            this.bias = init.zeros_(emptyParameter([numFeatures], o));
        }
        else {
            this.registerParameter('weight', null);
            this.registerParameter('bias', null);
        }
        if (this.trackRunningStats) {
            this.registerBuffer('running_mean', emptyTensor([numFeatures], o).zero_());
            this.registerBuffer('running_var', emptyTensor([numFeatures], o).fill_(1));
            this.registerBuffer('num_batches_tracked', callOp('aten::zeros', [[]], { dtype: 'int64', device: o.device ?? getDefaultDevice() ?? 'cpu' }));
        }
        else {
            this.registerBuffer('running_mean', null);
            this.registerBuffer('running_var', null);
            this.registerBuffer('num_batches_tracked', null);
        }
    }
    /** The running mean buffer (`running_mean`). */
    get runningMean() {
        return this.running_mean;
    }
    /** The running variance buffer (`running_var`). */
    get runningVar() {
        return this.running_var;
    }
    forward(input) {
        if (!this.dims.includes(input.ndim)) {
            throw new RangeError(`${this.constructor.name}: expected a ${this.dims.join('-d or ')}-d input (${this.layout}) but got shape [${input.shape.join(', ')}]`);
        }
        let factor = this.momentum ?? 0;
        if (this.training && this.trackRunningStats && this.num_batches_tracked) {
            this.num_batches_tracked.add_(1);
            if (this.momentum === null)
                factor = 1 / this.num_batches_tracked.item();
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
    extraRepr() {
        return `${this.numFeatures}, eps=${this.eps}, momentum=${this.momentum}, affine=${this.affine}, trackRunningStats=${this.trackRunningStats}`;
    }
}
/** Batch normalization over `[N, C]` or `[N, C, L]` (PyTorch's `nn.BatchNorm1d`). */
export class BatchNorm1d extends BatchNormNd {
    constructor(numFeatures, options = {}) {
        super(numFeatures, options, [2, 3], '[N, C] or [N, C, L]');
    }
}
/** Batch normalization over `[N, C, H, W]` (PyTorch's `nn.BatchNorm2d`). */
export class BatchNorm2d extends BatchNormNd {
    constructor(numFeatures, options = {}) {
        super(numFeatures, options, [4], '[N, C, H, W]');
    }
}
/** Layer normalization over the trailing `normalizedShape` dimensions (PyTorch's `nn.LayerNorm`). */
export class LayerNorm extends Module {
    normalizedShape;
    eps;
    elementwiseAffine;
    constructor(normalizedShape, o = {}) {
        super();
        this.normalizedShape = typeof normalizedShape === 'number' ? [normalizedShape] : [...normalizedShape];
        this.normalizedShape.forEach((d) => positiveInt(d, 'LayerNorm normalizedShape'));
        this.eps = o.eps ?? 1e-5;
        this.elementwiseAffine = o.elementwiseAffine ?? true;
        if (this.elementwiseAffine) {
            this.weight = init.ones_(emptyParameter(this.normalizedShape, o));
            if (o.bias ?? true)
                this.bias = init.zeros_(emptyParameter(this.normalizedShape, o));
            else
                this.registerParameter('bias', null);
        }
        else {
            this.registerParameter('weight', null);
            this.registerParameter('bias', null);
        }
    }
    forward(input) {
        return F.layerNorm(input, this.normalizedShape, this.weight, this.bias, this.eps);
    }
    extraRepr() {
        return `[${this.normalizedShape.join(', ')}], eps=${this.eps}, elementwiseAffine=${this.elementwiseAffine}`;
    }
}
/** Group normalization of `[N, C, ...]` over `numGroups` groups of channels (PyTorch's `nn.GroupNorm`). */
export class GroupNorm extends Module {
    numGroups;
    numChannels;
    eps;
    affine;
    constructor(numGroups, numChannels, o = {}) {
        super();
        this.numGroups = positiveInt(numGroups, 'GroupNorm numGroups');
        this.numChannels = positiveInt(numChannels, 'GroupNorm numChannels');
        if (numChannels % numGroups !== 0)
            throw new RangeError(`GroupNorm: numChannels (${numChannels}) must be divisible by numGroups (${numGroups})`);
        this.eps = o.eps ?? 1e-5;
        this.affine = o.affine ?? true;
        if (this.affine) {
            this.weight = init.ones_(emptyParameter([numChannels], o));
            this.bias = init.zeros_(emptyParameter([numChannels], o));
        }
        else {
            this.registerParameter('weight', null);
            this.registerParameter('bias', null);
        }
    }
    forward(input) {
        return F.groupNorm(input, this.numGroups, this.weight, this.bias, this.eps);
    }
    extraRepr() {
        return `${this.numGroups}, ${this.numChannels}, eps=${this.eps}, affine=${this.affine}`;
    }
}
/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions
 * (PyTorch 2.4's `nn.RMSNorm`): `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the
 * input dtype's machine epsilon.
 */
export class RMSNorm extends Module {
    normalizedShape;
    eps;
    elementwiseAffine;
    constructor(normalizedShape, o = {}) {
        super();
        this.normalizedShape = typeof normalizedShape === 'number' ? [normalizedShape] : [...normalizedShape];
        this.normalizedShape.forEach((d) => positiveInt(d, 'RMSNorm normalizedShape'));
        this.eps = o.eps ?? null;
        this.elementwiseAffine = o.elementwiseAffine ?? true;
        if (this.elementwiseAffine)
            this.weight = init.ones_(emptyParameter(this.normalizedShape, o));
        else
            this.registerParameter('weight', null);
    }
    forward(input) {
        return F.rmsNorm(input, this.normalizedShape, this.weight, this.eps);
    }
    extraRepr() {
        return `[${this.normalizedShape.join(', ')}], eps=${this.eps}, elementwiseAffine=${this.elementwiseAffine}`;
    }
}
//# sourceMappingURL=normalization.js.map