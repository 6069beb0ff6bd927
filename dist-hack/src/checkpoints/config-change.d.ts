import { isAllowed } from '../config/keys.js';
import type { RunnerConfig, RunnerConfigInput } from '../config/schema.js';
/** The pseudo-key under which a change of the data-parallel degree (world size) is reported. */
export declare const WORLD_SIZE_KEY = "worldSize";
/** One difference between the checkpoint's config and the current one. */
export interface ConfigChange {
    /** Dotted key, e.g. `optim.lr`, `extra.hidden`, or `worldSize`. */
    key: string;
    saved: unknown;
    current: unknown;
}
/** What the config-change check compares. */
export interface ConfigChangeInput {
    /** The config stored in the checkpoint. */
    saved: RunnerConfig | RunnerConfigInput | Record<string, unknown>;
    /** The config of the run that resumes. */
    current: RunnerConfig | RunnerConfigInput;
    /** Data-parallel degree when the checkpoint was written, if known. */
    savedWorldSize?: number;
    /** Data-parallel degree now. */
    worldSize?: number;
    /**
     * Keys whose change is accepted (`allowConfigChange`): a key accepts itself and every key
     * under it (`optim` accepts `optim.lr`).
     */
    allow?: readonly string[];
    /** The checkpoint file, for the message. */
    path?: string;
}
/**
 * The changes between two configs that alter what a run computes: every key of the
 * canonical form (the form the config id hashes, so keys that only say how or where the
 * run executes, such as logging, workspace paths, checkpoint policy and the resume flags,
 * never count), plus the data-parallel degree.
 */
export declare function configChanges(input: Omit<ConfigChangeInput, 'allow' | 'path'>): ConfigChange[];
export { isAllowed };
/**
 * Checks that resuming does not silently change the run.
 *
 * @returns the changes that were accepted through `allow` (to log them)
 * @throws Error naming every other change (checkpoint value and current value) and the
 *   option that accepts them (`--allow-config-change key,…` or `allowConfigChange: [key, …]`)
 */
export declare function checkConfigChange(input: ConfigChangeInput): ConfigChange[];
