import { clipGradientsByNorm, gradientsOf, nonfiniteFlag } from './gradient-ops.js';
/** The roles of a strategy whose data and optimizer domains are the whole world. */
export function worldRoles(rank, worldSize) {
    const role = { rank, size: worldSize, isLead: rank === 0 };
    return { data: role, optimizer: role };
}
/**
 * The trivial forms for strategies whose optimizer steps the model's own parameters
 * (unsharded): the local and the data-parallel strategy.
 */
export class ReplicatedStrategyBase {
    trainable = [];
    optimizerStateIsSharded = false;
    recordParameters(model) {
        this.trainable = model.namedParameters().filter(([, p]) => p.requiresGrad).map(([name, tensor]) => ({ name, tensor }));
    }
    optimizerParameters() {
        return [...this.trainable];
    }
    afterBackward() { }
    gradients() {
        return gradientsOf(this.trainable.map((p) => p.tensor));
    }
    async nonfiniteGradients() {
        const [flag] = await this.reduce([nonfiniteFlag(this.trainable.map((p) => p.tensor))], 'optimizer', 'max');
        return flag > 0;
    }
    async clipGradNorm(maxNorm) {
        // Gradients are replicated (already summed over ranks): the local norm is the global one.
        return clipGradientsByNorm(this.trainable.map((p) => p.tensor), maxNorm, async (sq) => sq);
    }
    afterOptimizerStep() { }
    zeroGrad(optimizer) {
        optimizer.zeroGrad();
    }
    optimizerStateDict(optimizer) {
        return optimizer.stateDict();
    }
    localOptimizerState(_optimizer, stateDict) {
        return stateDict;
    }
}
/** One process: nothing to reduce. */
export class LocalStrategy extends ReplicatedStrategyBase {
    rank = 0;
    localRank = 0;
    worldSize = 1;
    isMain = true;
    roles = worldRoles(0, 1);
    async prepare(model) {
        this.recordParameters(model);
    }
    setGradientSync(_enabled) { }
    finishGradientSync() { }
    async reduce(values, _domain, _op) {
        return [...values];
    }
    async allReduceSum(values) {
        return [...values];
    }
    async barrier() { }
    async close() { }
}
//# sourceMappingURL=strategy.js.map