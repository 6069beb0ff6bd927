import type { Progress } from './logger.js';
/** What a progress line shows besides the {@link Progress} itself. */
export interface ProgressLineOptions {
    /** Units per second (NaN when unknown). */
    rate: number;
    /** Seconds since the phase started. */
    elapsed: number;
    /** Width available; the line never exceeds it. Omit for no bar and no limit. */
    columns?: number;
}
/**
 * One progress line: `train  ████░░░░  120/469  25.6%  34.2 it/s  0:03<0:10  loss 0.312`.
 * With a known total and room to spare it contains a bar; it is cut to `columns - 1`
 * characters so that a terminal never wraps it (a wrapped line cannot be redrawn in place).
 * Contains no control characters.
 */
export declare function progressLine(progress: Progress, options: ProgressLineOptions): string;
