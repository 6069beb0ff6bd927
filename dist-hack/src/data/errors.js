/** Throws a RangeError naming the dataset when `index` is not an integer in `[0, length)`. */
export function checkIndex(index, length, dataset) {
    if (!Number.isInteger(index) || index < 0 || index >= length) {
        throw new RangeError(`${dataset}: index ${String(index)} is out of range for a dataset of length ${length}; ` +
            `expected an integer in [0, ${length - 1}]`);
    }
}
/** Throws a TypeError unless `value` is a positive integer (or zero when `allowZero`). */
export function checkCount(value, what, allowZero = false) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
        throw new TypeError(`Expected a ${allowZero ? 'non-negative' : 'positive'} integer for ${what} but received ${String(value)}`);
    }
    return value;
}
//# sourceMappingURL=errors.js.map