import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';
const weightList = () => z.array(z.number().nonnegative()).min(1);
/** Weights and phases of a split whose dataset is a `MixtureDataset`. */
export const MixtureSchema = z
    .strictObject({
    weights: weightList()
        .optional()
        .describe("Sampling weight of each source, in the dataset's source order (any positive scale). Unset: the weights the dataset's sources were given."),
    phases: z
        .array(z.strictObject({
        step: nonNegativeInt().describe('Global step from which these weights apply.'),
        weights: weightList().describe('Sampling weight of each source from that step on.'),
    }))
        .optional()
        .describe('A curriculum: weights that change at given global steps, in step order, e.g. `[{ step: 0, weights: [1, 1] }, { step: 1000, weights: [1, 3] }]`.'),
})
    .describe('Source weights for a split whose dataset is a `MixtureDataset` (ignored for other datasets); each source is read in shuffled order when the split shuffles.');
const loaderFields = {
    batchSize: positiveInt().describe('Samples per micro-batch, per process.'),
    shuffle: z.boolean().describe('Shuffle every epoch (usually set under `splits.train`).'),
    dropLast: z.boolean().describe('Drop the last incomplete batch.'),
    numWorkers: nonNegativeInt().describe('Loader workers preparing batches ahead of the training loop.'),
    prefetchFactor: positiveInt().describe('Batches prepared ahead per worker.'),
    pinMemory: z.boolean().describe('Pin host memory for faster copies to the GPU.'),
    mixture: MixtureSchema,
};
/** Per-split overrides: any subset of the loader fields. */
export const SplitLoaderSchema = z.strictObject(loaderFields).partial();
/**
 * Data-loader settings: defaults for every split at the top level, and per-split
 * overrides under `splits` (e.g. `splits.train.shuffle: true`).
 */
export const DataLoaderSchema = z.strictObject({
    batchSize: loaderFields.batchSize.default(1).describe(loaderFields.batchSize.description),
    shuffle: loaderFields.shuffle.default(false).describe(loaderFields.shuffle.description),
    dropLast: loaderFields.dropLast.default(false).describe(loaderFields.dropLast.description),
    numWorkers: loaderFields.numWorkers.default(0).describe(loaderFields.numWorkers.description),
    prefetchFactor: loaderFields.prefetchFactor.default(2).describe(loaderFields.prefetchFactor.description),
    pinMemory: loaderFields.pinMemory.default(false).describe(loaderFields.pinMemory.description),
    mixture: loaderFields.mixture.optional().describe(loaderFields.mixture.description),
    splits: z
        .record(z.string().min(1), SplitLoaderSchema)
        .default({})
        .describe('Per-split overrides of the keys above, e.g. `splits: { train: { shuffle: true }, test: { batchSize: 256 } }`.'),
});
/**
 * Resolves the loader settings for one split.
 *
 * @param dataloader - the validated `dataloader` section
 * @param split - split name, e.g. `train`
 * @returns the top-level defaults overridden by `splits[split]`, if any
 */
export function loaderOptionsFor(dataloader, split) {
    const { splits, ...defaults } = dataloader;
    const own = Object.hasOwn(splits, split) ? splits[split] : undefined;
    const options = { ...defaults };
    for (const [key, value] of Object.entries(own ?? {})) {
        if (value !== undefined)
            Object.assign(options, { [key]: value });
    }
    return options;
}
//# sourceMappingURL=dataloader.js.map