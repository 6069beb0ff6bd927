/**
 * Reads one command-line value as a YAML scalar or flow collection: `3e-4` is a number,
 * `true` a boolean, `null` null, `[1, 2]` a list, `{a: 1}` a mapping; anything else,
 * including text YAML would read as a block mapping or a comment, stays a string.
 */
export declare function parseOverrideValue(text: string): unknown;
/**
 * Parses dotted command-line overrides into a nested object.
 *
 * Forms: `--optim.lr 3e-4`, `--optim.lr=3e-4`, `--flag` (true), `--no-flag` (false);
 * kebab-case keys are read as camelCase outside `extra` (`--allow-config-change x`).
 * Values are read by {@link parseOverrideValue}. A later override of the same key wins.
 * `--` ends the overrides; what follows is ignored.
 *
 * @throws ConfigError for arguments that are not overrides, empty key segments, a
 *   `__proto__`, `constructor` or `prototype` segment, or a key set both as a value and as a
 *   mapping
 */
export declare function parseOverrides(argv: readonly string[]): Record<string, unknown>;
/** Command-line arguments split into config files and overrides. */
export interface ParsedArgs {
    /** Files named by `--config FILE` / `-c FILE` (also `--config=FILE`), in order. */
    files: string[];
    /** The remaining arguments as a nested override object. */
    overrides: Record<string, unknown>;
}
/**
 * Splits command-line arguments into `--config`/`-c` files and dotted overrides.
 *
 * @throws ConfigError as {@link parseOverrides} does, or when `--config` has no file
 */
export declare function parseArgs(argv: readonly string[]): ParsedArgs;
