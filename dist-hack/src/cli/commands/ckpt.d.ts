import type { CheckpointSummary } from '../checkpoint-summary.js';
import type { Command } from '../command.js';
export declare const ckptCommand: Command;
/** The human-readable summary. */
export declare function formatSummary(s: CheckpointSummary, withTensors: boolean): string;
