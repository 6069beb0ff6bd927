/**
 * Microseconds of the process's CPU time (user + system) per call of `fn`, over `iters` calls
 * after `warmup` untimed ones.
 */
export declare function timeLoop(iters: number, warmup: number, fn: () => void): number;
