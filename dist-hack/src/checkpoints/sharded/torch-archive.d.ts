import type { DType } from '../../torch/dtype.js';
import { PickleWriter } from './pickle-writer.js';
/** The record-name prefix PyTorch uses for archives written to a stream. */
export declare const ARCHIVE = "archive";
/** Bytes per element of a dtype. */
export declare function itemSize(dtype: DType): number;
/** Elements of a shape. */
export declare function numel(shape: readonly number[]): number;
/** Contiguous strides of a shape. */
export declare function contiguousStrides(shape: readonly number[]): number[];
/** One tensor of a `torch.save` pickle: its storage record key, dtype and shape (contiguous, offset 0). */
export interface ArchiveTensor {
    key: string;
    dtype: DType;
    shape: readonly number[];
}
/**
 * Writes `torch._utils._rebuild_tensor_v2(storage, 0, shape, stride, False, OrderedDict())`
 * with the storage as a persistent id, as `torch.save` pickles a tensor.
 */
export declare function pickleTensor(p: PickleWriter, t: ArchiveTensor): void;
/** The `data.pkl` of an archive holding one tensor (what `torch.save(tensor)` writes). */
export declare function tensorPickle(t: ArchiveTensor): Buffer;
/** The `data.pkl` of an archive holding an `OrderedDict` of tensors (a state dict), in order. */
export declare function stateDictPickle(entries: readonly (ArchiveTensor & {
    name: string;
})[]): Buffer;
/** The small records every archive ends with (after its data records). */
export declare const VERSION_RECORD: {
    name: string;
    data: Buffer<ArrayBuffer>;
};
export declare const BYTEORDER_RECORD: {
    name: string;
    data: Buffer<ArrayBuffer>;
};
