// A metric of our own: the share of sequences whose every (non-padding) position is right.
import { torch } from '../../src/index.js';
export class SequenceAccuracy {
    name = 'sequenceAccuracy';
    correct = 0;
    total = 0;
    /** `output`: logits `[batch, time, classes]`; `target`: `[batch, time]`, -1 where padded. */
    update(output, target) {
        torch.scope(() => {
            const wrong = output.argmax(-1).ne(target).logicalAnd(target.ne(-1));
            this.correct += wrong.any(1).logicalNot().sum().item();
            this.total += target.shape[0];
        });
    }
    sums() {
        return [this.correct, this.total];
    }
    fromSums(sums) {
        return sums[1] > 0 ? sums[0] / sums[1] : 0;
    }
    reset() {
        this.correct = 0;
        this.total = 0;
    }
}
//# sourceMappingURL=sequence-accuracy.js.map