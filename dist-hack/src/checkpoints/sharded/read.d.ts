import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import type { Tensor } from '../../torch/tensor.js';
import { type Manifest, type StoredTensor } from './layout.js';
/** A box of a tensor: where it starts and its size in each dimension. */
export interface Box {
    offsets: readonly number[];
    sizes: readonly number[];
}
/** The chunks one rank holds of a sharded tensor (a ShardedTensor's layout, without its data). */
export interface ShardLayout {
    globalShape: readonly number[];
    boxes: Box[];
}
/**
 * Reads a sharded save directory: the manifest, and any box of any tensor by reading only
 * the bytes of the stored chunks that overlap it (whatever world size wrote them). Every
 * block read is checked against the data file's block CRC-32s, so a torn or damaged data
 * file is an error naming it.
 */
export declare class ShardedReader {
    readonly dir: string;
    readonly manifest: Manifest;
    private handles;
    /** Edge blocks of a read land here before their checksum is checked. */
    private scratch;
    private scratchBusy;
    /** Sizes of the data files, checked once per file. */
    private sizes;
    private constructor();
    /**
     * Opens a save directory.
     *
     * @throws Error naming the directory when it holds no complete save (no manifest: the save
     *   did not finish) or the manifest is not this format's
     */
    static open(dir: string): Promise<ShardedReader>;
    /** The stored tensor named `fqn`. */
    tensor(fqn: string): StoredTensor;
    /** The whole tensor `fqn` (a new tensor owned by the caller). */
    readWhole(fqn: string): Promise<Tensor>;
    /**
     * The elements of `fqn` inside `box`, as a new contiguous tensor of the box's size: the
     * rows of each overlapping stored chunk that the box needs are read (rows are contiguous
     * in a chunk, so one byte range per chunk), then narrowed in the other dimensions.
     *
     * @throws Error when the stored chunks do not cover the box, or a data file is torn or damaged
     */
    readBox(fqn: string, box: Box): Promise<Tensor>;
    /** Reads `fqn` as this rank needs it: the boxes of a sharded layout as a ShardedTensor, else the whole tensor. */
    readLike(fqn: string, layout: ShardLayout | undefined): Promise<Tensor | ShardedTensor>;
    /** Closes the data files. */
    close(): Promise<void>;
    private copyOverlap;
    /**
     * The whole tensor `fqn`'s bytes (contiguous, little-endian) into `into` (at least its size),
     * without a tensor: each stored dim-0 chunk is read straight to its place. Returns the
     * number of bytes. For consolidation, where memory must stay at one buffer.
     */
    readWholeInto(fqn: string, into: Uint8Array): Promise<number>;
    /** Reads `into.byteLength` bytes at `position` of a data file, checking every block they touch. */
    private readChecked;
    private scratchFor;
    private handle;
}
