import type { StoredTensor } from './layout.js';
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
export declare function dcpMetadata(tensors: Record<string, StoredTensor>): Buffer;
