/**
 * Whether `value` serializes to the JSON that `snapshot` was parsed from, up to the order of
 * keys. The runner checks its config against the tree saved with the last checkpoint this
 * way: a walk over a few dozen values costs a fraction of `JSON.stringify`, which at once a
 * save runs from cold caches. Conservative: a value JSON would convert (`toJSON`, a
 * non-finite number, `undefined` in an array) counts as a change.
 */
export declare function matchesJson(value: unknown, snapshot: unknown): boolean;
