import { formatDuration, formatRate, formatValues } from './format.js';
const BAR_MAX = 30;
const BAR_MIN = 8;
/**
 * One progress line: `train  ████░░░░  120/469  25.6%  34.2 it/s  0:03<0:10  loss 0.312`.
 * With a known total and room to spare it contains a bar; it is cut to `columns - 1`
 * characters so that a terminal never wraps it (a wrapped line cannot be redrawn in place).
 * Contains no control characters.
 */
export function progressLine(progress, options) {
    const { total } = progress;
    const known = total !== undefined && total > 0;
    const fraction = known ? Math.min(1, Math.max(0, progress.done / total)) : 0;
    const eta = known && options.rate > 0 ? (total - progress.done) / options.rate : NaN;
    const counts = known ? `${progress.done}/${total}  ${(fraction * 100).toFixed(1)}%` : `${progress.done}`;
    const timing = known
        ? `${formatDuration(options.elapsed)}<${formatDuration(eta)}`
        : formatDuration(options.elapsed);
    const values = progress.values && Object.keys(progress.values).length ? formatValues(progress.values) : '';
    const rest = [counts, formatRate(options.rate), timing, values].filter(Boolean).join('  ');
    let line = `${progress.phase}  ${rest}`;
    if (options.columns !== undefined) {
        const room = options.columns - 1 - line.length - 2;
        if (known && room >= BAR_MIN)
            line = `${progress.phase}  ${bar(fraction, Math.min(BAR_MAX, room))}  ${rest}`;
        if (line.length > options.columns - 1)
            line = line.slice(0, Math.max(0, options.columns - 1));
    }
    return line;
}
function bar(fraction, width) {
    const filled = Math.round(fraction * width);
    return '█'.repeat(filled) + '░'.repeat(width - filled);
}
//# sourceMappingURL=progress-bar.js.map