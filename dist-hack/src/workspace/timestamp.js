const pad = (n, width = 2) => String(n).padStart(width, '0');
/** Formats a local time as `YYYYMMDD-HHMMSS`, e.g. `20261123-070612`. */
export function formatTimestamp(date = new Date()) {
    return (`${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-` +
        `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`);
}
/**
 * `base`, or `base-2`, `base-3`, … : the first for which `taken` is false. Keeps two
 * attempts started within the same second apart.
 */
export function uniqueTimestamp(base, taken) {
    if (!taken(base))
        return base;
    for (let n = 2;; n++)
        if (!taken(`${base}-${n}`))
            return `${base}-${n}`;
}
//# sourceMappingURL=timestamp.js.map