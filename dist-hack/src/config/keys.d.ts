import type { RunnerConfig, RunnerConfigInput } from './schema.js';
/** A nested value as dotted keys to leaf values (`{optim: {lr: 1}}` → `optim.lr` → 1). */
export declare function flattenKeys(value: unknown, prefix?: string, out?: Map<string, unknown>): Map<string, unknown>;
/** The canonical form of a config (or of its YAML text), flattened to dotted keys. */
export declare function canonicalKeys(config: RunnerConfig | RunnerConfigInput | string): Map<string, unknown>;
/** Whether `allow` accepts a change of `key`: a key accepts itself and every key under it (`optim` accepts `optim.lr`). */
export declare function isAllowed(key: string, allow: readonly string[]): boolean;
/** One key whose value differs between two flattened configs. */
export interface KeyChange {
    key: string;
    saved: unknown;
    current: unknown;
}
/** The keys whose values differ between `saved` and `current`, sorted. */
export declare function keyChanges(saved: Map<string, unknown>, current: Map<string, unknown>): KeyChange[];
