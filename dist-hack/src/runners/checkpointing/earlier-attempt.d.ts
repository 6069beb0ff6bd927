import type { RunnerConfig } from '../../config/index.js';
/** The checkpoints an earlier attempt left in `checkpointsDir` (names), or none. */
export declare function earlierCheckpoints(checkpointsDir: string): string[];
/**
 * At setup, before anything is written: a run directory that already holds an earlier
 * attempt's checkpoints is continued (`autoResume`, or `resume` of its `latest`), rewound
 * (`resume` of an older checkpoint, or of one elsewhere, such as a copied run directory),
 * started over (`overwrite`: its checkpoints are deleted, on the main process), or refused
 * with a message naming these choices. So neither the files of two attempts mix nor does
 * retention delete another attempt's history.
 *
 * A rewind (file checkpoints) keeps what it supersedes: the earlier attempt's saves of later
 * points (all of them, for a checkpoint elsewhere) move to `checkpoints/superseded/<attempt>/`,
 * with `latest` and `best` as they were, where retention does not count them; with
 * `overwrite` they are deleted instead. A sharded run rewinds within its directory by its
 * pointers and moves nothing; one resumed from elsewhere is refused like a fresh start.
 *
 * @param timestamp - this attempt's timestamp (names the earlier attempt's folder when the
 *   run directory has no record of it)
 * @throws UsageError naming the directory, what it holds, and the choices
 */
export declare function guardEarlierAttempt(config: RunnerConfig, runDir: string, checkpointsDir: string, isMain: boolean, warn: (text: string) => void, timestamp?: string): Promise<void>;
