import { parse } from 'yaml';
import { canonicalConfig } from './canonical.js';
import { isPlainObject } from './merge.js';
/** A nested value as dotted keys to leaf values (`{optim: {lr: 1}}` → `optim.lr` → 1). */
export function flattenKeys(value, prefix = '', out = new Map()) {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
        for (const [k, v] of Object.entries(value))
            flattenKeys(v, prefix ? `${prefix}.${k}` : k, out);
    }
    else if (prefix)
        out.set(prefix, value);
    return out;
}
/** The canonical form of a config (or of its YAML text), flattened to dotted keys. */
export function canonicalKeys(config) {
    return flattenKeys(parse(typeof config === 'string' ? config : canonicalConfig(config)));
}
/** Whether `allow` accepts a change of `key`: a key accepts itself and every key under it (`optim` accepts `optim.lr`). */
export function isAllowed(key, allow) {
    return allow.some((a) => key === a || key.startsWith(`${a}.`));
}
/** The keys whose values differ between `saved` and `current`, sorted. */
export function keyChanges(saved, current) {
    const changes = [];
    for (const key of new Set([...saved.keys(), ...current.keys()])) {
        const a = saved.get(key);
        const b = current.get(key);
        if (JSON.stringify(a) !== JSON.stringify(b))
            changes.push({ key, saved: a, current: b });
    }
    return changes.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
//# sourceMappingURL=keys.js.map