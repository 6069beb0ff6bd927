import * as z from 'zod';
import { crossKeyViolations } from './cross-checks.js';
import { CheckpointSchema } from './sections/checkpoint.js';
import { DataLoaderSchema } from './sections/dataloader.js';
import { DeepSpeedSchema } from './sections/deepspeed.js';
import { DistributedSchema } from './sections/distributed.js';
import { EmaSchema } from './sections/ema.js';
import { FtSchema } from './sections/ft.js';
import { LoggingSchema } from './sections/logging.js';
import { NonfiniteSchema } from './sections/nonfinite.js';
import { OptimSchema } from './sections/optim.js';
import { ParallelSchema } from './sections/parallel.js';
import { PrecisionSchema } from './sections/precision.js';
import { ProfileSchema } from './sections/profile.js';
import { SchedSchema } from './sections/sched.js';
import { StackSchema } from './sections/stack.js';
import { looseRecord, nonEmptyString, nonNegativeInt, pathSegment, positiveInt } from './primitives.js';
/**
 * Everything the runners read. Objects are strict: an unknown key is an error. User
 * settings belong under `extra`, which is passed through untouched.
 *
 * Parse with {@link validateConfig} rather than directly: it also treats `null` as "unset"
 * and turns problems into one readable {@link ConfigError}. Every key's `.describe()` text is
 * what docs/reference/config.md shows (`npm run docs` regenerates it).
 */
