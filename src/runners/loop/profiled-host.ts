import type { StepProfiler } from '../profiler/index.js';
import type { LoopHost, LoopPhase, TrainPass } from './loop-host.js';

/**
 * `host` observed by the profiler: each accumulation window's start is a step boundary, each
 * draw a `data` span while a step is recorded, each evaluation an `evaluation` span. The
 * runner hands the loops this host only when `config.profile` is set: without it, the loops
 * run on the plain host and hold no profiler code.
 */
export function profiledLoopHost(host: LoopHost, profiler: StepProfiler): LoopHost {
  const windowStart = (): void => {
    if (host.windowPending() === 0) profiler.stepBoundary(host.state.globalStep + 1);
  };
  const data = <T>(split: string, draw: () => Promise<T>): Promise<T> => {
    windowStart();
    return profiler.recording ? (profiler.spanAsync('data', 'data', draw, { split }) as Promise<T>) : draw();
  };
  return {
    ...host,
    state: host.state,
    trainSplits: host.trainSplits,
    evaluationSplits: host.evaluationSplits,
    openPass: (split) => {
      const pass = host.openPass(split);
      const observed: TrainPass = { next: () => data(split, () => pass.next()), last: () => pass.last(), close: () => pass.close() };
      return observed;
    },
    drawBatch: (split) => data(split, () => host.drawBatch(split)),
    phase: <T>(name: LoopPhase, run: () => Promise<T>) => profiler.spanAsync(name, name, run) as Promise<T>,
  };
}
