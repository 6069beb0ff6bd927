/** True for `{…}` objects (not arrays, null, class instances). */
export function isPlainObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/**
 * Merges `override` into `base` without modifying either: mappings merge key by key,
 * recursively; everything else (lists, scalars, `null`) in `override` replaces what is in `base`.
 */
export function deepMerge(base, override) {
    const result = { ...base };
    for (const [key, value] of Object.entries(override)) {
        const current = Object.hasOwn(result, key) ? result[key] : undefined;
        const merged = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
        // defineProperty, not assignment: a key named __proto__ stays data and never sets a prototype
        Object.defineProperty(result, key, { value: merged, enumerable: true, writable: true, configurable: true });
    }
    return result;
}
//# sourceMappingURL=merge.js.map