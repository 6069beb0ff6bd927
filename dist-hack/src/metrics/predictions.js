/**
 * Whether `output` is a binary output: 1-D, or one column (`[N, 1, ...]`), one value per
 * target. Otherwise the class dimension is dim 1 and the target holds class indices.
 */
export function isBinaryOutput(output) {
    return output.dim() <= 1 || output.size(1) === 1;
}
/** Checks that `output` has the class dimension (dim 1) `target` lacks, and returns its size. */
export function classDimension(output, target, metric) {
    const out = output.size();
    const tgt = target.size();
    const matches = out.length === tgt.length + 1 && tgt.every((n, i) => n === out[i === 0 ? 0 : i + 1]);
    if (!matches) {
        throw new Error(`${metric}: output of shape [${out}] does not fit target of shape [${tgt}]; expected output [N, C, ...] ` +
            `with class indices as target [N, ...], or a binary output [N] or [N, 1] with one 0/1 target per sample`);
    }
    return out[1];
}
/** `output` without its autograd history, so that metric operations record no graph. */
export function withoutGrad(output) {
    return output.requiresGrad ? output.detach() : output;
}
/** `target` as int64 class indices (no copy when it already is). */
export function classTargets(target) {
    return target.dtype === 'int64' ? target : target.long();
}
/** Reads predicted classes from a batch; call inside a `torch.scope`. */
export function classPredictions(output, target, options, metric) {
    const out = withoutGrad(output);
    if (isBinaryOutput(out)) {
        if (out.numel() !== target.numel()) {
            throw new Error(`${metric}: binary output of shape [${out.size()}] has ${out.numel()} values for ` +
                `${target.numel()} targets (shape [${target.size()}]); pass one value per target`);
        }
        const scores = isProbability(out) ? out : out.sigmoid();
        const pred = scores.gt(options.threshold ?? 0.5).long().reshape(target.size());
        return { pred, target: classTargets(target), numClasses: 2, binary: true };
    }
    const numClasses = classDimension(out, target, metric);
    return { pred: out.argmax(1), target: classTargets(target), numClasses, binary: false };
}
function isProbability(output) {
    if (output.numel() === 0)
        return true;
    return output.min().item() >= 0 && output.max().item() <= 1;
}
/** The target elements that count (not `ignoreIndex`), as a bool mask. */
export function validMask(target, options) {
    return target.ne(options.ignoreIndex ?? -100);
}
//# sourceMappingURL=predictions.js.map