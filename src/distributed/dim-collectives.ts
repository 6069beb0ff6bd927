// The all-gather and the reduce-scatter of a tensor along one of its dims over a group (the
// collectives of sequence and context parallelism), and the buffers collectives write.
import { inferenceMode } from '../torch/autograd.js';
import { empty } from '../torch/creation.js';
import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { Tensor } from '../torch/tensor.js';

/** The order of dims that moves `from` to `to` (`torch.movedim` for one dim). */
function moved(ndim: number, from: number, to: number): number[] {
  const rest = [...Array(ndim).keys()].filter((d) => d !== from);
  rest.splice(to, 0, from);
  return rest;
}

/**
 * An uninitialized tensor of `like`'s dtype and device for a collective to write. It is made
 * outside inference mode: the backend's threads write it in place, which libtorch refuses
 * for a tensor made in inference mode (evaluation).
 */
export function collectiveBuffer(shape: readonly number[], like: Tensor): Tensor {
  return inferenceMode(() => empty([...shape], { dtype: like.dtype, device: like.device }), false);
}

/**
 * Every rank's `x` concatenated along `dim` in group-rank order (not autograd-tracked): rank
 * 0's part, then rank 1's, and so on.
 */
export function allGatherAlong(x: Tensor, group: ProcessGroup, dim: number): Tensor {
  const local = x.contiguous();
  const flat = collectiveBuffer([group.size * local.numel()], local);
  group.allGatherIntoTensor(flat, local);
  const shape = [...local.shape];
  // [size, ...shape] with size moved next to dim, then merged with it (rank-major).
  const gathered = flat.view([group.size, ...shape]).permute(moved(shape.length + 1, 0, dim));
  shape[dim] = shape[dim]! * group.size;
  return gathered.reshape(shape);
}

/**
 * The sum over the group of every rank's `x`, of which rank r keeps chunk r along `dim` (not
 * autograd-tracked). The length along `dim` must divide by the group's size.
 */
export function reduceScatterAlong(x: Tensor, group: ProcessGroup, dim: number): Tensor {
  const local = [...x.shape];
  local[dim] = local[dim]! / group.size;
  const split = [...local.slice(0, dim), group.size, ...local.slice(dim)];
  const rankMajor = x.reshape(split).permute(moved(split.length, dim, 0)).contiguous();
  const out = collectiveBuffer(local, x);
  group.reduceScatterTensor(out, rankMajor);
  return out;
}
