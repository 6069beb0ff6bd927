import { squaredGradNorm64 } from '../gradient-ops.js';
/**
 * Σ g² (float64) of `params` counted once over the tensor group: the squares of the gradients
 * of tensor-split parameters (`split[i]` true: each rank holds a distinct part) are summed over
 * the group, those of replicated parameters (equal on every tensor rank) are taken from this
 * rank alone. Every rank of the group gets the same sum.
 */
export async function tensorParallelSquares(params, split, topology) {
    const [splitSquares] = await topology.reduce('tensor', [squaredGradNorm64(params.filter((_, i) => split[i]))]);
    return splitSquares + squaredGradNorm64(params.filter((_, i) => !split[i]));
}
//# sourceMappingURL=grad-norm.js.map