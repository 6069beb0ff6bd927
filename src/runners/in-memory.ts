import type { RunnerConfig } from '../config/index.js';
import { checkpointBackend } from './checkpointing.js';

/**
 * `workspace: false` writes nothing: refuses the settings that can only write files (a profile
 * trace, sharded checkpoints) rather than ignoring them.
 *
 * @throws Error naming the setting and how to fix it
 */
export function checkNothingWritten(config: RunnerConfig): void {
  if (config.profile) throw new Error('profile writes a trace file, and workspace: false writes nothing: unset profile, or set workspace: true');
  if (checkpointBackend(config) === 'sharded') {
    throw new Error("checkpoints are sharded (checkpoint.backend 'sharded', or 'auto' with deepspeed): a sharded save is a directory, and workspace: false writes nothing; set checkpoint.backend 'file' to keep the main process's checkpoint in memory, or set workspace: true");
  }
}
