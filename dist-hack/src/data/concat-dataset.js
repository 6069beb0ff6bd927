import { Dataset, isMapDataset } from './dataset.js';
/** Several datasets one after the other, like PyTorch's `ConcatDataset`. */
export class ConcatDataset extends Dataset {
    datasets;
    /** `cumulativeSizes[k]` is the total length of datasets 0..k. */
    cumulativeSizes;
    constructor(datasets) {
        super();
        if (!Array.isArray(datasets) || datasets.length === 0) {
            throw new TypeError('ConcatDataset: expected a non-empty array of datasets');
        }
        datasets.forEach((d, k) => {
            if (!isMapDataset(d))
                throw new TypeError(`ConcatDataset: datasets[${k}] is not a map-style dataset (needs length and get)`);
        });
        this.datasets = datasets;
        let total = 0;
        this.cumulativeSizes = datasets.map((d) => (total += d.length));
    }
    get length() {
        return this.cumulativeSizes[this.cumulativeSizes.length - 1];
    }
    get(index) {
        this.checkIndex(index);
        let lo = 0;
        let hi = this.cumulativeSizes.length - 1;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.cumulativeSizes[mid] > index)
                hi = mid;
            else
                lo = mid + 1;
        }
        const start = lo === 0 ? 0 : this.cumulativeSizes[lo - 1];
        return this.datasets[lo].get(index - start);
    }
}
//# sourceMappingURL=concat-dataset.js.map