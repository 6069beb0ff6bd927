import { join } from 'node:path';
import { ConsoleLogger } from './console-logger.js';
import { FileLogger } from './file-logger.js';
import { JsonLinesLogger } from './json-lines-logger.js';
import { LoggerGroup } from './logger-group.js';
import { RankLogger } from './rank-logger.js';
import { TensorBoardLogger } from './tensorboard-logger.js';
/**
 * The loggers a run's settings ask for, as one {@link LoggerGroup}: the console (text, or JSON
 * lines with `format: json`), the log
 * file `runDir/logs/{timestamp}.log` and TensorBoard event files under
 * `runDir/tensorboard/{timestamp}/`, each when enabled. Processes other than the main one
 * write no files: they get a {@link RankLogger} that prints warnings and errors only.
 */
export function createRunLoggers(options) {
    const { runDir, timestamp, logging } = options;
    if (!options.isMain) {
        const rank = options.rank ?? (Number.parseInt(process.env.RANK ?? '0', 10) || 0);
        return new RankLogger(rank, options.stream);
    }
    const loggers = [];
    if (logging.console) {
        loggers.push(logging.format === 'json' ? new JsonLinesLogger({ level: logging.level, stream: options.stream }) : new ConsoleLogger({ level: logging.level, stream: options.stream }));
    }
    if (logging.file)
        loggers.push(new FileLogger(join(runDir, 'logs', `${timestamp}.log`), { level: logging.level }));
    if (logging.tensorboard)
        loggers.push(new TensorBoardLogger(join(runDir, 'tensorboard', timestamp)));
    return new LoggerGroup(loggers);
}
//# sourceMappingURL=create-run-loggers.js.map