import { checkIndex } from './errors.js';
/**
 * A map-style dataset: `length` samples addressed by index, like PyTorch's `Dataset`.
 *
 * `get(i)` returns a sample the caller owns: the DataLoader disposes the sample's tensors
 * once they are collated, except tensors marked `keep()` (those belong to the dataset).
 * A dataset that can gather a whole batch at once (one `index_select` per tensor, say)
 * implements `getBatch(indices)`; the DataLoader then calls it instead of `get` + collate.
 */
export class Dataset {
    /** The name used in error messages. */
    get name() {
        return this.constructor.name;
    }
    /** Throws a RangeError naming this dataset when `index` is out of range. */
    checkIndex(index) {
        checkIndex(index, this.length, this.name);
    }
}
/**
 * A stream of samples, like PyTorch's `IterableDataset`: iterated with `for await`.
 * Each `[Symbol.asyncIterator]()` call starts the stream from its beginning.
 */
export class IterableDataset {
}
/** True for objects that look like a map-style dataset. */
export function isMapDataset(value) {
    return (typeof value === 'object' &&
        value !== null &&
        typeof value.get === 'function' &&
        typeof value.length === 'number');
}
/** True for objects that look like an iterable dataset. */
export function isIterableDataset(value) {
    return typeof value === 'object' && value !== null && typeof value[Symbol.asyncIterator] === 'function';
}
//# sourceMappingURL=dataset.js.map