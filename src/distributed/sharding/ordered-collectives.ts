// The two collectives sharding is built on: `reduceScatterTensor` (an all-to-all followed by
// a local sum in rank order on Gloo: deterministic, each rank sends (N-1)/N of its input) and
// `allGatherIntoTensor` (one flat rank-major buffer), with two buckets kept in flight by the
// strategy.
import { empty } from '../../torch/creation.js';
import type { DType } from '../../torch/dtype.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Work } from '../../torch/distributed/work.js';
import type { Tensor } from '../../torch/tensor.js';

/** A reduce-scatter in flight: {@link finish} moves the rank-order sum into its destination. */
export class PendingReduceScatter {
  constructor(
    private readonly work: Work,
    private readonly sum: Tensor,
  ) {}

  /** Waits, then writes the sum into `output` (converting to its dtype), or adds it with `accumulate`. */
  async finish(output: Tensor, accumulate: boolean): Promise<void> {
    try {
      await this.work.wait();
      if (accumulate) output.add_(this.sum);
      else output.copy_(this.sum);
    } finally {
      this.sum.dispose();
    }
  }
}

/**
 * Starts a reduce-scatter of `input` (`size` slots of `slot` elements, rank-major: slot r is
 * what this rank contributes to rank r's sum).
 */
export function startReduceScatter(group: ProcessGroup, input: Tensor, slot: number, timeoutMs?: number): PendingReduceScatter {
  const sum = empty([slot], { dtype: input.dtype as DType, device: input.device }).keep();
  const work = group.reduceScatterTensor(sum, input, { async: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
  return new PendingReduceScatter(work, sum);
}

/**
 * All-gathers every rank's `input` (`slot` elements) into `output` (`size × slot`,
 * rank-major). The collective starts before this returns; the promise settles when it is done.
 */
export async function allGatherInto(group: ProcessGroup, output: Tensor, input: Tensor, timeoutMs?: number): Promise<void> {
  await group.allGatherIntoTensor(output, input, { async: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }).wait();
}
