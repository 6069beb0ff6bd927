import { TensorDataset, type Tensor } from '../../src/index.js';
/** Lower-case, de-duplicated names from both lists, in a fixed order. */
export declare function loadNames(): string[];
/** Characters <-> token ids; id 0 is the boundary token '.'. */
export declare class Vocabulary {
    readonly chars: string[];
    private readonly ids;
    constructor(names: readonly string[]);
    get size(): number;
    encode(name: string): number[];
    decode(ids: readonly number[]): string;
}
/**
 * `{ input, target }` rows of length `blockSize`: input `.name` padded with 0, target
 * `name.` padded with -1.
 */
export declare function nameDataset(names: readonly string[], vocab: Vocabulary, blockSize: number): TensorDataset<{
    input: Tensor;
    target: Tensor;
}>;
/**
 * `{ input, target, docIds }` rows of `length` tokens that pack whole names one after another
 * (in the order given): each name is input `.name` and target `name.`, with its own document
 * id (its index in `names`); the end of a row that the next name does not fit is padding
 * (input 0, target -1), each padding token a document of its own (ids -1, -2, …, so it sees
 * only itself).
 */
export declare function packedNameDataset(names: readonly string[], vocab: Vocabulary, length: number): TensorDataset<{
    input: Tensor;
    target: Tensor;
    docIds: Tensor;
}>;
/** Splits names into train and validation sets by a seeded shuffle. */
export declare function splitNames(names: readonly string[], valFraction: number, seed: number): {
    train: string[];
    val: string[];
};
