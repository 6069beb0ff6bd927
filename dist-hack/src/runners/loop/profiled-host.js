/**
 * `host` observed by the profiler: each accumulation window's start is a step boundary, each
 * draw a `data` span while a step is recorded, each evaluation an `evaluation` span. The
 * runner hands the loops this host only when `config.profile` is set: without it, the loops
 * run on the plain host and hold no profiler code.
 */
export function profiledLoopHost(host, profiler) {
    const windowStart = () => {
        if (host.windowPending() === 0)
            profiler.stepBoundary(host.state.globalStep + 1);
    };
    const data = (split, draw) => {
        windowStart();
        return profiler.recording ? profiler.spanAsync('data', 'data', draw, { split }) : draw();
    };
    return {
        ...host,
        state: host.state,
        trainSplits: host.trainSplits,
        evaluationSplits: host.evaluationSplits,
        openPass: (split) => {
            const pass = host.openPass(split);
            const observed = { next: () => data(split, () => pass.next()), last: () => pass.last(), close: () => pass.close() };
            return observed;
        },
        drawBatch: (split) => data(split, () => host.drawBatch(split)),
        phase: (name, run) => profiler.spanAsync(name, name, run),
    };
}
//# sourceMappingURL=profiled-host.js.map