import { Dataset, type MaybePromise } from './dataset.js';
import { type TokenDType, type TokenSample } from './token-dataset.js';
/** One source of a {@link MixtureDataset}: a map-style dataset, or a token file to window. */
export type MixtureSource = {
    dataset: Dataset;
    weight?: number;
    name?: string;
} | {
    path: string;
    dtype?: TokenDType;
    weight?: number;
    name?: string;
};
export interface MixtureDatasetOptions {
    sources: readonly MixtureSource[];
    /** Tokens per window, for sources given by `path` (a {@link TokenDataset} each). */
    blockSize?: number;
    /** Tokens between window starts, for sources given by `path`. Default `blockSize`. */
    stride?: number;
}
/**
 * Several sources behind one index space, for {@link MixtureSampler}: index `i` is sample
 * `i - offsets[s]` of source `s` (sources one after the other, as {@link ConcatDataset}).
 * Sources are map-style datasets or token files (each a memory-mapped {@link TokenDataset}
 * of `blockSize` windows, `input` and `target` shifted by one). Each source has a default
 * sampling weight (1 unless given) and a name (for logs and errors).
 *
 * `getBatch` asks each source for its part of the batch at once (one `index_select` per
 * token file) and returns the rows in the order asked, so a DataLoader over it builds
 * mixed batches as fast as over one token file.
 */
export declare class MixtureDataset<T = TokenSample, B = TokenSample> extends Dataset<T, B> {
    readonly datasets: readonly Dataset[];
    readonly names: readonly string[];
    /** The default weights of the sources (what a {@link MixtureSampler} draws with unless told otherwise). */
    readonly weights: readonly number[];
    /** `offsets[s]`: the index of source `s`'s first sample. */
    readonly offsets: readonly number[];
    readonly length: number;
    /** The token datasets this mixture opened (and closes in `dispose`). */
    private readonly owned;
    constructor(options: MixtureDatasetOptions);
    /** The source of index `index` and the index within it. */
    locate(index: number): {
        source: number;
        index: number;
    };
    get(index: number): MaybePromise<T>;
    /** The batch of these indices: each source's part built at once, rows in the order given. */
    getBatch(indices: readonly number[]): MaybePromise<B>;
    private collate;
    /** Closes the token files this mixture opened (datasets given as objects stay open). */
    dispose(): void;
}
