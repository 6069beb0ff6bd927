import { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';
/** Element types of token files; uint16 is nanoGPT's `.bin` format. */
export type TokenDType = 'uint8' | 'uint16' | 'int16' | 'int32' | 'int64';
/** Token ids held in memory: a plain array of integers, an integer typed array, or a 1-D integer tensor. */
export type TokenArray = readonly number[] | Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | BigInt64Array | Tensor;
interface WindowOptions {
    /** Tokens per sample. */
    blockSize: number;
    /** Tokens between the starts of consecutive windows. Default `blockSize` (no overlap). */
    stride?: number;
}
/** Windows over a flat binary file of token ids (host byte order, no header), memory-mapped. */
export interface TokenFileOptions extends WindowOptions {
    path: string;
    /** Element type of the file. Default uint16. */
    dtype?: TokenDType;
}
/** Windows over token ids in memory (copied once into a tensor the dataset owns). */
export interface TokenArrayOptions extends WindowOptions {
    tokens: TokenArray;
}
export type TokenDatasetOptions = TokenFileOptions | TokenArrayOptions;
/** One language-model sample or batch: `target` is `input` shifted by one token. */
export interface TokenSample {
    input: Tensor;
    target: Tensor;
}
/**
 * Fixed-length windows over token ids: window `i` starts at token `i * stride`; `input` is its
 * `blockSize` tokens and `target` the next `blockSize` (both int64). The ids come from a file,
 * which is mapped (libtorch's `from_file`, a private read-only mapping) so only the pages a
 * batch touches are read and datasets larger than memory work, or from memory (`tokens`: an
 * array, a typed array or a tensor, copied once).
 */
export declare class TokenDataset extends Dataset<TokenSample, TokenSample> {
    /** The token file, or undefined for tokens given in memory. */
    readonly path: string | undefined;
    readonly blockSize: number;
    readonly stride: number;
    /** Element type of the file (for tokens in memory, the type they are held in). */
    readonly dtype: TokenDType;
    readonly numTokens: number;
    readonly length: number;
    private readonly tokens;
    /** Ids stored as int16 that are really uint16 (a mapped nanoGPT file). */
    private readonly masked;
    constructor(options: TokenDatasetOptions);
    get(index: number): TokenSample;
    /** Gathers the windows with one `index_select` on the mapped tokens. */
    getBatch(indices: readonly number[], batched?: boolean): TokenSample;
    /** Unmaps the file (or frees the tokens held in memory). */
    dispose(): void;
}
export {};
