import * as z from 'zod';
import { positiveInt } from '../primitives.js';

/** Names of the parallel axes (the mesh order, outermost to innermost, is `MESH_ORDER` in src/distributed/topology). */
export const PARALLEL_AXES = ['replicate', 'shard', 'tensor', 'pipeline', 'context', 'expert'] as const;

/** Name of one parallel axis. */
export type ParallelAxis = (typeof PARALLEL_AXES)[number];

const AXIS_SIZE = 'At least 1, or -1 for what the world size leaves (at most one axis).';

const axisSize = () =>
  z
    .number()
    .int()
    .refine((n) => n === -1 || n >= 1, { error: 'a whole number >= 1, or -1 for "the rest"' });

const planStyle = z.union([
  z.enum(['column', 'row', 'vocab-embedding', 'split-dropout', 'replicate', 'sequence-norm', 'sequence-dropout', 'gather-sequence', 'scatter-sequence']),
  z.strictObject({ style: z.literal('column'), blocks: positiveInt().optional(), gatherOutput: z.boolean().optional(), sequenceParallel: z.boolean().optional() }),
  z.strictObject({ style: z.literal('row'), inputIsParallel: z.boolean().optional(), sequenceParallel: z.boolean().optional() }),
  z.strictObject({ style: z.literal('vocab-embedding'), sequenceParallel: z.boolean().optional() }),
  z.strictObject({ style: z.literal('split-dropout') }),
  z.strictObject({ style: z.literal('replicate') }),
  z.strictObject({ style: z.literal('sequence-norm') }),
  z.strictObject({ style: z.literal('sequence-dropout'), scatterInput: z.boolean().optional() }),
  z.strictObject({ style: z.literal('gather-sequence') }),
  z.strictObject({ style: z.literal('scatter-sequence') }),
], { error: 'a style: column, row, vocab-embedding, split-dropout, replicate, sequence-norm, sequence-dropout, gather-sequence or scatter-sequence, or { style: column, blocks?, gatherOutput?, sequenceParallel? }, { style: row, inputIsParallel?, sequenceParallel? }, { style: sequence-dropout, scatterInput? }' });

/**
 * Sizes of the named parallel axes for `stack: parallel`. Their product must equal the
 * world size; at most one axis may be -1, meaning "whatever is left".
 */
export const ParallelSchema = z.strictObject({
  replicate: axisSize().default(1).describe(`Data-parallel replicas, whose gradients are all-reduced. ${AXIS_SIZE}`),
  shard: axisSize().default(-1).describe(`Parameter-sharding group size. ${AXIS_SIZE}`),
  tensor: axisSize().default(1).describe(`Tensor-parallel group size. ${AXIS_SIZE}`),
  pipeline: axisSize().default(1).describe(`Pipeline stages. ${AXIS_SIZE}`),
  context: axisSize().default(1).describe(`Context parallel group size: each sequence is cut into 2 × context chunks and rank r of the group holds chunks r and 2·context−1−r (causal load balancing); the group's ranks read the same batch, attention all-gathers keys and values over them, and gradients and the loss normalizer sum over them. The model implements enableContextParallel(cp); sequence lengths must be a multiple of 2 × context. Combines with replicate, shard (fullyShard included), tensor (each tensor rank gathers its heads' keys and values) and pipeline (the cut sequences flow through the stages); dropouts the model swaps in with useContextParallelDropout draw per context rank. ${AXIS_SIZE}`),
  expert: axisSize().default(1).describe(`Expert-parallel group size (refused above 1 until expert layers exist). ${AXIS_SIZE}`),
  microbatches: positiveInt().optional().describe('With a pipeline: micro-batches per optimizer step in the pipeline schedule, independent of accumSteps: each of the step\'s accumSteps batches is cut along its first dimension into microbatches / accumSteps parts (a multiple of accumSteps). Unset: accumSteps (each batch one micro-batch).'),
  fullyShard: z
    .boolean()
    .optional()
    .describe('With a shard axis: shard the parameters too (FSDP, the sharding engine\'s stage 3: each unit\'s parameters all-gathered before its forward and backward and freed after, gradients reduce-scattered), composed with the tensor and pipeline axes; replicate × shard is then HSDP. Unset or false: the shard axis partitions optimizer state and gradients only (ZeRO-2), parameters stay whole on every rank.'),
  reshardAfterForward: z
    .boolean()
    .optional()
    .describe('With parallel.fullyShard: free each unit\'s gathered parameters after its forward and gather them again for its backward (FSDP2\'s reshard_after_forward; unset: true). false keeps them from forward to backward: one all-gather per unit and micro-batch instead of two, at the cost of holding the whole stage\'s parameters through each forward and backward.'),
  virtualStages: positiveInt()
    .optional()
    .describe('With a pipeline: model chunks per pipeline rank (interleaved 1F1B, as Megatron-LM and torchtitan\'s Interleaved1F1B). The model is cut into pipeline × virtualStages parts (each needs at least one layer) and rank r holds parts r, r + pipeline, …; the bubble falls from (P−1)/(M+P−1) towards (P−1)/(virtualStages·M+P−1). The micro-batches per optimizer step (parallel.microbatches, else accumSteps) must be a multiple of pipeline. Unset or 1: one part per rank (plain 1F1B).'),
  activationCheckpointing: z
    .union([z.boolean(), z.array(z.string().min(1))])
    .default(false)
    .describe('Recompute activations in backward instead of keeping them: `true` for each block (the direct children of the model, and the children of a direct child that is a ModuleList, Sequential or ModuleDict), or a list of module names.'),
  sequenceParallel: z
    .boolean()
    .optional()
    .describe(
      "With a tensor axis: sequence parallelism (Megatron-LM's, torchtitan's SequenceParallel). Between the tensor-parallel layers (norms, residual adds, dropout) each tensor rank holds its slice of the sequence, [batch, T/tensor, width], instead of a whole copy: column-parallel layers all-gather their input along the sequence, row-parallel layers and the vocabulary-parallel embedding reduce-scatter their output along it, and the plan's `sequence-norm`, `sequence-dropout`, `gather-sequence` and `scatter-sequence` styles take effect. Activation memory there falls by the tensor size; the sequence length must divide by it. Refused with tensor 1, or with a plan that leaves a LayerNorm or RMSNorm of the model unmarked `sequence-norm`. Unset or false: activations between the layers are whole on every tensor rank.",
    ),
  plan: z
    .record(z.string().min(1).max(200), planStyle)
    .optional()
    .describe(
      "The tensor-parallel plan, in place of the model's own (`tensorParallelPlan()` or `parallelize(ctx)`): module-name patterns (`blocks.*.attn.qkv`; `*` within a name segment, `**` for any segments) mapped to a style: `column`, `row`, `vocab-embedding`, `split-dropout`, `replicate`, `sequence-norm`, `sequence-dropout`, `gather-sequence`, `scatter-sequence`, or `{ style: column, blocks: 3, gatherOutput: true }`, `{ style: row, inputIsParallel: false }`, `{ style: sequence-dropout, scatterInput: true }` (the sequence styles act only under parallel.sequenceParallel; `sequenceParallel: false` on a column, row or vocab-embedding keeps that layer out of it). Every pattern must match a module of the type its style splits.",
    ),
  splitPoints: z
    .array(positiveInt())
    .optional()
    .describe('Where a `Sequential` model is cut into pipeline stages: indices of the first module of stages 1.. (one fewer than `pipeline` × `virtualStages`); unset: equal module counts.'),
});

/** Parallel axes after validation. */
export type ParallelConfig = z.output<typeof ParallelSchema>;
