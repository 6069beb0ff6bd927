import { checkCount } from './errors.js';
import { SeededSampler } from './seeded-sampler.js';
import { randint, randperm, withSeed } from './seeded.js';
/**
 * Yields a random order of indices, like PyTorch's `RandomSampler`: a permutation drawn by
 * `torch.randperm` (or `torch.randint` with replacement) from a generator seeded once per pass.
 * Checkpointable: the state holds the epoch and the pass seed, never the permutation.
 */
export class RandomSampler extends SeededSampler {
    dataLength;
    replacement;
    length;
    /** `source` is a dataset (its `length` is read now) or a number of samples. */
    constructor(source, options = {}) {
        super(options.seed, 'RandomSampler');
        this.dataLength = checkCount(typeof source === 'number' ? source : source?.length, 'RandomSampler length', true);
        this.replacement = options.replacement ?? false;
        this.length = options.numSamples === undefined ? this.dataLength : checkCount(options.numSamples, 'RandomSampler numSamples');
    }
    draw(seed) {
        const n = this.dataLength;
        if (n === 0)
            return [];
        return withSeed(seed, () => {
            if (this.replacement)
                return randint(n, this.length);
            // Appended one by one: push(...perm) with 10^5+ indices overflows the stack.
            const out = [];
            const append = (perm, count) => {
                for (let i = 0; i < count; i++)
                    out.push(perm[i]);
            };
            for (let k = 0; k < Math.floor(this.length / n); k++)
                append(randperm(n), n);
            if (this.length % n)
                append(randperm(n), this.length % n);
            return out;
        });
    }
}
//# sourceMappingURL=random-sampler.js.map