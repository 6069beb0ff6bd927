import { type RunnerConfig } from '../../config/schema.js';
import type { Command } from '../command.js';
/** What `train` needs of the default export: a class constructed from a config. */
interface RunnerInstance {
    train(): Promise<unknown>;
    close(): Promise<unknown>;
}
type RunnerClass = new (config: RunnerConfig) => RunnerInstance;
export declare const trainCommand: Command;
/**
 * Imports a module and returns its default export, checked to be a runner class.
 *
 * @throws UsageError naming the file and what is wrong with it
 */
export declare function importRunnerClass(specifier: string): Promise<RunnerClass>;
export {};
