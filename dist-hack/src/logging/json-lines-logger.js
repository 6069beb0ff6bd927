import { levelEnabled } from './format.js';
/**
 * One JSON object per line (the convention of pino and of log collectors): every message as
 * `{ time, level, step, message }`, every set of scalars as `{ time, level: 'info', step,
 * split, values }`. No progress bar. Set `logging.format: json` to get it as the run's console
 * logger.
 */
export class JsonLinesLogger {
    stream;
    level;
    clock;
    step = 0;
    constructor(options = {}) {
        this.stream = options.stream ?? process.stderr;
        this.level = options.level ?? 'info';
        this.clock = options.clock ?? Date.now;
    }
    scalars(split, step, values) {
        this.step = step;
        if (!levelEnabled('info', this.level))
            return;
        const written = {};
        // JSON has no NaN or Infinity: JSON.stringify would write null, which reads as "no value".
        for (const [k, v] of Object.entries(values))
            written[k] = Number.isFinite(v) ? v : String(v);
        this.write({ time: this.time(), level: 'info', step, split, values: written });
    }
    message(level, text) {
        if (!levelEnabled(level, this.level))
            return;
        this.write({ time: this.time(), level, step: this.step, message: text });
    }
    async flush() { }
    async close() { }
    time() {
        return new Date(this.clock()).toISOString();
    }
    write(line) {
        this.stream.write(`${JSON.stringify(line)}\n`);
    }
}
//# sourceMappingURL=json-lines-logger.js.map