import { type DType } from '../dtype.js';
import { Tensor } from '../tensor.js';
/** One tensor's entry in a safetensors header. */
export interface SafetensorsTensorInfo {
    dtype: DType;
    shape: number[];
    /** Byte range inside the file (absolute: header included). */
    begin: number;
    end: number;
}
/** A checked safetensors header. */
export interface SafetensorsHeader {
    tensors: Record<string, SafetensorsTensorInfo>;
    metadata: Record<string, string>;
}
/** Options of {@link load}. */
export interface SafetensorsLoadOptions {
    /** Device to move the tensors to after reading (default `'cpu'`). */
    device?: string;
    /**
     * Map the file instead of reading it: CPU tensors view its pages, mapped copy-on-write, so
     * nothing is copied and only the pages used are read; writes to the tensors change memory,
     * never the file. A tensor whose bytes are not aligned for its dtype is read as usual.
     */
    mmap?: boolean;
}
/** Reads and checks the header of a safetensors file without reading tensor data. */
export declare function readHeader(path: string): SafetensorsHeader;
/**
 * Loads every tensor of a safetensors file, keyed by name in file order. The tensors are new
 * references owned by the caller.
 *
 * @throws Error naming the file and the problem (missing, truncated, header not JSON, an
 *   unknown dtype, offsets outside the file, a byte count that does not match the shape, or
 *   overlapping tensors).
 */
export declare function load(path: string, options?: SafetensorsLoadOptions): Record<string, Tensor>;
/** Like {@link load}, also returning the header's `__metadata__` (string to string). */
export declare function loadWithMetadata(path: string, options?: SafetensorsLoadOptions): {
    tensors: Record<string, Tensor>;
    metadata: Record<string, string>;
};
/**
 * Saves tensors in the safetensors format, atomically (temporary file, fsync, rename).
 * Tensors are written contiguous, from the CPU, ordered by element size then name so every
 * tensor's bytes are aligned to its element size; the data begins at an 8-byte boundary.
 *
 * @param metadata free-form string pairs stored under `__metadata__`.
 * @throws TypeError for a value that is not a Tensor, a dtype safetensors cannot hold
 *   (complex), or metadata that is not string to string.
 */
export declare function save(tensors: Record<string, Tensor> | ReadonlyMap<string, Tensor>, path: string, metadata?: Record<string, string>): void;
