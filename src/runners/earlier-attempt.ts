import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import type { RunnerConfig } from '../config/index.js';

/** The checkpoints an earlier attempt left in `checkpointsDir` (names), or none. */
export function earlierCheckpoints(checkpointsDir: string): string[] {
  if (!existsSync(checkpointsDir)) return [];
  return readdirSync(checkpointsDir)
    .filter((n) => n.endsWith('.pth') || n.startsWith('ckpt-') || n === 'latest' || n === 'best')
    .sort();
}

/**
 * At setup, before anything is written: a run directory that already holds an earlier
 * attempt's checkpoints is continued (`autoResume`, or `resume` of one of its checkpoints),
 * started over (`overwrite`: its checkpoints are deleted, on the main process), or refused
 * with a message naming these choices. So neither the files of two attempts mix nor does
 * retention delete another attempt's history.
 *
 * @throws Error naming the directory, what it holds, and the choices
 */
export function guardEarlierAttempt(config: RunnerConfig, runDir: string, checkpointsDir: string, isMain: boolean, warn: (text: string) => void): void {
  const found = earlierCheckpoints(checkpointsDir);
  if (found.length === 0 || config.autoResume) return;
  if (config.resume !== undefined && !relative(checkpointsDir, resolve(config.resume)).startsWith('..')) return;
  const listed = found.length > 4 ? `${found.slice(0, 4).join(', ')} and ${found.length - 4} more` : found.join(', ');
  if (config.overwrite) {
    if (isMain) {
      for (const name of found) rmSync(join(checkpointsDir, name), { recursive: true, force: true });
      warn(`overwrite: deleted the earlier attempt's checkpoints in ${checkpointsDir} (${listed})`);
    }
    return;
  }
  throw new Error(
    `${runDir} already holds checkpoints of an earlier attempt (${listed}); nothing was written. Choose one:\n` +
      '  --autoResume (config autoResume: true)   continue that run from its latest checkpoint\n' +
      '  --id NAME or --lineage NAME (config id, lineage)   start a new run in its own directory\n' +
      "  --overwrite (config overwrite: true)   start over in this directory, deleting the earlier attempt's checkpoints",
  );
}
