/** How many ranks share a sampler's epoch: a DistributedSampler's `numReplicas`, else 1. */
export function replicasOf(sampler) {
    const n = sampler?.numReplicas;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}
/** The replicas a saved sampler state was written with (a DistributedSampler's state says; others are 1). */
export function savedReplicas(state) {
    const n = state?.numReplicas;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}
/**
 * A loader position saved by a different number of ranks, moved to this one: the global
 * sample position (`batchesYielded × globalBatch`, the same samples in the same global order
 * whatever the split across ranks) over this loader's global batch, and the saved sampler
 * state in this sampler's own form (its epoch and seed carried over).
 *
 * @throws RangeError when the position is not a whole number of this loader's global
 *   batches (the global batch, batchSize × ranks, must stay the same to continue exactly)
 */
export function rescalePosition(saved, here) {
    const samples = saved.batchesYielded * saved.globalBatch;
    const per = here.batchSize * here.replicas;
    if (samples % per !== 0) {
        throw new RangeError(`DataLoader.loadStateDict: the state stopped after ${samples} samples of its epoch (${saved.batchesYielded} global batches of ${saved.globalBatch}), ` +
            `which is not a whole number of this loader's global batches of ${per} (batchSize ${here.batchSize} × ${here.replicas} ranks); ` +
            'keep the global batch the same when the number of ranks changes (for example batchSize 8 on 1 rank for batchSize 4 on 2)');
    }
    let sampler = saved.sampler;
    if (sampler?.portable === true) {
        // The sampler numbers its draws globally (a MixtureSampler): its state holds on any number of ranks.
    }
    else if (sampler && here.samplerState && savedReplicas(sampler) !== here.replicas) {
        // The saved state is another sampler kind's (a DistributedSampler's on N ranks, a RandomSampler's on one): keep its epoch and seed in this sampler's form.
        const mine = { ...here.samplerState, epoch: sampler.epoch ?? here.samplerState.epoch ?? 0 };
        if ('seed' in mine && 'seed' in sampler)
            mine.seed = sampler.seed ?? null;
        if ('passSeed' in mine)
            mine.passSeed = null;
        sampler = mine;
    }
    return { batchesYielded: samples / per, sampler };
}
//# sourceMappingURL=global-position.js.map