/**
 * A number in at most `digits` significant digits, switching to exponent notation for very
 * large or small magnitudes: `0.3125`, `1.000e-4`, `12345`, `NaN`.
 */
export function formatNumber(value, digits = 4) {
    if (!Number.isFinite(value))
        return String(value);
    if (Number.isInteger(value) && Math.abs(value) < 1e9)
        return String(value);
    const magnitude = Math.abs(value);
    if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6))
        return value.toExponential(digits - 1);
    return String(Number(value.toPrecision(digits)));
}
/** `name value` pairs joined by two spaces: `loss 0.3125  lr 1.000e-3`. */
export function formatValues(values, digits = 4) {
    return Object.entries(values)
        .map(([name, value]) => `${name} ${formatNumber(value, digits)}`)
        .join('  ');
}
/** Seconds as `m:ss` or `h:mm:ss`; `?` when unknown. */
export function formatDuration(seconds) {
    if (!Number.isFinite(seconds) || seconds < 0)
        return '?';
    const total = Math.round(seconds);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const ss = String(s).padStart(2, '0');
    return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
/** A rate with a unit, inverted to seconds per unit below one per second: `34.2 it/s`, `2.50 s/it`. */
export function formatRate(perSecond, unit = 'it') {
    if (!Number.isFinite(perSecond) || perSecond <= 0)
        return `? ${unit}/s`;
    if (perSecond < 1)
        return `${(1 / perSecond).toFixed(2)} s/${unit}`;
    return `${perSecond >= 100 ? perSecond.toFixed(0) : perSecond.toFixed(1)} ${unit}/s`;
}
const LEVEL_ORDER = { debug: 10, info: 20, warn: 30, error: 40 };
/** Whether a message of `level` passes a logger set to `threshold`. */
export function levelEnabled(level, threshold) {
    return LEVEL_ORDER[level] >= LEVEL_ORDER[threshold];
}
//# sourceMappingURL=format.js.map