// A counter-based generator for the mixture sampler: every value is a pure function of a seed
// and a few integer coordinates, so any draw can be recomputed from its counter alone (exact
// resume, rank partitioning) without replaying a stream.
const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;
/** A 32-bit finaliser (lowbias32): every input bit affects every output bit. */
function mix32(x) {
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    return x >>> 0;
}
/** A 32-bit hash of non-negative integers below 2^53 (each split into its low and high words). */
export function hashInts(...values) {
    let h = 0x2545f491;
    for (const v of values) {
        h = mix32((h ^ (v >>> 0)) + 0x9e3779b9);
        h = mix32((h ^ Math.floor(v / TWO_32)) + 0x7f4a7c15);
    }
    return h;
}
/**
 * A small sequential generator (xoshiro128**) seeded from `hashInts(...key)`: used to shuffle
 * a block of draws or one pass over a source, each keyed by its own coordinates.
 */
export class KeyedStream {
    a;
    b;
    c;
    d;
    constructor(...key) {
        const h = hashInts(...key);
        this.a = mix32(h ^ 0x243f6a88);
        this.b = mix32(h ^ 0x85a308d3);
        this.c = mix32(h ^ 0x13198a2e);
        this.d = mix32(h ^ 0x03707344) | 1;
    }
    /** The next 32 random bits. */
    nextUint32() {
        const result = Math.imul(((Math.imul(this.b, 5) << 7) | (Math.imul(this.b, 5) >>> 25)) >>> 0, 9) >>> 0;
        const t = this.b << 9;
        this.c ^= this.a;
        this.d ^= this.b;
        this.b ^= this.c;
        this.a ^= this.d;
        this.c ^= t;
        this.d = (this.d << 11) | (this.d >>> 21);
        return result;
    }
    /** A uniform double in [0, 1) with 53 random bits. */
    nextDouble() {
        return ((this.nextUint32() >>> 5) * 67108864 + (this.nextUint32() >>> 6)) / TWO_53;
    }
    /** A uniform integer in [0, n). */
    below(n) {
        return Math.floor(this.nextDouble() * n);
    }
    /** Shuffles `values` in place (Fisher–Yates) and returns it. */
    shuffle(values) {
        for (let i = values.length - 1; i > 0; i--) {
            const j = this.below(i + 1);
            const v = values[i];
            values[i] = values[j];
            values[j] = v;
        }
        return values;
    }
}
/** A permutation of `0..n-1` drawn from the stream keyed by `key`. */
export function keyedPermutation(n, ...key) {
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++)
        out[i] = i;
    return new KeyedStream(...key).shuffle(out);
}
//# sourceMappingURL=counter-random.js.map