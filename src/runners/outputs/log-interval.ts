import type { RunnerConfig } from '../../config/index.js';

/**
 * About 20 log lines per run, at most every 100 optimizer steps: from `steps`, else from the
 * train splits' lengths (`undefined` when unknown) × `epochs`, else as if 2000 steps.
 */
export function defaultLogInterval(lengths: (number | undefined)[], config: Pick<RunnerConfig, 'accumSteps' | 'steps' | 'epochs'>): number {
  const perEpoch = lengths.every((n) => n !== undefined) ? lengths.reduce<number>((a, n) => a + Math.ceil(n! / config.accumSteps), 0) : undefined;
  const total = config.steps ?? (perEpoch !== undefined ? perEpoch * (config.epochs ?? 1) : 2000);
  return Math.max(1, Math.min(100, Math.floor(total / 20)));
}
