/**
 * Microseconds of the process's CPU time (user + system) per call of `fn`, over `iters` calls
 * after `warmup` untimed ones.
 */
export function timeLoop(iters, warmup, fn) {
    for (let i = 0; i < warmup; i++)
        fn();
    const c0 = process.cpuUsage();
    for (let i = 0; i < iters; i++)
        fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / iters;
}
//# sourceMappingURL=time-loop.js.map