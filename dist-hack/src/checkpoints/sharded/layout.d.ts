import type { DType } from '../../torch/dtype.js';
/**
 * The files of one sharded save (one immutable directory), after PyTorch's distributed
 * checkpoint (DCP) layout:
 *
 * ```text
 * <save>/.metadata          PyTorch DCP metadata (a pickle), for torch.distributed.checkpoint readers
 * <save>/manifest.json      this layout's metadata; written last, so a save without it is incomplete
 * <save>/__<r>_0.distcp     rank r's tensor chunks, each a torch.save archive holding one tensor
 * <save>/__<r>_index.json   rank r's part of the manifest (written after its data is durable)
 * <save>/__<r>_state.pth    rank r's non-tensor state (runner, config, RNG, loader positions), torch.save
 * ```
 */
export declare const MANIFEST = "manifest.json";
export declare const DCP_METADATA = ".metadata";
export declare const dataFile: (rank: number) => string;
export declare const indexFile: (rank: number) => string;
export declare const stateFile: (rank: number) => string;
/** The manifest's `format`. */
export declare const FORMAT = "torchrunner-sharded";
export declare const FORMAT_VERSION = 1;
/** Bytes per checksummed block of a data file. */
export declare const BLOCK_BYTES: number;
/** One stored chunk of a tensor: a dense box of the global tensor in one rank's data file. */
export interface StoredChunk {
    offsets: number[];
    sizes: number[];
    /** The data file (`__<r>_0.distcp`). */
    file: string;
    /** Where the chunk's raw bytes (contiguous, little-endian) start in the file, and how many. */
    offset: number;
    length: number;
    /** The torch.save archive that holds the chunk (what DCP readers load), in the same file. */
    archiveOffset: number;
    archiveLength: number;
}
/** A tensor of the checkpoint under its fully qualified name. */
export interface StoredTensor {
    dtype: DType;
    /** The global (unsharded) shape. */
    shape: number[];
    /** Where the tensor sits in the runner's payload (`['optimizer', 'state', '3', 'exp_avg']`). */
    path: string[];
    chunks: StoredChunk[];
}
/** A data file: its size and the CRC-32 of each {@link BLOCK_BYTES} block, to detect torn or damaged files. */
export interface StoredFile {
    rank: number;
    bytes: number;
    blockBytes: number;
    blockCrc32: number[];
}
/** One rank's part of a save (`__<r>_index.json`). */
export interface RankIndex {
    rank: number;
    worldSize: number;
    file: StoredFile;
    state: string;
    tensors: Record<string, StoredTensor>;
}
/** How the ranks that wrote a save were arranged. */
export interface SaveTopology {
    /** `ddp`, `zero-3`, `fsdp`, … as the writer's strategy names it. */
    stage: string;
    /** Named parallel axes and their sizes (`{ replicate: 2 }`). */
    axes: Record<string, number>;
}
/** `manifest.json`: every tensor's global shape, dtype and stored chunks, the files and the point. */
export interface Manifest {
    format: typeof FORMAT;
    version: number;
    worldSize: number;
    topology: SaveTopology;
    point: {
        epoch: number;
        globalStep: number;
        mode: 'epoch' | 'step';
    };
    /** Data files by name. */
    files: Record<string, StoredFile>;
    /** Each rank's non-tensor state file, by rank. */
    states: string[];
    tensors: Record<string, StoredTensor>;
}
