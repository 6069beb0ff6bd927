// The two collectives sharding is built on, over Gloo in libtorch 1.13, which has no
// reduce_scatter or all_gather_into_tensor: a reduce-scatter as an all-to-all followed by a
// local sum in rank order (deterministic; each rank sends (N-1)/N of its input), and an
// all-gather into one flat rank-major buffer.
import { empty } from '../../torch/creation.js';
import type { DType } from '../../torch/dtype.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { Work } from '../../torch/distributed/work.js';
import { native } from '../../torch/native.js';
import { scope } from '../../torch/scope.js';
import type { Tensor } from '../../torch/tensor.js';

/** A reduce-scatter in flight: {@link finish} sums what arrived, in rank order. */
export class PendingReduceScatter {
  constructor(
    private readonly work: Work,
    private readonly received: Tensor,
    private readonly size: number,
    private readonly slot: number,
  ) {}

  /**
   * Waits, then writes Σ_r (rank r's slot of this rank) into `output` (in rank order,
   * r = 0 … N−1, computed in `output`'s dtype), or adds that sum to `output` with `accumulate`.
   */
  async finish(output: Tensor, accumulate: boolean): Promise<void> {
    try {
      await this.work.wait();
      scope(() => {
        const part = (r: number) => this.received.narrow(0, r * this.slot, this.slot);
        if (!accumulate) {
          output.copy_(part(0));
          for (let r = 1; r < this.size; r++) output.add_(part(r));
        } else {
          const sum = part(0).to({ dtype: output.dtype, copy: true });
          for (let r = 1; r < this.size; r++) sum.add_(part(r));
          output.add_(sum);
        }
      });
    } finally {
      this.received.dispose();
    }
  }
}

/**
 * Starts a reduce-scatter of `input` (`size` slots of `slot` elements, rank-major: slot r is
 * what this rank contributes to rank r's sum).
 */
export function startReduceScatter(group: ProcessGroup, input: Tensor, slot: number, timeoutMs?: number): PendingReduceScatter {
  const size = group.size;
  const received = empty([size * slot], { dtype: input.dtype as DType, device: input.device }).keep();
  const splits = new Array<number>(size).fill(slot);
  const h = native.pgAllToAllBase(group._g, received._h, input._h, splits, splits, timeoutMs);
  return new PendingReduceScatter(new Work([h]), received, size, slot);
}

/**
 * All-gathers every rank's `input` (`slot` elements) into `output` (`size × slot`,
 * rank-major). The collective starts before this returns; the promise settles when it is done.
 */
export async function allGatherInto(group: ProcessGroup, output: Tensor, input: Tensor, timeoutMs?: number): Promise<void> {
  const slot = input.numel();
  const outs = [...Array(group.size).keys()].map((r) => output.narrow(0, r * slot, slot));
  try {
    await group.allGather(outs, input, { async: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }).wait();
  } finally {
    outs.forEach((t) => t.dispose());
  }
}
