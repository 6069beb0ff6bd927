import * as z from 'zod';
import { crossKeyViolations } from './cross-checks.js';
import { CheckpointSchema } from './sections/checkpoint.js';
import { DataLoaderSchema } from './sections/dataloader.js';
import { DeepSpeedSchema } from './sections/deepspeed.js';
import { EmaSchema } from './sections/ema.js';
import { FtSchema } from './sections/ft.js';
import { LoggingSchema } from './sections/logging.js';
import { OptimSchema } from './sections/optim.js';
import { ParallelSchema } from './sections/parallel.js';
import { PrecisionSchema } from './sections/precision.js';
import { SchedSchema } from './sections/sched.js';
import { StackSchema } from './sections/stack.js';
import { looseRecord, nonEmptyString, nonNegativeInt, pathSegment, positiveInt } from './primitives.js';

/**
 * Everything the runners read. Objects are strict: an unknown key is an error. User
 * settings belong under `extra`, which is passed through untouched.
 *
 * Parse with {@link validateConfig} rather than directly: it also treats `null` as "unset"
 * and turns problems into one readable {@link ConfigError}. See docs/config.md for every key.
 */
export const RunnerConfigSchema = z
  .strictObject({
    stack: StackSchema.default('torch'),
    seed: nonNegativeInt().default(0),
    deterministic: z.boolean().default(false),

    epochs: positiveInt().optional(),
    steps: positiveInt().optional(),
    accumSteps: positiveInt().default(1),
    precision: PrecisionSchema.default('fp32'),
    maxGradNorm: z.number().positive().optional(),
    maxGradValue: z.number().positive().optional(),
    skipNonfiniteGrad: z.boolean().default(false),

    optim: OptimSchema.optional(),
    sched: SchedSchema.optional(),
    dataloader: DataLoaderSchema.prefault({}),
    checkpoint: CheckpointSchema.prefault({}),

    resume: nonEmptyString().optional(),
    autoResume: z.boolean().default(false),
    pretrained: nonEmptyString().optional(),

    scoreSplit: nonEmptyString().optional(),
    scoreName: nonEmptyString().default('loss'),
    patience: positiveInt().optional(),
    /** Step mode: evaluate every N optimizer steps; unset: max(steps / 20, 1). */
    evaluateInterval: positiveInt().optional(),
    /** Step mode: evaluate at most N batches per split in each evaluation round; unset: whole splits. */
    evaluateSteps: positiveInt().optional(),

    logInterval: positiveInt().optional(),
    logging: LoggingSchema.prefault({}),

    workspaceRoot: nonEmptyString().default('runs'),
    lineage: pathSegment().default('default'),
    experiment: nonEmptyString().optional(),
    id: pathSegment().optional(),

    parallel: ParallelSchema.optional(),
    deepspeed: DeepSpeedSchema.optional(),
    ema: EmaSchema.optional(),
    ft: FtSchema.optional(),

    extra: looseRecord().default({}),
  })
  .superRefine(
    (config, ctx) => {
      for (const violation of crossKeyViolations(config)) {
        ctx.addIssue({ code: 'custom', path: violation.path, input: violation.input, message: violation.expected });
      }
    },
    // Run even when other keys are invalid, so all problems are reported together.
    { when: () => true },
  );

/** A validated config: aliases normalised, defaults filled. */
export type RunnerConfig = z.output<typeof RunnerConfigSchema>;

/** What a user may write: every key optional where it has a default, aliases allowed. */
export type RunnerConfigInput = z.input<typeof RunnerConfigSchema>;

/** Top-level keys of {@link RunnerConfig}. */
export const RUNNER_CONFIG_KEYS = Object.keys(RunnerConfigSchema.shape) as (keyof RunnerConfig)[];
