/**
 * The folder of a run's checkpoints directory where a rewind keeps what it supersedes:
 * `checkpoints/superseded/<attempt>/`, one folder per attempt rewound from. Retention
 * (`keepLatestK`) looks only at the checkpoints directory itself, so it counts each attempt
 * apart and never removes these; `--overwrite` deletes them.
 */
export declare const SUPERSEDED_DIR = "superseded";
/** What a resume supersedes in a checkpoints directory. */
export interface Superseded {
    /** Files to move under the attempt's folder (history of later points, or everything). */
    move: string[];
    /** Files that stay (the next saves replace them) but are kept as they are now, by link. */
    keep: string[];
}
/**
 * What resuming `resumed` supersedes in `checkpointsDir` (file backend): for a history file of
 * this directory, the history files of later points, and `latest`/`best` as they are now
 * (the next saves replace them); for `latest` of this directory, nothing (it continues the
 * run); for `best`, every history file, and `latest`/`best` as they are; for a checkpoint
 * elsewhere (a copied run directory), every one of `checkpoints` (this directory's).
 */
export declare function supersededBy(checkpointsDir: string, resumed: string, checkpoints: readonly string[]): Superseded;
/**
 * The attempt the files of `checkpointsDir` belong to: the newest earlier attempt's timestamp
 * in the run directory's `logs/` or `tensorboard/` (`current` excluded), else
 * `before-<current>`; made unique within `superseded/`.
 */
export declare function supersededAttemptName(runDir: string, current: string): string;
/**
 * Moves the superseded files into `checkpointsDir/superseded/<attempt>/` and links (or
 * copies) the kept ones there, on the same file system, by rename and hard link.
 *
 * @returns the folder, or null when nothing was superseded
 */
export declare function keepSuperseded(checkpointsDir: string, superseded: Superseded, attempt: string): Promise<string | null>;
/** Deletes the superseded files (what `--overwrite` asks for); returns their names. */
export declare function deleteSuperseded(checkpointsDir: string, superseded: Superseded): Promise<string[]>;
/** The attempts' folders under `checkpointsDir/superseded/`, each with its files, oldest first. */
export declare function listSuperseded(checkpointsDir: string): {
    attempt: string;
    files: string[];
}[];
