import { callOp } from '../ops.js';
import { checkDropoutProbability } from './functional.js';
import { Module } from './module.js';
/**
 * Zeroes each element with probability `p` in training mode and scales the rest by 1/(1-p);
 * the identity in eval mode. Draws from the default generator (seeded by `torch.manualSeed`).
 */
export class Dropout extends Module {
    p;
    constructor(p = 0.5) {
        super();
        checkDropoutProbability(p, 'Dropout');
        this.p = p;
    }
    forward(input) {
        return callOp('aten::dropout', [input, this.p, this.training]);
    }
    extraRepr() {
        return `p=${this.p}`;
    }
}
//# sourceMappingURL=dropout.js.map