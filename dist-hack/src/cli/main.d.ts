#!/usr/bin/env node
import type { Command } from './command.js';
import { type Output } from './output.js';
/** The subcommands, in the order `--help` lists them. */
export declare const COMMANDS: readonly Command[];
/** The top-level `--help`. */
export declare function mainHelp(): string;
/**
 * Runs `torchrunner` with the arguments after the command name.
 *
 * @returns the exit status: 0 success, 1 failure, 2 a bad command line or config
 */
export declare function main(argv: readonly string[], output?: Output): Promise<number>;
