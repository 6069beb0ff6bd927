import { Dataset, isMapDataset, type MaybePromise } from './dataset.js';

/** Several datasets one after the other, like PyTorch's `ConcatDataset`. */
export class ConcatDataset<T = unknown> extends Dataset<T> {
  readonly datasets: readonly Dataset<T>[];
  /** `cumulativeSizes[k]` is the total length of datasets 0..k. */
  readonly cumulativeSizes: readonly number[];

  constructor(datasets: readonly Dataset<T>[]) {
    super();
    if (!Array.isArray(datasets) || datasets.length === 0) {
      throw new TypeError('ConcatDataset: expected a non-empty array of datasets');
    }
    datasets.forEach((d, k) => {
      if (!isMapDataset(d)) throw new TypeError(`ConcatDataset: datasets[${k}] is not a map-style dataset (needs length and get)`);
    });
    this.datasets = datasets;
    let total = 0;
    this.cumulativeSizes = datasets.map((d) => (total += d.length));
  }

  get length(): number {
    return this.cumulativeSizes[this.cumulativeSizes.length - 1]!;
  }

  get(index: number): MaybePromise<T> {
    this.checkIndex(index);
    let lo = 0;
    let hi = this.cumulativeSizes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulativeSizes[mid]! > index) hi = mid;
      else lo = mid + 1;
    }
    const start = lo === 0 ? 0 : this.cumulativeSizes[lo - 1]!;
    return this.datasets[lo]!.get(index - start);
  }
}
