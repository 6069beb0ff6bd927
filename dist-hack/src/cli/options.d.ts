/** How a subcommand's arguments are read. */
export interface OptionSpec {
    /** The subcommand, for messages. */
    command: string;
    /** The subcommand's own switches (`--id`), which take no value. */
    flags: readonly string[];
    /**
     * Top-level config keys: `--key value` overrides of these (dotted below them) pass
     * through to the config loader; any other `--option` is an error with a suggestion.
     * Without it, only the subcommand's own flags are accepted.
     */
    configKeys?: readonly string[];
    /** Most positional arguments accepted. */
    maxPositionals: number;
    /** Fewest positional arguments required (default 0). */
    minPositionals?: number;
    /** What a positional argument is, for messages (`config file`). */
    positionalName: string;
}
/** Arguments sorted into positionals, the subcommand's flags and config arguments. */
export interface SortedOptions {
    positionals: string[];
    flags: Set<string>;
    /** `--config FILE` and dotted overrides, in order, for `loadConfig({ argv })`. */
    rest: string[];
}
/**
 * Sorts a subcommand's arguments. An override takes the next argument as its value unless
 * that starts with `--` (as the config loader reads it), so put positionals first.
 *
 * @throws UsageError naming every unknown option at once (each with the closest known one),
 *   or for a wrong number of positionals
 */
export declare function checkOptions(argv: readonly string[], spec: OptionSpec): SortedOptions;
