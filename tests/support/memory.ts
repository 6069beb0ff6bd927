import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import type { CheckpointManager, CheckpointRequest } from '../../src/checkpoints/manager.js';
import { torch } from '../../src/index.js';
import { flushAdoption } from '../../src/torch/tensor.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Runs a full garbage collection (tensors no scope owns are released by it). Tensors made
 * outside a scope get their finalizer in batches, at the next turn of the event loop: the
 * pending batch is handed over first, so the collection can release its garbage too.
 */
export function collectGarbage(): void {
  flushAdoption();
  gc();
}

/**
 * Live native tensor handles after a full garbage collection. Take a test's baseline with it:
 * garbage left by earlier tests is released by the collector at an unpredictable moment and
 * would otherwise move the count in the middle of the test.
 */
export function settledLive(): number {
  collectGarbage();
  return torch.memoryStats().live;
}

/** Minor page faults the calling (JS) thread has taken so far (Linux). */
export function minorFaults(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}

/** Resident memory of this process in MB (Linux). */
export function residentMB(): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
}

/**
 * How much resident memory an asynchronous manager's `prepare` took, then its first save until
 * the copies were made, in MB: a manager that maps the first save's buffers ahead grows at
 * `prepare` by about the state's size and not at the save.
 */
export async function firstSaveGrowth(manager: CheckpointManager, request: CheckpointRequest): Promise<{ prepare: number; save: number }> {
  const before = residentMB();
  await manager.prepare?.(request.payload);
  const prepared = residentMB();
  await manager.save(request);
  await manager.untilSnapshotted?.();
  return { prepare: prepared - before, save: residentMB() - prepared };
}
