import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { torch } from '../../src/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Runs a full garbage collection (tensors no scope owns are released by it). */
export function collectGarbage(): void {
  gc();
}

/**
 * Live native tensor handles after a full garbage collection. Take a test's baseline with it:
 * garbage left by earlier tests is released by the collector at an unpredictable moment and
 * would otherwise move the count in the middle of the test.
 */
export function settledLive(): number {
  gc();
  return torch.memoryStats().live;
}
