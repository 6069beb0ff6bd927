export type { LogLevel, Progress, RunLogger } from './logger.js';
export { ConsoleLogger, type ConsoleLoggerOptions, type ConsoleStream } from './console-logger.js';
export { JsonLinesLogger, type JsonLinesLoggerOptions, type JsonLinesStream, type JsonLogLine } from './json-lines-logger.js';
export { FileLogger, type FileLoggerOptions } from './file-logger.js';
export { BufferedFile, type BufferedFileOptions } from './buffered-file.js';
export { TensorBoardLogger } from './tensorboard-logger.js';
export { SummaryWriter, type SummaryWriterOptions } from './tensorboard/summary-writer.js';
export { crc32c, maskedCrc32c } from './tensorboard/crc32c.js';
export { tfrecord } from './tensorboard/tfrecord.js';
export { LoggerGroup, type LoggerGroupOptions } from './logger-group.js';
export { RankLogger } from './rank-logger.js';
export { createRunLoggers, type RunLoggersOptions } from './create-run-loggers.js';
export {
  ResultsWriter,
  readResults,
  RESULTS_FILES,
  type ResultEntry,
  type Results,
  type Scores,
} from './results-writer.js';
export { progressLine, type ProgressLineOptions } from './progress-bar.js';
export { formatNumber, formatValues, formatDuration, formatRate } from './format.js';
