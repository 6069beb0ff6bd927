import { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';
/** Tensors as an array (samples are arrays) or as named fields (samples are objects). */
export type TensorFields = Tensor[] | Record<string, Tensor>;
/** One sample (or one batch) of a TensorDataset: the same structure as its tensors. */
export type TensorSample<F extends TensorFields> = {
    [K in keyof F]: Tensor;
};
/** An index tensor for `index_select`: int32 when every index fits, int64 otherwise. */
export declare function indexTensor(indices: readonly number[]): Tensor;
/**
 * Samples are slices along the first dimension of equally long tensors, like PyTorch's
 * `TensorDataset`: `new TensorDataset(images, labels)` yields `[image, label]`,
 * `new TensorDataset({ input, target })` yields `{ input, target }`.
 *
 * Batches are gathered with one `index_select` per tensor (`getBatch`), which the DataLoader
 * uses instead of per-sample `get` + collate. The dataset keeps (`keep()`) its tensors so no
 * `torch.scope` frees them; `dispose()` releases them.
 */
export declare class TensorDataset<F extends TensorFields = Tensor[]> extends Dataset<TensorSample<F>, TensorSample<F>> {
    readonly length: number;
    readonly tensors: F;
    private readonly entries;
    constructor(...tensors: F & Tensor[]);
    constructor(fields: F);
    get(index: number): TensorSample<F>;
    getBatch(indices: readonly number[]): TensorSample<F>;
    /** Releases the dataset's tensors. */
    dispose(): void;
    private build;
}
