export type Side = 'ours' | 'pytorch' | 'c++';
/** A program: what to run for one side of a group, relative to the package root. */
export interface Program {
    side: Side;
    /** Tells apart two programs of one side in a group (e.g. the runner and the plain loop). */
    variant?: string;
    command: 'node' | 'python' | 'exe';
    /** Script (node: a path under dist/, python: a .py path, exe: a built binary) and its arguments. */
    args: string[];
}
/** One round's measured values and the process's peak resident memory. */
export interface Round {
    values: Record<string, number>;
    peakRssMB: number | null;
}
/** Threads pinned the same way for every side: libtorch intra-op, OpenMP and OpenBLAS. */
export declare const THREAD_ENV: {
    OMP_NUM_THREADS: string;
    OPENBLAS_NUM_THREADS: string;
    MKL_NUM_THREADS: string;
};
/**
 * The pools each side computes with under THREAD_ENV, asked of a fresh process of each:
 * libtorch's intra-op pool and the BLAS library's own.
 */
export declare function threadPoolsOfSides(): string;
/** Whether the PyTorch reference can run here (python3 with torch). */
export declare function pythonAvailable(): boolean;
/** Runs `program` once; throws with its stderr when it fails. */
export declare function runProgram(program: Program, timeoutMs: number): Round;
