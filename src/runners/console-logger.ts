import type { LoggingConfig } from '../config/index.js';
import type { LogLevel, RunLogger } from '../logging/logger.js';

const LEVELS: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Plain lines on stderr at or above `logging.level`; nothing on other processes or with `logging.console: false`. */
export function consoleLogger(logging: LoggingConfig, isMain: boolean): RunLogger {
  const min = LEVELS[logging.level];
  const enabled = isMain && logging.console;
  return {
    scalars() {},
    message(level, text) {
      if (enabled && LEVELS[level] >= min) process.stderr.write(`${text}\n`);
    },
    async flush() {},
    async close() {},
  };
}
