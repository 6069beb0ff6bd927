/**
 * Removes the temporary files that processes which no longer run left in `dir` (a process
 * killed in the middle of a save). Files of live processes, this one included, are kept: they
 * may be writes in progress.
 *
 * @returns the paths removed
 */
export declare function removeStaleTemps(dir: string): Promise<string[]>;
