/** Where a command writes: stdout for results, stderr for diagnostics. */
export interface Output {
    out(text: string): void;
    err(text: string): void;
}
/** The process's own streams. */
export declare const processOutput: Output;
/** Bytes for people: `512 B`, `1.5 KiB`, `3.20 MiB`, `1.07 GiB`. */
export declare function formatBytes(bytes: number): string;
/** Lays out rows as columns separated by two spaces, the last column unpadded. */
export declare function columns(rows: readonly (readonly string[])[], indent?: string): string;
