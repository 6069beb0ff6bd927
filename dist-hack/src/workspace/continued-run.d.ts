import { type KeyChange } from '../config/keys.js';
import type { RunnerConfig } from '../config/schema.js';
/** A run directory whose run this config continues, though its config id differs. */
export interface ContinuedRun {
    /** The directory's name (kept as the run's id). */
    id: string;
    /** Its canonical config before this attempt. */
    previousCanonical: string;
    /** What differs from it (all accepted by `allowConfigChange`). */
    changes: KeyChange[];
}
/**
 * When a resumed run's own directory (`lineageDir/<computed id>`) holds no checkpoint, the
 * run it continues: the directory of `config.resume` when that checkpoint lies in a run
 * directory of this lineage, else (`autoResume`) the one directory of the lineage whose
 * canonical config differs from this one only in keys `allowConfigChange` accepts (or not at
 * all, after an earlier accepted change). Changing an accepted key therefore keeps the run's
 * directory, and with it its checkpoints and history.
 *
 * @throws Error when several directories qualify, naming them and how to choose
 */
export declare function findContinuedRun(config: RunnerConfig, lineageDir: string, ownDir: string, cwd: string): ContinuedRun | null;
