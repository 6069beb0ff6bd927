export { ConsoleLogger } from './console-logger.js';
export { JsonLinesLogger } from './json-lines-logger.js';
export { FileLogger } from './file-logger.js';
export { BufferedFile } from './buffered-file.js';
export { TensorBoardLogger } from './tensorboard-logger.js';
export { SummaryWriter } from './tensorboard/summary-writer.js';
export { crc32c, maskedCrc32c } from './tensorboard/crc32c.js';
export { tfrecord } from './tensorboard/tfrecord.js';
export { LoggerGroup } from './logger-group.js';
export { RankLogger } from './rank-logger.js';
export { createRunLoggers } from './create-run-loggers.js';
export { ResultsWriter, readResults, RESULTS_FILES, } from './results-writer.js';
export { progressLine } from './progress-bar.js';
export { formatNumber, formatValues, formatDuration, formatRate } from './format.js';
//# sourceMappingURL=index.js.map