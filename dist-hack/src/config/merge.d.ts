/** True for `{…}` objects (not arrays, null, class instances). */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/**
 * Merges `override` into `base` without modifying either: mappings merge key by key,
 * recursively; everything else (lists, scalars, `null`) in `override` replaces what is in `base`.
 */
export declare function deepMerge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown>;
