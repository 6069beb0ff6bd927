/** Throws a RangeError naming the dataset when `index` is not an integer in `[0, length)`. */
export declare function checkIndex(index: number, length: number, dataset: string): void;
/** Throws a TypeError unless `value` is a positive integer (or zero when `allowZero`). */
export declare function checkCount(value: unknown, what: string, allowZero?: boolean): number;
