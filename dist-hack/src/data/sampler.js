function badField(owner, key, expected, v) {
    return new TypeError(`${owner}.loadStateDict: expected ${key} to be ${expected} but received ${String(v)}`);
}
/** A number field of a sampler state, checked, with a message naming the sampler. */
export function readNumber(state, key, owner) {
    const v = state?.[key];
    if (typeof v !== 'number')
        throw badField(owner, key, 'a number', v);
    return v;
}
/** A number-or-null field of a sampler state. */
export function readNullableNumber(state, key, owner) {
    const v = state?.[key];
    if (v !== null && typeof v !== 'number')
        throw badField(owner, key, 'a number or null', v);
    return v;
}
//# sourceMappingURL=sampler.js.map