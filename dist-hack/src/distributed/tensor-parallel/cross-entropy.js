// Cross-entropy over logits split along the vocabulary (Megatron's vocab_parallel_cross_entropy):
// the loss of the whole logits from three all-reduces of per-row scalars, never the logits.
import { Function } from '../../torch/autograd-function.js';
import { noGrad } from '../../torch/autograd.js';
import { stack } from '../../torch/functions.js';
class VocabParallelCrossEntropy extends Function {
    static forward(ctx, logits, target, group, o) {
        const width = logits.shape[logits.ndim - 1];
        const start = group.rank * width;
        // Subtract the row maximum over the whole vocabulary (it cancels in the loss).
        const max = logits.amax(-1);
        group.allReduce(max, { op: 'max' });
        const shifted = logits.sub(max.unsqueeze(-1));
        // The target logit, from the rank that holds it; zero on the others.
        const notHere = target.lt(start).logicalOr(target.ge(start + width));
        const local = target.sub(start).maskedFill(notHere, 0);
        const predicted = shifted.gather(-1, local.unsqueeze(-1)).squeeze(-1).maskedFill(notHere, 0);
        const exp = shifted.exp();
        // Both sums in one collective (stacked: a multi-tensor all-reduce would add them together).
        const sums = stack([predicted, exp.sum(-1)]);
        group.allReduce(sums);
        const [wholePredicted, sumExp] = [sums.select(0, 0), sums.select(0, 1)];
        const ignored = target.eq(o.ignoreIndex);
        const loss = sumExp.log().sub(wholePredicted).maskedFill(ignored, 0);
        const softmax = exp.div(sumExp.unsqueeze(-1));
        ctx.saveForBackward(softmax, local, notHere, ignored);
        ctx.reduction = o.reduction;
        if (o.reduction === 'none')
            return loss;
        const sum = loss.sum();
        if (o.reduction === 'sum')
            return sum;
        const count = ignored.logicalNot().sum().item();
        ctx.count = count;
        return sum.div(count);
    }
    static backward(ctx, grad) {
        if (!grad)
            return [null, null, null, null];
        const [softmax, local, notHere, ignored] = ctx.savedTensors;
        // Per row: d(reduced loss)/d(row loss), zero for ignored rows.
        let perRow = ctx.reduction === 'mean' ? grad.div(ctx.count) : grad;
        perRow = perRow.expand(ignored.shape).maskedFill(ignored, 0);
        // softmax − one-hot(target), the one-hot only on the rank that holds the target.
        const g = softmax.mul(perRow.unsqueeze(-1));
        g.scatterAdd_(-1, local.unsqueeze(-1), perRow.neg().maskedFill(notHere, 0).unsqueeze(-1));
        return [g, null, null, null];
    }
}
/**
 * The cross-entropy of logits split over the vocabulary across `group` (the output of a
 * ColumnParallelLinear head without `gatherOutput`), equal to PyTorch's `cross_entropy` of the
 * whole logits, without gathering them: the row maximum is all-reduced (MAX), then the sum of
 * exponentials and the target logit (taken by the rank that holds it) are all-reduced (SUM).
 * Backward gives this rank's slice of softmax − one-hot(target). An autograd Function; every
 * rank of `group` must call it with the same `target` and options.
 *
 * @param logitsPart `[..., V/N]`: this rank's slice of the vocabulary, rank r holding ids
 *   [r·V/N, (r+1)·V/N).
 * @param target `[...]` (int64): ids of the whole vocabulary, or `ignoreIndex`.
 * @returns a scalar ('mean', 'sum'), or the per-target loss `[...]` ('none'), equal on every rank.
 */
export function vocabParallelCrossEntropy(logitsPart, target, group, options = {}) {
    const reduction = options.reduction ?? 'mean';
    if (reduction !== 'mean' && reduction !== 'sum' && reduction !== 'none') {
        throw new TypeError(`vocabParallelCrossEntropy: reduction must be 'mean', 'sum' or 'none', got ${String(reduction)}`);
    }
    const ignoreIndex = options.ignoreIndex ?? -100;
    if (!Number.isInteger(ignoreIndex))
        throw new TypeError(`vocabParallelCrossEntropy: ignoreIndex must be an integer, got ${ignoreIndex}`);
    const lead = logitsPart.shape.slice(0, -1);
    if (logitsPart.ndim < 1 || target.ndim !== lead.length || target.shape.some((n, i) => n !== lead[i])) {
        throw new RangeError(`vocabParallelCrossEntropy: logits [${logitsPart.shape.join(', ')}] need targets of shape [${lead.join(', ')}] (all but the last, vocabulary, dimension), got [${target.shape.join(', ')}]`);
    }
    if (target.dtype !== 'int64')
        throw new TypeError(`vocabParallelCrossEntropy: targets must be int64 ids, got ${target.dtype}`);
    const vocab = logitsPart.shape[logitsPart.ndim - 1] * group.size;
    const bad = noGrad(() => target.ne(ignoreIndex).logicalAnd(target.lt(0).logicalOr(target.ge(vocab))).any().item());
    if (bad)
        throw new RangeError(`vocabParallelCrossEntropy: a target is outside the vocabulary [0, ${vocab}) and is not ignoreIndex (${ignoreIndex})`);
    return VocabParallelCrossEntropy.apply(logitsPart, target, group, { reduction, ignoreIndex });
}
//# sourceMappingURL=cross-entropy.js.map