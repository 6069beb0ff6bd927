// The communication operators of sequence parallelism (Megatron-LM's sequence_parallel, the
// paper "Reducing Activation Recomputation in Large Transformer Models"): between the
// tensor-parallel regions each tensor rank holds a slice of the sequence, dimension 1 of
// `[batch, T, width]`, instead of a whole copy. Entering a tensor-parallel region all-gathers
// the sequence (in place of f), leaving one reduce-scatters it (in place of g).
import { Function, type FunctionCtx } from '../../torch/autograd-function.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Tensor } from '../../torch/tensor.js';
import { allGatherAlong, reduceScatterAlong } from '../dim-collectives.js';

/** The sequence dimension of the activations (`[batch, T, width]`). */
export const SEQUENCE_DIM = 1;

function checkHasSequence(x: Tensor): void {
  if (x.dim() <= SEQUENCE_DIM) throw new RangeError(`sequence parallelism: expected activations [batch, T, …] with the sequence in dimension ${SEQUENCE_DIM}, got shape [${x.shape.join(', ')}]`);
}

/** The length of `x`'s sequence, checked to divide by the group's size. */
function sequenceLength(x: Tensor, group: ProcessGroup): number {
  checkHasSequence(x);
  const T = x.shape[SEQUENCE_DIM]!;
  if (T % group.size !== 0) {
    throw new RangeError(
      `sequence parallelism (parallel.sequenceParallel) splits the sequence (dimension ${SEQUENCE_DIM} of [${x.shape.join(', ')}]: ${T} positions) over the tensor-parallel size ${group.size}, ` +
        `which does not divide it: use sequences whose length is a multiple of ${group.size}, or turn parallel.sequenceParallel off`,
    );
  }
  return T;
}

/** Every rank's slice of the sequence, concatenated in group-rank order (no autograd). */
export function allGatherSequence(x: Tensor, group: ProcessGroup): Tensor {
  checkHasSequence(x);
  return allGatherAlong(x, group, SEQUENCE_DIM);
}

/** The sum over the group of every rank's `x`, of which this rank keeps its slice of the sequence (no autograd). */
export function reduceScatterSequence(x: Tensor, group: ProcessGroup): Tensor {
  sequenceLength(x, group);
  return reduceScatterAlong(x, group, SEQUENCE_DIM);
}

/** This rank's slice of the sequence of `x` (no autograd). */
export function sliceSequence(x: Tensor, group: ProcessGroup): Tensor {
  const local = sequenceLength(x, group) / group.size;
  return x.narrow(SEQUENCE_DIM, group.rank * local, local).contiguous();
}

/** How {@link gatherFromSequenceParallel}'s backward treats the gradient of the whole sequence. */
export type SequenceGatherGradient = 'reduce-scatter' | 'split';

class GatherFromSequenceParallel extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup, gradient: SequenceGatherGradient): Tensor {
    ctx.group = group;
    ctx.gradient = gradient;
    return allGatherSequence(x, group);
  }
  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    const group = ctx.group as ProcessGroup;
    if (!grad) return [null, null, null];
    return [ctx.gradient === 'split' ? sliceSequence(grad, group) : reduceScatterSequence(grad, group), null, null];
  }
}

/** Into the sequence-parallel region: this rank's slice of `x` (summed over the group first with `reduce`); backward all-gathers the gradient. */
class ToSequenceParallel extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup, reduce: boolean): Tensor {
    ctx.group = group;
    return reduce ? reduceScatterSequence(x, group) : sliceSequence(x, group);
  }
  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    return [grad ? allGatherSequence(grad, ctx.group as ProcessGroup) : null, null, null];
  }
}

/**
 * The whole sequence from every rank's slice (all-gather along dimension 1). Backward, the
 * gradient of the whole sequence is reduce-scattered (`'reduce-scatter'`: the ranks' gradients
 * are partial sums, as a column-parallel layer's are) or this rank's slice of it is kept
 * (`'split'`: every rank computed the same gradient, as a replicated module does).
 */
export function gatherFromSequenceParallel(x: Tensor, group: ProcessGroup, gradient: SequenceGatherGradient = 'reduce-scatter'): Tensor {
  checkHasSequence(x);
  return GatherFromSequenceParallel.apply(x, group, gradient);
}

/** The sum of every rank's `x` over the group, of which this rank keeps its slice of the sequence; backward all-gathers the gradient (in place of g after a row-parallel layer). */
export function reduceScatterToSequenceParallel(x: Tensor, group: ProcessGroup): Tensor {
  sequenceLength(x, group);
  return ToSequenceParallel.apply(x, group, true);
}

/** This rank's slice of the sequence of `x` (whole and equal on every rank); backward all-gathers the gradient. */
export function scatterToSequenceParallel(x: Tensor, group: ProcessGroup): Tensor {
  sequenceLength(x, group);
  return ToSequenceParallel.apply(x, group, false);
}
