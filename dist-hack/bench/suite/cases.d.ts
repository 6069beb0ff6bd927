import type { Program } from './programs.js';
export interface Row {
    name: string;
    /** Key in the programs' reported values. */
    key: string;
    unit: string;
    /** Throughputs (MB/s, samples/s) are better higher; times lower. */
    higherIsBetter?: boolean;
    /** Another key on the PyTorch side, when it differs (e.g. two of our paths against one of theirs). */
    pytorchKey?: string;
    /** Which of our programs the row reads, when the group has several (their `variant`). */
    oursVariant?: string;
}
/** Programs run in child processes, in interleaved rounds. */
export interface Group {
    name: string;
    rounds: number;
    programs: Program[];
    rows: Row[];
    /** Per-program time limit, ms. */
    timeoutMs?: number;
}
/** Samples per side of one row, measured by a benchmark that interleaves its sides itself. */
export interface MeasuredRow {
    name: string;
    unit: string;
    higherIsBetter?: boolean;
    ours: number[];
    pytorch?: number[];
    cpp?: number[];
}
/** A benchmark run in this process through the case functions its own directory exports. */
export interface InProcessGroup {
    name: string;
    run: () => Promise<MeasuredRow[]>;
}
export declare const GROUPS: Group[];
