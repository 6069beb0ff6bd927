import { PickleWriter } from './pickle-writer.js';
/** The record-name prefix PyTorch uses for archives written to a stream. */
export const ARCHIVE = 'archive';
const STORAGE = {
    float32: 'FloatStorage',
    float64: 'DoubleStorage',
    float16: 'HalfStorage',
    bfloat16: 'BFloat16Storage',
    int64: 'LongStorage',
    int32: 'IntStorage',
    int16: 'ShortStorage',
    int8: 'CharStorage',
    uint8: 'ByteStorage',
    bool: 'BoolStorage',
    complex64: 'ComplexFloatStorage',
    complex128: 'ComplexDoubleStorage',
};
const ITEM_SIZE = {
    float32: 4,
    float64: 8,
    float16: 2,
    bfloat16: 2,
    int64: 8,
    int32: 4,
    int16: 2,
    int8: 1,
    uint8: 1,
    bool: 1,
    complex64: 8,
    complex128: 16,
};
/** Bytes per element of a dtype. */
export function itemSize(dtype) {
    const n = ITEM_SIZE[dtype];
    if (n === undefined)
        throw new TypeError(`unknown dtype '${String(dtype)}'`);
    return n;
}
/** Elements of a shape. */
export function numel(shape) {
    return shape.reduce((a, b) => a * b, 1);
}
/** Contiguous strides of a shape. */
export function contiguousStrides(shape) {
    const strides = new Array(shape.length);
    let s = 1;
    for (let d = shape.length - 1; d >= 0; d--) {
        strides[d] = s;
        s *= Math.max(1, shape[d]);
    }
    return strides;
}
/**
 * Writes `torch._utils._rebuild_tensor_v2(storage, 0, shape, stride, False, OrderedDict())`
 * with the storage as a persistent id, as `torch.save` pickles a tensor.
 */
export function pickleTensor(p, t) {
    p.global('torch._utils', '_rebuild_tensor_v2');
    p.mark();
    p.mark();
    p.str('storage').global('torch', STORAGE[t.dtype]).str(t.key).str('cpu').int(numel(t.shape));
    p.tuple().persistentId();
    p.int(0).intTuple(t.shape).intTuple(contiguousStrides(t.shape)).bool(false);
    p.global('collections', 'OrderedDict').emptyTuple().reduce();
    p.tuple().reduce();
}
/** The `data.pkl` of an archive holding one tensor (what `torch.save(tensor)` writes). */
export function tensorPickle(t) {
    const p = new PickleWriter();
    pickleTensor(p, t);
    return p.finish();
}
/** The `data.pkl` of an archive holding an `OrderedDict` of tensors (a state dict), in order. */
export function stateDictPickle(entries) {
    const p = new PickleWriter();
    p.global('collections', 'OrderedDict').emptyTuple().reduce();
    // SETITEMS in batches keeps the unpickler's stack small.
    for (let i = 0; i < entries.length; i += 1000) {
        p.mark();
        for (const e of entries.slice(i, i + 1000)) {
            p.str(e.name);
            pickleTensor(p, e);
        }
        p.setItems();
    }
    return p.finish();
}
/** The small records every archive ends with (after its data records). */
export const VERSION_RECORD = { name: `${ARCHIVE}/version`, data: Buffer.from('3\n') };
export const BYTEORDER_RECORD = { name: `${ARCHIVE}/byteorder`, data: Buffer.from('little') };
//# sourceMappingURL=torch-archive.js.map