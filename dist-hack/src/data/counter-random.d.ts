/** A 32-bit hash of non-negative integers below 2^53 (each split into its low and high words). */
export declare function hashInts(...values: readonly number[]): number;
/**
 * A small sequential generator (xoshiro128**) seeded from `hashInts(...key)`: used to shuffle
 * a block of draws or one pass over a source, each keyed by its own coordinates.
 */
export declare class KeyedStream {
    private a;
    private b;
    private c;
    private d;
    constructor(...key: readonly number[]);
    /** The next 32 random bits. */
    nextUint32(): number;
    /** A uniform double in [0, 1) with 53 random bits. */
    nextDouble(): number;
    /** A uniform integer in [0, n). */
    below(n: number): number;
    /** Shuffles `values` in place (Fisher–Yates) and returns it. */
    shuffle<A extends {
        length: number;
        [i: number]: number;
    }>(values: A): A;
}
/** A permutation of `0..n-1` drawn from the stream keyed by `key`. */
export declare function keyedPermutation(n: number, ...key: readonly number[]): Uint32Array;
