import { callOp } from '../ops.js';
import { Module } from './module.js';
/** Flattens dimensions `startDim..endDim` (default: all but the batch dimension). */
export class Flatten extends Module {
    startDim;
    endDim;
    constructor(startDim = 1, endDim = -1) {
        super();
        this.startDim = startDim;
        this.endDim = endDim;
    }
    forward(input) {
        return input.flatten(this.startDim, this.endDim);
    }
    extraRepr() {
        return `startDim=${this.startDim}, endDim=${this.endDim}`;
    }
}
/** Expands dimension `dim` into `unflattenedSize`. */
export class Unflatten extends Module {
    dim;
    unflattenedSize;
    constructor(dim, unflattenedSize) {
        super();
        this.dim = dim;
        this.unflattenedSize = unflattenedSize;
    }
    forward(input) {
        return callOp('aten::unflatten.int', [input, this.dim, this.unflattenedSize]);
    }
    extraRepr() {
        return `dim=${this.dim}, unflattenedSize=[${this.unflattenedSize.join(', ')}]`;
    }
}
//# sourceMappingURL=flatten.js.map