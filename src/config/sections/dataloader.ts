import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';

const loaderFields = {
  batchSize: positiveInt(),
  shuffle: z.boolean(),
  dropLast: z.boolean(),
  numWorkers: nonNegativeInt(),
  prefetchFactor: positiveInt(),
  pinMemory: z.boolean(),
};

/** Per-split overrides: any subset of the loader fields. */
export const SplitLoaderSchema = z.strictObject(loaderFields).partial();

/**
 * Data-loader settings: defaults for every split at the top level, and per-split
 * overrides under `splits` (e.g. `splits.train.shuffle: true`).
 */
export const DataLoaderSchema = z.strictObject({
  batchSize: loaderFields.batchSize.default(1),
  shuffle: loaderFields.shuffle.default(false),
  dropLast: loaderFields.dropLast.default(false),
  numWorkers: loaderFields.numWorkers.default(0),
  prefetchFactor: loaderFields.prefetchFactor.default(2),
  pinMemory: loaderFields.pinMemory.default(false),
  splits: z.record(z.string().min(1), SplitLoaderSchema).default({}),
});

/** Data-loader settings after validation. */
export type DataLoaderConfig = z.output<typeof DataLoaderSchema>;

/** The settings one split's loader uses: the defaults with that split's overrides applied. */
export type LoaderOptions = Omit<DataLoaderConfig, 'splits'>;

/**
 * Resolves the loader settings for one split.
 *
 * @param dataloader - the validated `dataloader` section
 * @param split - split name, e.g. `train`
 * @returns the top-level defaults overridden by `splits[split]`, if any
 */
export function loaderOptionsFor(dataloader: DataLoaderConfig, split: string): LoaderOptions {
  const { splits, ...defaults } = dataloader;
  const own = Object.hasOwn(splits, split) ? splits[split] : undefined;
  const options: LoaderOptions = { ...defaults };
  for (const [key, value] of Object.entries(own ?? {})) {
    if (value !== undefined) Object.assign(options, { [key]: value });
  }
  return options;
}
