import { loaderOptionsFor } from '../../config/index.js';
import { DataLoader, DistributedSampler, MixtureDataset, MixtureSampler } from '../../data/index.js';
/**
 * Loaders for the splits of `datasets` that have none in `loaders`, with the config's
 * `dataloader` settings for each split. Shuffled orders are seeded with `config.seed`. With
 * several ranks, map-style datasets get a `DistributedSampler` (this rank's share, shuffled
 * as the split's `shuffle` says). A `MixtureDataset` gets a `MixtureSampler` with the split's
 * `mixture` weights and phases, its steps counted in `batchSize × ranks × accumSteps` draws;
 * on evaluation splits every pass draws the same samples.
 */
export function buildLoaders(datasets, loaders, config, ranks) {
    const out = { ...loaders };
    for (const [split, dataset] of Object.entries(datasets)) {
        if (out[split])
            continue;
        const o = loaderOptionsFor(config.dataloader, split);
        const common = { batchSize: o.batchSize, dropLast: o.dropLast, prefetch: o.prefetchFactor, pinMemory: o.pinMemory };
        const mapStyle = 'get' in dataset;
        if (dataset instanceof MixtureDataset) {
            let sampler;
            try {
                sampler = new MixtureSampler(dataset, {
                    batchSize: o.batchSize,
                    accumSteps: config.accumSteps,
                    weights: o.mixture?.weights,
                    phases: o.mixture?.phases,
                    shuffle: o.shuffle,
                    seed: config.seed,
                    numReplicas: ranks.worldSize,
                    rank: ranks.rank,
                    // Evaluation splits (not `train…`) see the same samples at every evaluation.
                    fixed: !split.startsWith('train'),
                });
            }
            catch (err) {
                throw new Error(`dataloader.mixture (split '${split}'): ${err.message}`, { cause: err });
            }
            out[split] = new DataLoader(dataset, { ...common, sampler });
        }
        else if (ranks.worldSize > 1 && mapStyle) {
            const sampler = new DistributedSampler(dataset, {
                numReplicas: ranks.worldSize,
                rank: ranks.rank,
                shuffle: o.shuffle,
                seed: config.seed,
                dropLast: o.dropLast,
            });
            out[split] = new DataLoader(dataset, { ...common, sampler });
        }
        else {
            const shuffle = o.shuffle && mapStyle;
            out[split] = new DataLoader(dataset, { ...common, shuffle, ...(shuffle ? { seed: config.seed } : {}) });
        }
    }
    return out;
}
/** Batches per epoch, or undefined for an iterable dataset without a length. */
export function knownLength(loader) {
    try {
        return loader.length;
    }
    catch {
        return undefined;
    }
}
/** Moves a loader back to the first batch of its current epoch (evaluation always starts there). */
export function rewind(loader) {
    if (loader.batchesYielded > 0)
        loader.loadStateDict({ epoch: loader.epoch, batchesYielded: 0, sampler: null });
}
/**
 * The schedule's length in its interval's units, when the loaders' lengths allow it:
 * epoch mode counts one (possibly short) window per train split's pass; step mode counts a
 * pass over the first train split, whose batches alternate with the other splits'.
 */
export function scheduleLength(config, trainLoaders) {
    const interval = config.sched?.interval ?? 'step';
    const lengths = trainLoaders.map(knownLength);
    const known = lengths.every((n) => n !== undefined && n > 0) && lengths.length > 0;
    const accum = config.accumSteps;
    if (config.epochs !== undefined) {
        if (interval === 'epoch')
            return config.epochs;
        return known ? lengths.reduce((s, n) => s + Math.ceil(n / accum), 0) * config.epochs : undefined;
    }
    if (config.steps !== undefined) {
        if (interval === 'step')
            return config.steps;
        if (!known)
            return undefined;
        const stepsPerPass = Math.max(1, Math.floor((lengths[0] * lengths.length) / accum));
        return Math.ceil(config.steps / stepsPerPass);
    }
    return undefined;
}
//# sourceMappingURL=loaders.js.map