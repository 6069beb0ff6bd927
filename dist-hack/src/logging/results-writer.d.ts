/** Scores of one evaluation: split, then metric, e.g. `{ val: { loss: 0.05, accuracy: 0.98 } }`. */
export type Scores = Record<string, Record<string, number>>;
/** One entry of a run's results: what was measured after an epoch or an evaluation round. */
export interface ResultEntry {
    /** The epoch just finished, in epoch mode. */
    epoch?: number;
    /** The global optimizer step at which the scores were measured. */
    step: number;
    scores: Scores;
}
/** What {@link ResultsWriter} writes and {@link readResults} returns. */
export interface Results {
    results: ResultEntry[];
    /** The best entry and its position in `results`, when one is known. */
    best: (ResultEntry & {
        index: number;
    }) | null;
}
/** File names under the run directory. */
export declare const RESULTS_FILES: {
    readonly json: "results.json";
    readonly yaml: "results.yaml";
    readonly latest: "latest.json";
    readonly best: "best.json";
};
/**
 * Writes a run's results under its directory, each file atomically (a reader sees the old
 * or the new file, never half of one): `results.json` and `results.yaml` with every entry
 * and the best, `latest.json` with the last entry and `best.json` with the best one.
 * Non-finite scores are kept: JSON holds them as the strings `"NaN"`, `"Infinity"` and
 * `"-Infinity"`, which {@link readResults} turns back into numbers.
 *
 * Writing never blocks the JS thread: the files are written through `fs/promises`, and a
 * write requested while another runs is coalesced with any other waiting one (the newest
 * results win). The files reach the disk (fsync) only when `durable` is asked for, as for the
 * final results of a run.
 */
export declare class ResultsWriter {
    readonly dir: string;
    private readonly files;
    constructor(dir: string);
    /**
     * Writes all files for `results`; `bestIndex` is the position of the best entry, if any.
     * The content is taken before this returns; the promise settles when the files are in place
     * (and on disk, with `durable`). Throws at once for a `bestIndex` outside `results`.
     */
    write(results: readonly ResultEntry[], bestIndex?: number, options?: {
        durable?: boolean;
    }): Promise<void>;
    /** Resolves when every write requested so far has settled. */
    idle(): Promise<void>;
}
/**
 * The results in `dir/results.json`, or undefined when there are none yet.
 * Throws a clear error when the file is not a results file.
 */
export declare function readResults(dir: string): Results | undefined;
/**
 * Result entries as one JSON text (non-finite scores as the strings `"NaN"`, `"Infinity"`,
 * `"-Infinity"`), the form a checkpoint stores them in: one string pickles in microseconds,
 * where a dict per entry and split costs a few each at every save of a long run.
 */
export declare function resultsToText(entries: readonly ResultEntry[]): string;
/**
 * The entries {@link resultsToText} wrote; a list (checkpoints that stored the entries as
 * dicts) is taken as it is.
 * @throws Error when `stored` is neither
 */
export declare function resultsFromStored(stored: unknown): ResultEntry[];
