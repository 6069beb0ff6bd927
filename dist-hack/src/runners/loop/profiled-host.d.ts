import type { StepProfiler } from '../profiler/index.js';
import type { LoopHost } from './loop-host.js';
/**
 * `host` observed by the profiler: each accumulation window's start is a step boundary, each
 * draw a `data` span while a step is recorded, each evaluation an `evaluation` span. The
 * runner hands the loops this host only when `config.profile` is set: without it, the loops
 * run on the plain host and hold no profiler code.
 */
export declare function profiledLoopHost(host: LoopHost, profiler: StepProfiler): LoopHost;
