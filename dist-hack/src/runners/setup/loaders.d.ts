import { type RunnerConfig } from '../../config/index.js';
import { DataLoader, type Dataset, type IterableDataset } from '../../data/index.js';
/** Data splits: map-style or iterable datasets by split name (`train`, `val`, `test`, …). */
export type DatasetSplits = Record<string, Dataset<any, any> | IterableDataset<any>>;
/** Data loaders by split name. */
export type DataLoaderSplits = Record<string, DataLoader<any, any>>;
/**
 * Loaders for the splits of `datasets` that have none in `loaders`, with the config's
 * `dataloader` settings for each split. Shuffled orders are seeded with `config.seed`. With
 * several ranks, map-style datasets get a `DistributedSampler` (this rank's share, shuffled
 * as the split's `shuffle` says). A `MixtureDataset` gets a `MixtureSampler` with the split's
 * `mixture` weights and phases, its steps counted in `batchSize × ranks × accumSteps` draws;
 * on evaluation splits every pass draws the same samples.
 */
export declare function buildLoaders(datasets: DatasetSplits, loaders: DataLoaderSplits, config: RunnerConfig, ranks: {
    rank: number;
    worldSize: number;
}): DataLoaderSplits;
/** Batches per epoch, or undefined for an iterable dataset without a length. */
export declare function knownLength(loader: DataLoader): number | undefined;
/** Moves a loader back to the first batch of its current epoch (evaluation always starts there). */
export declare function rewind(loader: DataLoader): void;
/**
 * The schedule's length in its interval's units, when the loaders' lengths allow it:
 * epoch mode counts one (possibly short) window per train split's pass; step mode counts a
 * pass over the first train split, whose batches alternate with the other splits'.
 */
export declare function scheduleLength(config: RunnerConfig, trainLoaders: readonly DataLoader[]): number | undefined;
