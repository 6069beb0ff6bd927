import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { join, resolve } from 'node:path';
import { canonicalConfig, configDiffYaml, configId, fullConfigYaml, validateConfig, } from '../config/index.js';
import { findContinuedRun } from './continued-run.js';
import { readGitInfo } from './git.js';
import { isMainProcess } from './main-process.js';
import { gitYaml } from './metadata.js';
import { assertNotPseudoFileSystem } from './pseudo-fs.js';
import { formatTimestamp, uniqueTimestamp } from './timestamp.js';
/** Names of the files under `metadata/`. */
export const METADATA_FILES = {
    full: 'config.full.yaml',
    canonical: 'config.canonical.yaml',
    diff: 'config.diff.yaml',
    git: 'git.yaml',
    gitDiff: 'git.diff',
    lineage: 'lineage.yaml',
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
export class Workspace {
    config;
    git;
    codeId;
    configId;
    id;
    /** Absolute `workspaceRoot`. */
    root;
    /** `root/lineage[-codeId]`. */
    lineageDir;
    /** The run directory, `lineageDir/id`. */
    dir;
    /** This attempt's `YYYYMMDD-HHMMSS`, with `-N` appended if already used in `dir`. */
    timestamp;
    /** Whether this process writes to the workspace. */
    isMain;
    /** The run this attempt continues under a changed config (its directory is kept), or null. */
    continued;
    constructor(config, options = {}) {
        this.config = validateConfig(config);
        const cwd = options.cwd ?? process.cwd();
        this.git = options.git !== undefined ? options.git : readGitInfo(options.codeDir ?? cwd);
        this.codeId = this.git?.codeId ?? null;
        this.configId = configId(this.config);
        const ownId = this.config.id ?? (this.codeId ? `${this.codeId}-${this.configId}` : this.configId);
        this.root = resolve(cwd, this.config.workspaceRoot);
        this.lineageDir = join(this.root, this.codeId ? `${this.config.lineage}-${this.codeId}` : this.config.lineage);
        this.continued = findContinuedRun(this.config, this.lineageDir, join(this.lineageDir, ownId), cwd);
        this.id = this.continued?.id ?? ownId;
        this.dir = join(this.lineageDir, this.id);
        this.isMain = options.isMain ?? isMainProcess(options.env);
        this.timestamp =
            options.timestamp ??
                uniqueTimestamp(formatTimestamp(options.now), (t) => existsSync(join(this.dir, 'logs', `${t}.log`)) || existsSync(join(this.dir, 'tensorboard', t)));
    }
    /** `dir/logs`. */
    get logsDir() {
        return join(this.dir, 'logs');
    }
    /** `dir/logs/{timestamp}.log`: this attempt's log file. */
    get logFile() {
        return join(this.logsDir, `${this.timestamp}.log`);
    }
    /** `dir/tensorboard/{timestamp}`: this attempt's TensorBoard event directory. */
    get tensorboardDir() {
        return join(this.dir, 'tensorboard', this.timestamp);
    }
    /** `dir/metadata`. */
    get metadataDir() {
        return join(this.dir, 'metadata');
    }
    /** `dir/checkpoints`, shared by all attempts so that a retry can resume. */
    get checkpointsDir() {
        return join(this.dir, 'checkpoints');
    }
    /**
     * On the main process: creates the run directory, `metadata/`, `logs/` with an empty
     * `{timestamp}.log` (when `logging.file`; it claims the timestamp for this attempt) and
     * `tensorboard/{timestamp}` (when `logging.tensorboard`), and writes the metadata files.
     * Elsewhere: nothing.
     *
     * @returns this workspace
     */
    initialize() {
        // workspace: false: nothing is created or written.
        if (!this.isMain || !this.config.workspace)
            return this;
        assertNotPseudoFileSystem(this.root, 'workspaceRoot');
        mkdirSync(this.metadataDir, { recursive: true });
        if (this.config.logging.file) {
            mkdirSync(this.logsDir, { recursive: true });
            closeSync(openSync(this.logFile, 'a'));
        }
        if (this.config.logging.tensorboard)
            mkdirSync(this.tensorboardDir, { recursive: true });
        this.writeMetadata();
        return this;
    }
    /**
     * On the main process, writes `metadata/`: the full, canonical and diff configs,
     * `git.yaml`, and `git.diff` when the tree is dirty (removing a stale one otherwise).
     */
    writeMetadata() {
        if (!this.isMain)
            return;
        const dir = this.metadataDir;
        mkdirSync(dir, { recursive: true });
        const changes = this.continued?.changes ?? [];
        if (changes.length > 0) {
            // One entry per attempt that changed the config: what this directory's run became.
            const entry = { timestamp: this.timestamp, configId: this.configId, changes: changes.map((c) => ({ key: c.key, from: c.saved ?? null, to: c.current ?? null })) };
            appendFileSync(join(dir, METADATA_FILES.lineage), stringify([entry], { lineWidth: 0 }));
        }
        writeFileSync(join(dir, METADATA_FILES.full), fullConfigYaml(this.config));
        writeFileSync(join(dir, METADATA_FILES.canonical), canonicalConfig(this.config));
        writeFileSync(join(dir, METADATA_FILES.diff), configDiffYaml(this.config));
        writeFileSync(join(dir, METADATA_FILES.git), gitYaml(this.git));
        const diffFile = join(dir, METADATA_FILES.gitDiff);
        if (this.git?.dirty)
            writeFileSync(diffFile, this.git.diff);
        else
            rmSync(diffFile, { force: true });
    }
}
//# sourceMappingURL=workspace.js.map