import { Dataset, isMapDataset } from './dataset.js';
import { checkIndex } from './errors.js';
import { randperm, seededRandperm } from './seeded.js';
/** The samples of `dataset` at `indices`, like PyTorch's `Subset`. */
export class Subset extends Dataset {
    dataset;
    indices;
    constructor(dataset, indices) {
        super();
        if (!isMapDataset(dataset))
            throw new TypeError('Subset: expected a map-style dataset (needs length and get)');
        for (const i of indices)
            checkIndex(i, dataset.length, `Subset of ${dataset.name ?? 'dataset'}`);
        this.dataset = dataset;
        this.indices = indices;
        if (typeof dataset.getBatch === 'function') {
            this.getBatch = (batch) => {
                for (const i of batch)
                    this.checkIndex(i);
                return dataset.getBatch(batch.map((i) => this.indices[i]));
            };
        }
    }
    get length() {
        return this.indices.length;
    }
    get(index) {
        this.checkIndex(index);
        return this.dataset.get(this.indices[index]);
    }
}
/**
 * Splits a dataset into non-overlapping random subsets, like PyTorch's `random_split`.
 * `lengths` are counts summing to the dataset length, or fractions summing to 1 (floors,
 * with the remainder given one each to the first subsets). With `seed`, the split is
 * `torch.Generator().manual_seed(seed)`'s; without, it draws from torch's default generator.
 */
export function randomSplit(dataset, lengths, seed) {
    const n = dataset.length;
    let counts = [...lengths];
    const sum = counts.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 1) < 1e-9 && counts.every((f) => f >= 0 && f <= 1) && sum !== n) {
        counts = counts.map((f) => Math.floor(n * f));
        const rest = n - counts.reduce((a, b) => a + b, 0);
        for (let i = 0; i < rest; i++)
            counts[i % counts.length] += 1;
    }
    else if (sum !== n || counts.some((c) => !Number.isInteger(c) || c < 0)) {
        throw new RangeError(`randomSplit: lengths [${lengths.join(', ')}] must be non-negative integers summing to the dataset length ${n}, or fractions summing to 1`);
    }
    const perm = seed === undefined ? randperm(n) : seededRandperm(n, seed);
    let offset = 0;
    return counts.map((c) => {
        const part = perm.slice(offset, offset + c);
        offset += c;
        return new Subset(dataset, part);
    });
}
//# sourceMappingURL=subset.js.map