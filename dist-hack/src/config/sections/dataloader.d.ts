import * as z from 'zod';
/** Weights and phases of a split whose dataset is a `MixtureDataset`. */
export declare const MixtureSchema: z.ZodObject<{
    weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        weights: z.ZodArray<z.ZodNumber>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
/** Per-split overrides: any subset of the loader fields. */
export declare const SplitLoaderSchema: z.ZodObject<{
    batchSize: z.ZodOptional<z.ZodNumber>;
    shuffle: z.ZodOptional<z.ZodBoolean>;
    dropLast: z.ZodOptional<z.ZodBoolean>;
    numWorkers: z.ZodOptional<z.ZodNumber>;
    prefetchFactor: z.ZodOptional<z.ZodNumber>;
    pinMemory: z.ZodOptional<z.ZodBoolean>;
    mixture: z.ZodOptional<z.ZodObject<{
        weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            weights: z.ZodArray<z.ZodNumber>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/**
 * Data-loader settings: defaults for every split at the top level, and per-split
 * overrides under `splits` (e.g. `splits.train.shuffle: true`).
 */
export declare const DataLoaderSchema: z.ZodObject<{
    batchSize: z.ZodDefault<z.ZodNumber>;
    shuffle: z.ZodDefault<z.ZodBoolean>;
    dropLast: z.ZodDefault<z.ZodBoolean>;
    numWorkers: z.ZodDefault<z.ZodNumber>;
    prefetchFactor: z.ZodDefault<z.ZodNumber>;
    pinMemory: z.ZodDefault<z.ZodBoolean>;
    mixture: z.ZodOptional<z.ZodObject<{
        weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            weights: z.ZodArray<z.ZodNumber>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
    splits: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
        batchSize: z.ZodOptional<z.ZodNumber>;
        shuffle: z.ZodOptional<z.ZodBoolean>;
        dropLast: z.ZodOptional<z.ZodBoolean>;
        numWorkers: z.ZodOptional<z.ZodNumber>;
        prefetchFactor: z.ZodOptional<z.ZodNumber>;
        pinMemory: z.ZodOptional<z.ZodBoolean>;
        mixture: z.ZodOptional<z.ZodObject<{
            weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
            phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
                step: z.ZodNumber;
                weights: z.ZodArray<z.ZodNumber>;
            }, z.core.$strict>>>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
}, z.core.$strict>;
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
export declare function loaderOptionsFor(dataloader: DataLoaderConfig, split: string): LoaderOptions;
