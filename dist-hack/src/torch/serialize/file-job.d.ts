import type { NativeFileStep } from '../native-api.js';
/** One operation of a file job (see {@link runFileJob}). */
export type FileStep = NativeFileStep;
/**
 * Runs file operations in order on a worker thread: the JS thread pays one call and one
 * promise for a whole atomic replacement (write the temporary files, flush, rename, link, flush
 * the directory) instead of a thread-pool round trip per operation. On failure the files the
 * job made and had not renamed are removed, and the error names the failed operation.
 *
 * @returns for each step, `link` or `copy` for a `link` step (a copy where the file system
 *   cannot link), '' for the others
 */
export declare function runFileJob(steps: FileStep[]): Promise<string[]>;
/** The index of the step a native file job failed at, or -1 when the error is not a step's. */
export declare function failedStep(err: unknown): number;
