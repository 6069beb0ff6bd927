/** Formats a local time as `YYYYMMDD-HHMMSS`, e.g. `20261123-070612`. */
export declare function formatTimestamp(date?: Date): string;
/**
 * `base`, or `base-2`, `base-3`, … : the first for which `taken` is false. Keeps two
 * attempts started within the same second apart.
 */
export declare function uniqueTimestamp(base: string, taken: (candidate: string) => boolean): string;
