/**
 * Several loggers behind one. A logger that throws (a full disk, a closed stream) is
 * reported once and keeps being called; it never stops the others.
 */
export class LoggerGroup {
    loggers;
    failed = new Set();
    onError;
    closed = false;
    /**
     * Live progress, to the loggers that display it. Absent when none does, so that a loop
     * calling `progress?.(…)` does not build the report for nobody.
     */
    progress;
    constructor(loggers, options = {}) {
        this.loggers = [...loggers];
        this.onError = options.onError;
        this.progress = this.loggers.some((logger) => logger.progress) ? (progress) => this.each((logger) => logger.progress?.(progress)) : undefined;
    }
    scalars(split, step, values) {
        this.each((logger) => logger.scalars(split, step, values));
    }
    message(level, text) {
        this.each((logger) => logger.message(level, text));
    }
    async flush() {
        await this.settle((logger) => logger.flush());
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await this.settle((logger) => logger.close());
    }
    each(call) {
        if (this.closed)
            return;
        for (const logger of this.loggers) {
            try {
                call(logger);
            }
            catch (error) {
                this.fail(logger, error);
            }
        }
    }
    async settle(call) {
        const outcomes = await Promise.allSettled(this.loggers.map(async (logger) => {
            await call(logger);
        }));
        outcomes.forEach((outcome, i) => {
            if (outcome.status === 'rejected')
                this.fail(this.loggers[i], outcome.reason);
        });
    }
    fail(logger, error) {
        if (this.failed.has(logger))
            return;
        this.failed.add(logger);
        if (this.onError) {
            this.onError(error, logger);
            return;
        }
        const text = `${logger.constructor.name} failed and may have lost output: ${error instanceof Error ? error.message : String(error)}`;
        const healthy = this.loggers.filter((other) => !this.failed.has(other));
        let told = false;
        for (const other of healthy) {
            try {
                other.message('error', text);
                told = true;
            }
            catch (nested) {
                this.fail(other, nested);
            }
        }
        if (!told)
            process.stderr.write(`torchrunner: ${text}\n`);
    }
}
//# sourceMappingURL=logger-group.js.map