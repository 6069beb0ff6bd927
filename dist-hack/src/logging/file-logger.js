import { BufferedFile } from './buffered-file.js';
import { levelEnabled } from './format.js';
/** Each level's column, padded to the widest. */
const TAGS = { debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR' };
/**
 * Appends timestamped lines to a text file, e.g. the run directory's `logs/{timestamp}.log`:
 *
 * ```text
 * 2026-11-23T13:31:10.123Z INFO  epoch 1/10
 * 2026-11-23T13:31:12.456Z INFO  train step 120  loss 0.3125  lr 1.000e-3
 * ```
 *
 * Scalars are written at full precision. Writes are buffered (see {@link BufferedFile}) and
 * never block the JS thread: warnings and errors are handed to the file system at once (an
 * asynchronous write issued immediately), other lines within `flushIntervalMs` (default
 * 100 ms), and whatever is left when the process exits.
 */
export class FileLogger {
    file;
    level;
    now;
    constructor(path, options = {}) {
        this.file = new BufferedFile(path, { ...options, flushIntervalMs: options.flushIntervalMs ?? 100 });
        this.level = options.level ?? 'info';
        this.now = options.now ?? (() => new Date());
    }
    /** The file written. */
    get path() {
        return this.file.path;
    }
    scalars(split, step, values) {
        const pairs = Object.entries(values).map(([name, value]) => `${name} ${value}`);
        this.write('info', `${split} step ${step}  ${pairs.join('  ')}`);
    }
    message(level, text) {
        this.write(level, text);
    }
    flush() {
        return this.file.flush();
    }
    close() {
        return this.file.close();
    }
    write(level, text) {
        if (!this.file.isOpen || !levelEnabled(level, this.level))
            return;
        const stamp = this.now().toISOString();
        // Continuation lines are indented so that every line of the file starts with a timestamp or a space.
        const body = text.includes('\n') ? text.replace(/\r?\n/g, '\n    ') : text;
        this.file.append(`${stamp} ${TAGS[level]} ${body}\n`);
        if (level === 'warn' || level === 'error')
            void this.file.flush().catch(() => undefined);
    }
}
//# sourceMappingURL=file-logger.js.map