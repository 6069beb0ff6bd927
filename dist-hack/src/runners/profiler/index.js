import { join } from 'node:path';
import { StepProfiler } from './step-profiler.js';
export { StepProfiler } from './step-profiler.js';
export { chromeTrace } from './trace-events.js';
/** Where the trace of this attempt goes: `profile/{timestamp}.json`, with `-rank{N}` in runs of several processes. */
export function profilePath(runDir, timestamp, rank, worldSize) {
    return join(runDir, 'profile', worldSize > 1 ? `${timestamp}-rank${rank}.json` : `${timestamp}.json`);
}
/** The profiler of a run: recording `config.profile`'s window into the run directory, or doing nothing without it. */
export function createProfiler(config, run, warn) {
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
//# sourceMappingURL=index.js.map