import { join } from 'node:path';

import { LATEST_POINTER, listPointers, parseHistoryPointer, readPointer } from './pointers.js';
import { ShardedReader } from './read.js';

/**
 * The save directory to resume from in a sharded checkpoints directory: the one `latest`
 * names when it is complete, else the newest complete save a history pointer names (with a
 * warning naming both). Null when there is no pointer at all.
 *
 * @throws Error listing every save tried and why it cannot be used, when none can
 */
export async function findResumableSave(dir: string, warn: (message: string) => void): Promise<string | null> {
  const candidates: string[] = [];
  const latest = await readPointer(dir, LATEST_POINTER);
  if (latest) candidates.push(latest);
  const history = [...(await listPointers(dir)).entries()]
    .map(([name, target]) => ({ h: parseHistoryPointer(name), target }))
    .filter((x) => x.h !== null)
    .sort((a, b) => b.h!.index - a.h!.index);
  for (const { target } of history) candidates.push(join(dir, target));
  const failures: string[] = [];
  for (const save of candidates) {
    try {
      await (await ShardedReader.open(save)).close();
      if (failures.length > 0) warn(`Sharded checkpoint ${candidates[0]} cannot be used (${failures[0]}); resuming from ${save} instead.`);
      return save;
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  if (failures.length > 0) throw new Error(`No readable sharded checkpoint in '${dir}':\n  ${failures.join('\n  ')}\nRemove the damaged saves, or set autoResume: false to start over.`);
  return null;
}
