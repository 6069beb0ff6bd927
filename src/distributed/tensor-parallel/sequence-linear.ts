// The column-parallel layer's product under sequence parallelism, as Megatron-LM's
// LinearWithGradAccumulationAndAsyncCommunication with sequence_parallel: the input's slices
// are all-gathered into the whole sequence for the product, but only this rank's slice is kept
// for backward, which all-gathers it again. Keeping the gathered input would hold a whole
// [batch, T, width] copy per column layer and undo half of what sequence parallelism saves.
import { Function, type FunctionCtx } from '../../torch/autograd-function.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { isGradEnabled } from '../../torch/autograd.js';
import { linear } from '../../torch/nn/functional.js';
import type { Tensor } from '../../torch/tensor.js';
import { allGatherSequence, gatherFromSequenceParallel, reduceScatterSequence } from './sequence-operators.js';

class LinearWithSequenceGather extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, weight: Tensor, bias: Tensor | null, group: ProcessGroup): Tensor {
    ctx.group = group;
    ctx.biasDtype = bias?.dtype;
    ctx.saveForBackward(x, weight);
    return linear(allGatherSequence(x, group), weight, bias);
  }

  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    if (!grad) return [null, null, null, null];
    const group = ctx.group as ProcessGroup;
    const [x, weight] = ctx.savedTensors as Tensor[];
    const [needX, needWeight, needBias] = ctx.needsInputGrad;
    // Under autocast the product ran in a lower precision than the weight's: compute in the
    // gradient's dtype and hand each input its own.
    const dtype = grad.dtype;
    // The gradient of the whole sequence is this rank's part of a sum over the group's features: reduce-scatter it.
    const gradX = needX ? reduceScatterSequence(grad.matmul(weight!.to(dtype)).to(x!.dtype), group) : null;
    const rows = grad.reshape(-1, grad.shape[grad.dim() - 1]!);
    const gradWeight = needWeight ? rows.t().mm(allGatherSequence(x!, group).to(dtype).reshape(-1, x!.shape[x!.dim() - 1]!)).to(weight!.dtype) : null;
    const gradBias = needBias ? rows.sum(0).to(ctx.biasDtype as Tensor['dtype']) : null;
    return [gradX, gradWeight, gradBias, null];
  }
}

/**
 * `linear(gather(x), weight, bias)` where `x` is this rank's slice of the sequence: the
 * column-parallel layer's input all-gathered along the sequence forward (in place of f), the
 * input's gradient reduce-scattered along the sequence backward. Saves only the slice.
 */
export function linearWithSequenceGather(x: Tensor, weight: Tensor, bias: Tensor | null, group: ProcessGroup): Tensor {
  const recording = isGradEnabled() && (x.requiresGrad || weight.requiresGrad || (bias?.requiresGrad ?? false));
  if (!recording) return linear(gatherFromSequenceParallel(x, group), weight, bias);
  return LinearWithSequenceGather.apply(x, weight, bias, group);
}
