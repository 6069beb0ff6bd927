import type { Command } from '../command.js';
export declare const configCommand: Command;
