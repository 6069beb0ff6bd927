/** Values measured in one round, keyed by name (for example `stepMs`). */
export type RoundValues = Record<string, number>;
/** The line a program prints, read by bench/suite/run.ts. */
export interface RoundReport {
    values: RoundValues;
    peakRssMB: number;
    threads: number;
}
/** Prints the round's report as the last line of stdout. */
export declare function report(values: RoundValues): void;
/** Runs `fn` `warmup` times untimed, then `iters` times; returns milliseconds per call. */
export declare function timeMs(fn: () => void, warmup: number, iters: number): number;
/** A positive integer from argv[index], or the fallback. */
export declare function intArg(index: number, fallback: number): number;
