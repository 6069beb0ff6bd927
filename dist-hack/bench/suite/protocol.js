// What a benchmark program prints: one JSON line, last on stdout, holding the measured
// values of one round and the process's peak resident memory.
import { torch } from '../../src/index.js';
/** Prints the round's report as the last line of stdout. */
export function report(values) {
    const line = { values, peakRssMB: process.resourceUsage().maxRSS / 1024, threads: torch.getNumThreads() };
    console.log(JSON.stringify(line));
}
/** Runs `fn` `warmup` times untimed, then `iters` times; returns milliseconds per call. */
export function timeMs(fn, warmup, iters) {
    for (let i = 0; i < warmup; i++)
        fn();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < iters; i++)
        fn();
    return Number(process.hrtime.bigint() - t0) / 1e6 / iters;
}
/** A positive integer from argv[index], or the fallback. */
export function intArg(index, fallback) {
    const v = Number(process.argv[index]);
    return Number.isInteger(v) && v > 0 ? v : fallback;
}
//# sourceMappingURL=protocol.js.map