export { RunnerConfigSchema, RUNNER_CONFIG_KEYS, type RunnerConfig, type RunnerConfigInput } from './schema.js';
export { validateConfig, EXTENSION_KEY } from './validate.js';
export { ConfigError, formatPath, formatValue, type ConfigProblem } from './errors.js';
export { loadConfig, loadRawConfig, type ConfigSources } from './load.js';
export { readConfigFile, EXTENDS_KEY } from './files.js';
export { parseOverrides, parseOverrideValue, parseArgs, type ParsedArgs } from './overrides.js';
export { deepMerge, isPlainObject } from './merge.js';
export { FORBIDDEN_KEYS } from './safe-keys.js';
export {
  canonicalConfig,
  configId,
  configDiff,
  configDiffYaml,
  fullConfigYaml,
  RUNTIME_ONLY_PATHS,
} from './canonical.js';
export { didYouMean, levenshtein } from './suggest.js';
export { STACKS, StackSchema, type Stack } from './sections/stack.js';
export { PRECISIONS, PrecisionSchema, type Precision } from './sections/precision.js';
export {
  OPTIMIZERS,
  OptimSchema,
  ParamGroupSchema,
  type OptimConfig,
  type OptimizerName,
  type ParamGroupConfig,
} from './sections/optim.js';
export { SCHEDULERS, DEEPSPEED_SCHEDULERS, SchedSchema, type SchedConfig, type SchedulerName, type DeepSpeedSchedulerName } from './sections/sched.js';
export {
  DataLoaderSchema,
  SplitLoaderSchema,
  loaderOptionsFor,
  type DataLoaderConfig,
  type LoaderOptions,
} from './sections/dataloader.js';
export { CheckpointSchema, CHECKPOINT_COMPONENTS, type CheckpointComponent, type CheckpointConfig } from './sections/checkpoint.js';
export { maxConsecutiveSkips, NonfiniteSchema, type NonfiniteConfig } from './sections/nonfinite.js';
export { LoggingSchema, type LoggingConfig } from './sections/logging.js';
export { PARALLEL_AXES, ParallelSchema, type ParallelAxis, type ParallelConfig } from './sections/parallel.js';
export { DeepSpeedSchema, type DeepSpeedConfig } from './sections/deepspeed.js';
export { EmaSchema, type EmaConfig } from './sections/ema.js';
export { ProfileSchema, type ProfileConfig } from './sections/profile.js';
export { FtSchema, type FtConfig } from './sections/ft.js';
export { expandDeepSpeedConfig } from './deepspeed-config.js';
export { DistributedSchema, DEFAULT_DISTRIBUTED_TIMEOUT_S, type DistributedConfig } from './sections/distributed.js';
