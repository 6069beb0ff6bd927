import type { RunnerConfig, RunnerConfigInput } from './schema.js';
/**
 * Keys that say how or where a run executes, not what it computes. They are left out of
 * the canonical form and so of {@link configId}: changing them between attempts (to
 * resume, to log differently, to keep fewer checkpoints, to use more loader workers)
 * keeps the run's id and directory, which is what lets `autoResume` find the earlier
 * attempt. `*` matches any one key (a data split).
 */
export declare const RUNTIME_ONLY_PATHS: readonly string[];
/**
 * The whole config as YAML: defaults filled, keys sorted, runtime keys included. This is
 * what `metadata/config.full.yaml` holds.
 */
export declare function fullConfigYaml(config: RunnerConfig | RunnerConfigInput): string;
/**
 * The canonical form of a config: YAML with keys sorted at every level, defaults filled,
 * aliases normalised and {@link RUNTIME_ONLY_PATHS} dropped. Two configs that describe the
 * same experiment, however written, have the same canonical form. `extra` is included.
 *
 * @throws ConfigError when the config is invalid
 */
export declare function canonicalConfig(config: RunnerConfig | RunnerConfigInput): string;
/**
 * A short, stable identity of the experiment: the first 8 hex digits of the SHA-256 of
 * {@link canonicalConfig}.
 */
export declare function configId(config: RunnerConfig | RunnerConfigInput): string;
/**
 * The values that differ from the defaults (runtime keys included), as a nested object.
 * Sections that are absent by default (`optim`, `ema`, …) appear whole.
 */
export declare function configDiff(config: RunnerConfig | RunnerConfigInput): Record<string, unknown>;
/** {@link configDiff} as sorted YAML, as written to `metadata/config.diff.yaml`. */
export declare function configDiffYaml(config: RunnerConfig | RunnerConfigInput): string;
