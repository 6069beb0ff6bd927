export interface Ceiling {
    aloneGflops: number;
    pairGflops: [number, number];
    /** Two side-by-side processes' summed rate over one alone. */
    ratio: number;
    allReduceLatencyMs: number;
    allReduce4MbMs: number;
}
/** Measures the ceiling (about 10 s). */
export declare function measureCeiling(): Promise<Ceiling>;
