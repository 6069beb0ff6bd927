/**
 * Checks that `value` is a device string (`'cpu'`, `'cuda'`, `'cuda:1'`, ...); throws a
 * TypeError listing the valid ones (and the dtypes, which `to()` also accepts) otherwise.
 */
export declare function checkDevice(value: unknown, what: string): string;
