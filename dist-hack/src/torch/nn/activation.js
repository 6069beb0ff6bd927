import { native } from '../native.js';
import { callOp } from '../ops.js';
import { Tensor } from '../tensor.js';
import { Module } from './module.js';
/** `max(0, x)`. */
export class ReLU extends Module {
    forward(input) {
        return new Tensor(native.relu(input._h));
    }
}
/** Gaussian error linear unit; `approximate: 'tanh'` for the tanh approximation. */
export class GELU extends Module {
    approximate;
    constructor(options = {}) {
        super();
        this.approximate = options.approximate ?? 'none';
    }
    forward(input) {
        return callOp('aten::gelu', [input], { approximate: this.approximate });
    }
    extraRepr() {
        return `approximate='${this.approximate}'`;
    }
}
/** `x · sigmoid(x)` (swish). */
export class SiLU extends Module {
    forward(input) {
        return new Tensor(native.silu(input._h));
    }
}
export class Tanh extends Module {
    forward(input) {
        return new Tensor(native.tanh(input._h));
    }
}
export class Sigmoid extends Module {
    forward(input) {
        return new Tensor(native.sigmoid(input._h));
    }
}
/** Softmax along `dim`. */
export class Softmax extends Module {
    dim;
    constructor(dim) {
        super();
        this.dim = dim;
    }
    forward(input) {
        return new Tensor(native.softmax(input._h, this.dim));
    }
    extraRepr() {
        return `dim=${this.dim}`;
    }
}
/** Log-softmax along `dim`. */
export class LogSoftmax extends Module {
    dim;
    constructor(dim) {
        super();
        this.dim = dim;
    }
    forward(input) {
        return new Tensor(native.logSoftmax(input._h, this.dim));
    }
    extraRepr() {
        return `dim=${this.dim}`;
    }
}
/** `max(0, x) + negativeSlope · min(0, x)`. */
export class LeakyReLU extends Module {
    negativeSlope;
    constructor(negativeSlope = 0.01) {
        super();
        this.negativeSlope = negativeSlope;
    }
    forward(input) {
        return callOp('aten::leaky_relu', [input, this.negativeSlope]);
    }
    extraRepr() {
        return `negativeSlope=${this.negativeSlope}`;
    }
}
/** Exponential linear unit. */
export class ELU extends Module {
    alpha;
    constructor(alpha = 1) {
        super();
        this.alpha = alpha;
    }
    forward(input) {
        return callOp('aten::elu', [input, this.alpha]);
    }
    extraRepr() {
        return `alpha=${this.alpha}`;
    }
}
/** `x · tanh(softplus(x))`. */
export class Mish extends Module {
    forward(input) {
        return callOp('aten::mish', [input]);
    }
}
//# sourceMappingURL=activation.js.map