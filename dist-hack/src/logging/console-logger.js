import { formatValues, levelEnabled } from './format.js';
import { progressLine } from './progress-bar.js';
import { ProgressRate } from './progress-rate.js';
const CLEAR_LINE = '\r\x1b[2K';
const ERASE_TO_END = '\x1b[K';
/**
 * Messages, scalar lines and progress on a console.
 *
 * On a terminal, progress is one live line (phase, bar, done/total, percentage, rate, ETA and
 * the given values) redrawn in place at most `maxRedrawHz` times a second; message lines are
 * printed above it. A phase that reaches its total stays on screen. Elsewhere (CI logs,
 * pipes) everything is plain lines without control characters, and progress is printed
 * every `plainProgressIntervalMs` and when a phase completes.
 */
export class ConsoleLogger {
    stream;
    level;
    live;
    redrawMs;
    plainMs;
    clock;
    rate = new ProgressRate();
    current;
    barShown = false;
    lastDraw = -Infinity;
    timer;
    closed = false;
    constructor(options = {}) {
        this.stream = options.stream ?? process.stderr;
        this.level = options.level ?? 'info';
        this.live = options.live ?? (this.stream.isTTY === true && process.env.TERM !== 'dumb');
        this.redrawMs = 1000 / (options.maxRedrawHz ?? 10);
        this.plainMs = options.plainProgressIntervalMs ?? 30_000;
        this.clock = options.clock ?? (() => performance.now());
    }
    scalars(split, step, values) {
        this.message('info', `${split} step ${step}  ${formatValues(values)}`);
    }
    message(level, text) {
        if (this.closed || !levelEnabled(level, this.level))
            return;
        const line = level === 'info' ? text : `${level === 'warn' ? 'warning' : level}: ${text}`;
        if (this.live && this.barShown) {
            this.stream.write(`${CLEAR_LINE}${line}\n`);
            this.barShown = false;
            this.draw();
        }
        else {
            this.stream.write(`${line}\n`);
        }
    }
    progress(progress) {
        if (this.closed || !levelEnabled('info', this.level))
            return;
        const now = this.clock();
        const phaseChanged = this.current !== undefined && this.current.phase !== progress.phase;
        this.rate.update(progress, now);
        const complete = progress.total !== undefined && progress.done >= progress.total;
        if (!this.live) {
            if (phaseChanged)
                this.lastDraw = now;
            this.current = progress;
            if (complete || now - this.lastDraw >= this.plainMs) {
                this.stream.write(`${this.line(now)}\n`);
                this.lastDraw = now;
            }
            if (complete)
                this.current = undefined;
            return;
        }
        if (phaseChanged && this.barShown)
            this.commit();
        this.current = progress;
        if (complete) {
            this.draw();
            this.commit();
        }
        else if (now - this.lastDraw >= this.redrawMs) {
            this.draw();
        }
        else if (this.timer === undefined) {
            this.timer = setTimeout(() => {
                this.timer = undefined;
                this.draw();
            }, this.redrawMs - (now - this.lastDraw));
            this.timer.unref?.();
        }
    }
    async flush() { }
    async close() {
        if (this.closed)
            return;
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (this.live && this.current) {
            this.draw();
            this.commit();
        }
        this.closed = true;
    }
    line(now) {
        const progress = this.current;
        const columns = this.live ? (this.stream.columns ?? 80) : undefined;
        return progressLine(progress, { rate: this.rate.perSecond, elapsed: this.rate.elapsed(now), columns });
    }
    draw() {
        if (!this.current || this.closed)
            return;
        if (this.timer !== undefined) {
            clearTimeout(this.timer);
            this.timer = undefined;
        }
        const now = this.clock();
        this.stream.write(`\r${this.line(now)}${ERASE_TO_END}`);
        this.barShown = true;
        this.lastDraw = now;
    }
    /** Leaves the drawn line on screen and moves below it. */
    commit() {
        if (this.barShown)
            this.stream.write('\n');
        this.barShown = false;
        this.current = undefined;
    }
}
//# sourceMappingURL=console-logger.js.map