import { Tensor } from '../../torch/tensor.js';
import { tensorsIn } from '../../data/tensors.js';
function isPlainObject(v) {
    return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
/**
 * The default batch contract: an object with `input` (and usually `target`), an array
 * `[input, target]`, or else the whole batch is the input (no target).
 */
export function splitBatch(batch) {
    if (isPlainObject(batch) && 'input' in batch)
        return { input: batch.input, target: batch.target };
    if (Array.isArray(batch) && batch.length === 2)
        return { input: batch[0], target: batch[1] };
    return { input: batch, target: undefined };
}
/** Samples in a batch: the leading dimension of its input's first tensor (1 when it has none). */
export function batchSamples(input) {
    const first = input instanceof Tensor ? input : tensorsIn(input)[0];
    if (!first || first.isDisposed)
        return 1;
    const shape = first.shape;
    return shape.length > 0 ? shape[0] : 1;
}
//# sourceMappingURL=batch.js.map