/**
 * Whether `value` serializes to the JSON that `snapshot` was parsed from, up to the order of
 * keys. The runner checks its config against the tree saved with the last checkpoint this
 * way: a walk over a few dozen values costs a fraction of `JSON.stringify`, which at once a
 * save runs from cold caches. Conservative: a value JSON would convert (`toJSON`, a
 * non-finite number, `undefined` in an array) counts as a change.
 */
export function matchesJson(value, snapshot) {
    if (value === snapshot)
        return true;
    if (typeof value !== 'object' || value === null || typeof snapshot !== 'object' || snapshot === null)
        return false;
    if (typeof value.toJSON === 'function')
        return false;
    if (Array.isArray(value)) {
        if (!Array.isArray(snapshot) || value.length !== snapshot.length)
            return false;
        for (let i = 0; i < value.length; i++)
            if (!matchesJson(value[i], snapshot[i]))
                return false;
        return true;
    }
    if (Array.isArray(snapshot))
        return false;
    const expected = snapshot;
    let count = 0;
    for (const key of Object.keys(value)) {
        const v = value[key];
        // Skipped by JSON.stringify.
        if (v === undefined || typeof v === 'function' || typeof v === 'symbol')
            continue;
        count += 1;
        if (!Object.hasOwn(expected, key) || !matchesJson(v, expected[key]))
            return false;
    }
    return count === Object.keys(expected).length;
}
//# sourceMappingURL=matches-json.js.map