import { join } from 'node:path';
import type { RunnerConfig } from '../../config/index.js';
import { StepProfiler } from './step-profiler.js';

export { StepProfiler, type ProfileOutput } from './step-profiler.js';
export { chromeTrace, type ChromeTrace, type CompleteEvent, type MetadataEvent, type TraceEvent } from './trace-events.js';

/** Where the trace of this attempt goes: `profile/{timestamp}.json`, with `-rank{N}` in runs of several processes. */
export function profilePath(runDir: string, timestamp: string, rank: number, worldSize: number): string {
  return join(runDir, 'profile', worldSize > 1 ? `${timestamp}-rank${rank}.json` : `${timestamp}.json`);
}

/** The profiler of a run: recording `config.profile`'s window into the run directory, or doing nothing without it. */
export function createProfiler(
  config: RunnerConfig,
  run: { dir: string; timestamp: string; rank: number; worldSize: number },
  warn: (text: string) => void,
): StepProfiler {
  const profiler = new StepProfiler(config.profile);
  if (config.profile) {
    profiler.setOutput({
      path: profilePath(run.dir, run.timestamp, run.rank, run.worldSize),
      pid: run.rank,
      facts: { rank: run.rank, worldSize: run.worldSize, accumSteps: config.accumSteps, precision: config.precision },
      warn,
    });
  }
  return profiler;
}
