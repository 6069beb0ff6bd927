import type { RunnerConfig } from '../../config/index.js';
import { StepProfiler } from './step-profiler.js';
export { StepProfiler, type ProfileOutput } from './step-profiler.js';
export { chromeTrace, type ChromeTrace, type CompleteEvent, type MetadataEvent, type TraceEvent } from './trace-events.js';
/** Where the trace of this attempt goes: `profile/{timestamp}.json`, with `-rank{N}` in runs of several processes. */
export declare function profilePath(runDir: string, timestamp: string, rank: number, worldSize: number): string;
/** The profiler of a run: recording `config.profile`'s window into the run directory, or doing nothing without it. */
export declare function createProfiler(config: RunnerConfig, run: {
    dir: string;
    timestamp: string;
    rank: number;
    worldSize: number;
}, warn: (text: string) => void): StepProfiler;
