import { elementBytes } from '../../torch/dtype.js';
/** Bytes of `t`'s elements. */
export function tensorBytes(t) {
    return t.numel() * elementBytes(t.dtype);
}
/** Bytes of the tensors in `optimizer`'s per-parameter state. */
export function optimizerStateBytes(optimizer) {
    let bytes = 0;
    for (const st of optimizer?.state.values() ?? []) {
        for (const v of Object.values(st))
            if (v && typeof v === 'object' && 'numel' in v)
                bytes += tensorBytes(v);
    }
    return bytes;
}
//# sourceMappingURL=memory.js.map