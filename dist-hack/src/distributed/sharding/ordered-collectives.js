// The two collectives sharding is built on: `reduceScatterTensor` (an all-to-all followed by
// a local sum in rank order on Gloo: deterministic, each rank sends (N-1)/N of its input) and
// `allGatherIntoTensor` (one flat rank-major buffer), with two buckets kept in flight by the
// strategy.
import { empty } from '../../torch/creation.js';
/** A reduce-scatter in flight: {@link finish} moves the rank-order sum into its destination. */
export class PendingReduceScatter {
    work;
    sum;
    constructor(work, sum) {
        this.work = work;
        this.sum = sum;
    }
    /** Waits, then writes the sum into `output` (converting to its dtype), or adds it with `accumulate`. */
    async finish(output, accumulate) {
        try {
            await this.work.wait();
            if (accumulate)
                output.add_(this.sum);
            else
                output.copy_(this.sum);
        }
        finally {
            this.sum.dispose();
        }
    }
}
/**
 * Starts a reduce-scatter of `input` (`size` slots of `slot` elements, rank-major: slot r is
 * what this rank contributes to rank r's sum).
 */
export function startReduceScatter(group, input, slot, timeoutMs) {
    const sum = empty([slot], { dtype: input.dtype, device: input.device }).keep();
    const work = group.reduceScatterTensor(sum, input, { async: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
    return new PendingReduceScatter(work, sum);
}
/**
 * All-gathers every rank's `input` (`slot` elements) into `output` (`size × slot`,
 * rank-major). The collective starts before this returns; the promise settles when it is done.
 */
export async function allGatherInto(group, output, input, timeoutMs) {
    await group.allGatherIntoTensor(output, input, { async: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }).wait();
}
//# sourceMappingURL=ordered-collectives.js.map