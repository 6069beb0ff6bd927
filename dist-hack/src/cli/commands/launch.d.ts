import type { Command } from '../command.js';
export declare const launchCommand: Command;
/** True when the launcher module is present (its own `--help` is then the one to show). */
export declare function launcherAvailable(): Promise<boolean>;
