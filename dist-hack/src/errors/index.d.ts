export { UsageError, isUsageError } from './usage-error.js';
export { installUsageErrorHandler, USAGE_EXIT_STATUS } from './top-level-handler.js';