export const RunnerConfigSchema = z
    .strictObject({
    stack: StackSchema.default('torch').describe('Runner family: `torch` (one process or data-parallel), `parallel` (named parallel axes), `deepspeed` (ZeRO stages). Aliases: `ddp` → `torch`, `ds` → `deepspeed`.'),
    seed: nonNegativeInt().default(0).describe('Seed for every random generator: torch, samplers, data order.'),
    deterministic: z.boolean().default(false).describe('Use deterministic kernels only.'),
    epochs: positiveInt().optional().describe('Epoch mode: train this many passes over the training data. At most one of `epochs` and `steps`.'),
    steps: positiveInt().optional().describe('Step mode: train this many optimizer steps.'),
    accumSteps: positiveInt().default(1).describe('Micro-batches accumulated per optimizer step.'),
    precision: PrecisionSchema.default('fp32').describe('Forward precision: `fp32`, or autocast to `bf16`, or `fp16` with a dynamic gradient scaler. Aliases: `float32`, `bfloat16`, `float16`, `half`.'),
    maxGradNorm: z.number().positive().optional().describe('Clip the global gradient norm to this value before each optimizer step.'),
    maxGradValue: z.number().positive().optional().describe('Clip each gradient element to ±this value before each optimizer step.'),
    skipNonfiniteGrad: z.boolean().default(false).describe('Skip an optimizer step when any rank has a NaN or infinite gradient; skipped steps advance neither `globalStep` nor the schedule.'),
    maxConsecutiveSkippedSteps: positiveInt()
        .optional()
        .describe('Older name of `nonfinite.maxConsecutive`: set one of the two.'),
    nonfinite: NonfiniteSchema.prefault({}).describe('What happens after optimizer steps were skipped several times in a row: stop, or roll back to the last checkpoint and skip those batches.'),
    optim: OptimSchema.optional().describe('The optimizer the runner builds when the subclass did not assign one.'),
    sched: SchedSchema.optional().describe('The learning-rate schedule the runner builds when the subclass did not assign one.'),
    dataloader: DataLoaderSchema.prefault({}).describe('How the runner builds data loaders from `datasets`: defaults for every split, overrides per split.'),
    checkpoint: CheckpointSchema.prefault({}).describe('Checkpoint policy: when and how checkpoints are written. Where a run starts from is `resume`, `autoResume` or `pretrained`.'),
    resume: nonEmptyString().optional().describe('Resume this checkpoint: model, EMA, optimizer, scheduler, data position and RNG. Takes precedence over `autoResume` and `pretrained`.'),
    autoResume: z.boolean().default(false).describe('Resume the run directory\'s latest checkpoint when there is one; start afresh otherwise.'),
    overwrite: z
        .boolean()
        .default(false)
        .describe("Start over in a run directory that holds an earlier attempt's checkpoints, deleting them. Unset: such a run is refused unless it resumes (`autoResume`, `resume`)."),
    pretrained: nonEmptyString().optional().describe('Start from these model weights only (fine-tuning): a .pth state dict, a runner checkpoint or a .safetensors file.'),
    allowConfigChange: z
        .union([nonEmptyString(), z.array(nonEmptyString())])
        .transform((v) => (typeof v === 'string' ? v.split(',').map((k) => k.trim()).filter((k) => k !== '') : v))
        .optional()
        .describe('Keys whose change is accepted when resuming (`--allow-config-change optim.lr,seed`); a key accepts every key under it. Unset: any change that alters the run is refused.'),
    scoreSplit: nonEmptyString().optional().describe('Split whose metric decides the best checkpoint and early stopping; the runner picks one when unset.'),
    scoreName: nonEmptyString().default('loss').describe('Metric that decides the best checkpoint and early stopping (lower is better for `loss`).'),
    patience: positiveInt().optional().describe('Stop after this many evaluations without a better score.'),
    evaluateInterval: positiveInt()
        .optional()
        .describe('Step mode: evaluate every N optimizer steps; unset: max(steps / 20, 1).'),
    evaluateSteps: positiveInt()
        .optional()
        .describe('Step mode: evaluate at most N batches of each split per evaluation round; unset: whole splits.'),
    logInterval: positiveInt().optional().describe('Log every N optimizer steps; the runner picks one when unset.'),
    logging: LoggingSchema.prefault({}).describe('Where the main process reports progress.'),
    workspace: z
        .boolean()
        .default(true)
        .describe('Write the run directory (metadata, results, logs, TensorBoard files, heartbeat, checkpoints). `false`: nothing is created or written (tests, short jobs inside a service): checkpoints stay in memory (`runner.checkpointManager.latest`/`.best`) or go to the manager `createCheckpointManager` returns, and `logging.file`/`logging.tensorboard` are ignored.'),
    workspaceRoot: nonEmptyString().default('runs').describe('Root of all run directories, relative to the working directory.'),
    lineage: pathSegment().default('default').describe('Family of related runs: the first directory level under `workspaceRoot`.'),
    experiment: nonEmptyString().optional().describe('Human-readable label, recorded in the metadata; not part of paths.'),
    id: pathSegment().optional().describe('Run directory name; default `codeId-configId`, so retries of the same code and config share a directory.'),
    parallel: ParallelSchema.optional().describe('Sizes of the named parallel axes, for `stack: parallel`.'),
    deepspeed: DeepSpeedSchema.optional().describe('ZeRO-style partitioning, for `stack: deepspeed`.'),
    ema: EmaSchema.optional().describe('Exponential moving average of the model weights; present means enabled, and evaluation uses the average.'),
    distributed: DistributedSchema.prefault({}).describe('How the ranks of a multi-process run meet and wait for each other.'),
    ft: FtSchema.optional().describe('Fault tolerance across replica groups; present means enabled.'),
    profile: ProfileSchema.optional().describe('Record a window of optimizer steps (data, forward, backward, collectives, optimizer, evaluation, checkpoint spans) as a Chrome trace in the run directory; present means enabled.'),
    extra: looseRecord().default({}).describe('Your own settings (model sizes, data paths, …), passed through untouched and part of the config id.'),
})
    .superRefine((config, ctx) => {
    for (const violation of crossKeyViolations(config)) {
        ctx.addIssue({ code: 'custom', path: violation.path, input: violation.input, message: violation.expected });
    }
}, 
// Run even when other keys are invalid, so all problems are reported together.
{ when: () => true });
/** Top-level keys of {@link RunnerConfig}. */
export const RUNNER_CONFIG_KEYS = Object.keys(RunnerConfigSchema.shape);
//# sourceMappingURL=schema.js.map