/**
 * The logger of a process that is not the global main one: warnings and errors go to
 * `stream` (default `process.stderr`) prefixed with the rank, everything else is dropped.
 */
export class RankLogger {
    rank;
    stream;
    constructor(rank, stream = process.stderr) {
        this.rank = rank;
        this.stream = stream;
    }
    scalars() { }
    message(level, text) {
        if (level !== 'warn' && level !== 'error')
            return;
        this.stream.write(`[rank ${this.rank}] ${level === 'warn' ? 'warning' : 'error'}: ${text}\n`);
    }
    async flush() { }
    async close() { }
}
//# sourceMappingURL=rank-logger.js.map