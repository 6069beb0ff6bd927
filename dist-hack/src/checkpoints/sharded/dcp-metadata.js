import { PickleWriter } from './pickle-writer.js';
const DCP = 'torch.distributed._shard.checkpoint';
/**
 * The `.metadata` file of PyTorch 1.13's distributed checkpoint (`torch.distributed.
 * _shard.checkpoint`), pickled as Python's `pickle.dump(metadata)` writes it:
 *
 * ```python
 * Metadata(
 *   state_dict_metadata={fqn: TensorStorageMetadata(properties=TensorProperties(dtype, torch.strided, False,
 *                              torch.contiguous_format, False), size=torch.Size(shape),
 *                              chunks=[ChunkStorageMetadata(offsets=torch.Size(...), sizes=torch.Size(...)), ...])},
 *   planner_data=None,
 *   storage_data={MetadataIndex(fqn, offsets): _StorageInfo(relative_path, offset, length), ...})
 * ```
 *
 * With it, `FileSystemReader(dir)` and `load_state_dict(state_dict, reader, no_dist=True)`
 * load any subset of the tensors (the keys of `state_dict`), resharding as they go: each
 * `_StorageInfo` names the torch.save archive of one chunk inside a rank's `.distcp` file.
 */
export function dcpMetadata(tensors) {
    const p = new PickleWriter();
    newObject(p, DCP + '.metadata', 'Metadata');
    p.emptyDict().mark();
    p.str('state_dict_metadata').emptyDict().mark();
    for (const [fqn, t] of Object.entries(tensors)) {
        p.str(fqn);
        newObject(p, DCP + '.metadata', 'TensorStorageMetadata');
        p.emptyDict().mark();
        p.str('properties');
        tensorProperties(p, t.dtype);
        p.str('size').torchSize(t.shape);
        p.str('chunks').emptyList();
        if (t.chunks.length > 0) {
            p.mark();
            for (const c of t.chunks) {
                newObject(p, DCP + '.metadata', 'ChunkStorageMetadata');
                p.emptyDict().mark();
                p.str('offsets').torchSize(c.offsets).str('sizes').torchSize(c.sizes);
                p.setItems().build();
            }
            p.appends();
        }
        p.setItems().build();
    }
    p.setItems();
    p.str('planner_data').none();
    p.str('storage_data').emptyDict();
    const items = Object.entries(tensors).flatMap(([fqn, t]) => t.chunks.map((c) => ({ fqn, c })));
    for (let i = 0; i < items.length; i += 1000) {
        p.mark();
        for (const { fqn, c } of items.slice(i, i + 1000)) {
            newObject(p, DCP + '.metadata', 'MetadataIndex');
            p.emptyDict().mark();
            p.str('fqn').str(fqn).str('offset').torchSize(c.offsets).str('index').none();
            p.setItems().build();
            newObject(p, DCP + '.filesystem', '_StorageInfo');
            p.emptyDict().mark();
            p.str('relative_path').str(c.file).str('offset').int(c.archiveOffset).str('length').int(c.archiveLength);
            p.setItems().build();
        }
        p.setItems();
    }
    p.setItems().build();
    return p.finish();
}
/** `cls.__new__(cls)`; the caller pushes the state and BUILDs. */
function newObject(p, module, name) {
    p.global(module, name).emptyTuple().newObj();
}
/** `TensorProperties`, whose `__setstate__` takes (dtype, layout, requires_grad, memory-format code, pin_memory). */
function tensorProperties(p, dtype) {
    newObject(p, 'torch.distributed._shard.sharded_tensor.metadata', 'TensorProperties');
    p.mark();
    p.global('torch', dtype).global('torch', 'strided').bool(false);
    p.global('torch.distributed._shard.sharded_tensor.metadata', 'MEM_FORMAT_ENCODING').mark().int(0).tuple().reduce();
    p.bool(false);
    p.tuple().build();
}
//# sourceMappingURL=dcp-metadata.js.map