import type { Output } from './output.js';
/** One subcommand of `torchrunner`. */
export interface Command {
    /** The word that selects it: `torchrunner <name> …`. */
    name: string;
    /** One line for the command list. */
    summary: string;
    /** The full `--help` text, with examples. */
    help: string;
    /**
     * Runs the subcommand with the arguments that follow its name.
     *
     * @returns the process exit status
     * @throws UsageError for a mistake in the arguments
     */
    run(argv: readonly string[], output: Output): Promise<number>;
}
