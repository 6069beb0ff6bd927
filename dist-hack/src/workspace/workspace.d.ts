import { type RunnerConfig, type RunnerConfigInput } from '../config/index.js';
import { type ContinuedRun } from './continued-run.js';
import { type GitInfo } from './git.js';
/** How a {@link Workspace} is resolved. Everything is optional. */
export interface WorkspaceOptions {
    /** Directory a relative `workspaceRoot` is resolved against; default `process.cwd()`. */
    cwd?: string;
    /** Directory whose git checkout identifies the code; default `cwd`. */
    codeDir?: string;
    /** Git description to use instead of asking git; `null` means "no git". */
    git?: GitInfo | null;
    /** Whether this process writes; default {@link isMainProcess} of `env`. */
    isMain?: boolean;
    /** Environment read for `RANK`; default `process.env`. */
    env?: NodeJS.ProcessEnv;
    /** Attempt timestamp to use as is, e.g. one agreed on by all ranks. */
    timestamp?: string;
    /** Clock for the attempt timestamp; default now. */
    now?: Date;
}
/** Names of the files under `metadata/`. */
export declare const METADATA_FILES: {
    readonly full: "config.full.yaml";
    readonly canonical: "config.canonical.yaml";
    readonly diff: "config.diff.yaml";
    readonly git: "git.yaml";
    readonly gitDiff: "git.diff";
    readonly lineage: "lineage.yaml";
};
/**
 * The directory of one run, `workspaceRoot/lineage[-codeId]/id`, and what goes in it:
 *
 * ```text
 * logs/{timestamp}.log         tensorboard/{timestamp}/        checkpoints/
 * metadata/config.full.yaml    config.canonical.yaml           config.diff.yaml
 *          git.yaml            git.diff (only when dirty)
 * ```
 *
 * `codeId` is the git code id (see {@link GitInfo.codeId}) or `null` outside git; `id` is
 * `config.id` or else `codeId-configId` (`configId` without git), so a retry of the same
 * code and config lands in the same directory, while `timestamp` is new for each attempt.
 * A resumed run whose config changed in keys `allowConfigChange` accepts keeps the directory
 * of the run it continues (see `findContinuedRun`); `metadata/lineage.yaml` records
 * each such change.
 *
 * Construction computes paths only. {@link Workspace.initialize} creates directories and
 * writes metadata, and does nothing outside the main process.
 */
export declare class Workspace {
    readonly config: RunnerConfig;
    readonly git: GitInfo | null;
    readonly codeId: string | null;
    readonly configId: string;
    readonly id: string;
    /** Absolute `workspaceRoot`. */
    readonly root: string;
    /** `root/lineage[-codeId]`. */
    readonly lineageDir: string;
    /** The run directory, `lineageDir/id`. */
    readonly dir: string;
    /** This attempt's `YYYYMMDD-HHMMSS`, with `-N` appended if already used in `dir`. */
    readonly timestamp: string;
    /** Whether this process writes to the workspace. */
    readonly isMain: boolean;
    /** The run this attempt continues under a changed config (its directory is kept), or null. */
    readonly continued: ContinuedRun | null;
    constructor(config: RunnerConfig | RunnerConfigInput, options?: WorkspaceOptions);
    /** `dir/logs`. */
    get logsDir(): string;
    /** `dir/logs/{timestamp}.log`: this attempt's log file. */
    get logFile(): string;
    /** `dir/tensorboard/{timestamp}`: this attempt's TensorBoard event directory. */
    get tensorboardDir(): string;
    /** `dir/metadata`. */
    get metadataDir(): string;
    /** `dir/checkpoints`, shared by all attempts so that a retry can resume. */
    get checkpointsDir(): string;
    /**
     * On the main process: creates the run directory, `metadata/`, `logs/` with an empty
     * `{timestamp}.log` (when `logging.file`; it claims the timestamp for this attempt) and
     * `tensorboard/{timestamp}` (when `logging.tensorboard`), and writes the metadata files.
     * Elsewhere: nothing.
     *
     * @returns this workspace
     */
    initialize(): this;
    /**
     * On the main process, writes `metadata/`: the full, canonical and diff configs,
     * `git.yaml`, and `git.diff` when the tree is dirty (removing a stale one otherwise).
     */
    writeMetadata(): void;
}
