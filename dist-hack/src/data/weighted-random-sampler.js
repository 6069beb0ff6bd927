import { checkCount } from './errors.js';
import { SeededSampler } from './seeded-sampler.js';
import { multinomial, withSeed } from './seeded.js';
/**
 * Yields `numSamples` indices drawn with probability proportional to `weights`, like
 * PyTorch's `WeightedRandomSampler` (`torch.multinomial` on a generator seeded once per pass).
 */
export class WeightedRandomSampler extends SeededSampler {
    weights;
    replacement;
    length;
    constructor(weights, numSamples, options = {}) {
        super(options.seed, 'WeightedRandomSampler');
        const w = Array.from(weights ?? []);
        if (w.length === 0)
            throw new TypeError('WeightedRandomSampler: expected a non-empty array of weights');
        const bad = w.findIndex((x) => typeof x !== 'number' || !Number.isFinite(x) || x < 0);
        if (bad >= 0)
            throw new RangeError(`WeightedRandomSampler: weights[${bad}] is ${String(w[bad])}; weights must be finite and >= 0`);
        if (!w.some((x) => x > 0))
            throw new RangeError('WeightedRandomSampler: at least one weight must be positive');
        this.weights = w;
        this.length = checkCount(numSamples, 'WeightedRandomSampler numSamples');
        this.replacement = options.replacement ?? true;
        if (!this.replacement && this.length > w.filter((x) => x > 0).length) {
            throw new RangeError(`WeightedRandomSampler: cannot draw ${this.length} samples without replacement from ${w.filter((x) => x > 0).length} positive weights`);
        }
    }
    draw(seed) {
        return withSeed(seed, () => multinomial(this.weights, this.length, this.replacement));
    }
}
//# sourceMappingURL=weighted-random-sampler.js.map