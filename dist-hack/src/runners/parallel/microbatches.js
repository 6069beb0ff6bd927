// `parallel.microbatches`: how many micro-batches one optimizer step's pipeline schedule runs,
// independent of `accumSteps` (as torchtitan's `pipeline_parallel_microbatches`): each of the
// window's batches is cut along its first dimension into microbatches / accumSteps parts.
import { mapTensors, tensorsIn } from '../../data/tensors.js';
import { Tensor } from '../../torch/tensor.js';
import { splitBatch } from '../step/batch.js';
/**
 * The parts each batch of a window is cut into: `microbatches / accumSteps` (1 when
 * `microbatches` is unset: each batch is one micro-batch).
 *
 * @throws RangeError when `microbatches` is not a multiple of `accumSteps`
 */
export function partsPerBatch(microbatches, accumSteps) {
    if (microbatches === undefined)
        return 1;
    if (microbatches % accumSteps !== 0) {
        throw new RangeError(`parallel.microbatches ${microbatches} must be a multiple of accumSteps ${accumSteps}: each of the ${accumSteps} batches of an optimizer step is cut into microbatches / accumSteps micro-batches; ` +
            `set parallel.microbatches to ${accumSteps * Math.max(1, Math.round(microbatches / accumSteps))}, or change accumSteps`);
    }
    return microbatches / accumSteps;
}
/** The sizes of the `parts` micro-batches of a batch of `samples` (as `torch.tensor_split`: the first `samples % parts` one larger). */
export function partSizes(samples, parts, where) {
    if (samples < parts) {
        throw new RangeError(`${where}: a batch of ${samples} sample(s) cannot be cut into ${parts} micro-batches (parallel.microbatches / accumSteps); use a larger batch, dataloader.dropLast, or fewer micro-batches`);
    }
    const base = Math.floor(samples / parts);
    return Array.from({ length: parts }, (_, i) => base + (i < samples % parts ? 1 : 0));
}
/**
 * What a micro-batch's loss is multiplied by in a uniform window (its loss a mean over its
 * samples): its share of its batch times the parts, so the mean over the micro-batches is the
 * batch's mean even when the parts differ in size (1 when they are equal).
 */
export function partWeights(samples, parts, where) {
    return partSizes(samples, parts, where).map((n) => (n * parts) / samples);
}
/**
 * Cuts `value` (a tensor, or arrays and plain objects of them, as collate builds them) into
 * `sizes.length` parts along the first dimension of every tensor. The parts are views of the
 * batch's tensors (the caller disposes them, and the batch after them).
 */
export function cutAlongBatch(value, sizes) {
    let start = 0;
    return sizes.map((n) => {
        const at = start;
        start += n;
        return mapTensors(value, (t) => (t.dim() === 0 ? t.detach() : t.narrow(0, at, n)));
    });
}
/** Every tensor of `parts` (to dispose the views {@link cutAlongBatch} made). */
export function partTensors(parts) {
    return parts.flatMap((p) => tensorsIn(p)).filter((t) => t instanceof Tensor);
}
/** The samples in a batch or its input (a stage proxy says its size). */
export function samplesOf(batchOrInput) {
    if (batchOrInput && typeof batchOrInput === 'object' && batchOrInput.proxy === true)
        return batchOrInput.size;
    if (batchOrInput instanceof Tensor)
        return batchOrInput.dim() > 0 ? batchOrInput.shape[0] : 1;
    return 1;
}
/**
 * The first stage's micro-batches of a window: each batch split into input and target, and cut
 * into `parts` along its first dimension when `parts` is above 1 (the views go to `views`, for
 * the caller to dispose once the schedule ran).
 */
export function windowMicrobatches(batches, sizes, parts, where, views) {
    return batches.flatMap((b, j) => {
        const { input, target } = splitBatch(b);
        if (parts === 1)
            return [{ input, target: target }];
        const cut = partSizes(sizes[j], parts, where);
        const inputs = cutAlongBatch(input, cut);
        const targets = target === undefined ? cut.map(() => undefined) : cutAlongBatch(target, cut);
        views.push(...partTensors(inputs), ...partTensors(targets));
        return inputs.map((inp, i) => ({ input: inp, target: targets[i] }));
    });
}
//# sourceMappingURL=microbatches.js.map