import { SummaryWriter } from './tensorboard/summary-writer.js';
/**
 * Scalars as TensorBoard event files: `scalars('val', 120, { accuracy: 0.98 })` becomes the
 * tag `val/accuracy` at step 120. Messages are not recorded.
 */
export class TensorBoardLogger {
    writer;
    /** @param logDir directory of the event file, e.g. the run directory's `tensorboard/{timestamp}`. */
    constructor(logDir, options = {}) {
        this.writer = new SummaryWriter(logDir, options);
    }
    scalars(split, step, values) {
        const tagged = {};
        for (const [name, value] of Object.entries(values))
            tagged[`${split}/${name}`] = value;
        this.writer.addScalars(tagged, step);
    }
    message(_level, _text) { }
    flush() {
        return this.writer.flush();
    }
    close() {
        return this.writer.close();
    }
}
//# sourceMappingURL=tensorboard-logger.js.map