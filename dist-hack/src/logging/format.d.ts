/**
 * A number in at most `digits` significant digits, switching to exponent notation for very
 * large or small magnitudes: `0.3125`, `1.000e-4`, `12345`, `NaN`.
 */
export declare function formatNumber(value: number, digits?: number): string;
/** `name value` pairs joined by two spaces: `loss 0.3125  lr 1.000e-3`. */
export declare function formatValues(values: Readonly<Record<string, number>>, digits?: number): string;
/** Seconds as `m:ss` or `h:mm:ss`; `?` when unknown. */
export declare function formatDuration(seconds: number): string;
/** A rate with a unit, inverted to seconds per unit below one per second: `34.2 it/s`, `2.50 s/it`. */
export declare function formatRate(perSecond: number, unit?: string): string;
declare const LEVEL_ORDER: {
    readonly debug: 10;
    readonly info: 20;
    readonly warn: 30;
    readonly error: 40;
};
/** Whether a message of `level` passes a logger set to `threshold`. */
export declare function levelEnabled(level: keyof typeof LEVEL_ORDER, threshold: keyof typeof LEVEL_ORDER): boolean;
export {};
