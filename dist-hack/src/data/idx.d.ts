import type { DType } from '../torch/dtype.js';
import type { Tensor } from '../torch/tensor.js';
/** The contents of an idx file: element type, dimensions and the elements (host byte order). */
export interface IdxArray {
    dtype: DType;
    shape: number[];
    data: Uint8Array | Int8Array | Int16Array | Int32Array | Float32Array | Float64Array;
}
/**
 * Parses the idx format (MNIST's): two zero bytes, a type code, the number of dimensions,
 * one big-endian uint32 per dimension, then the big-endian elements. Gzipped input
 * (`*.gz`, recognised by its magic bytes) is inflated first.
 */
export declare function parseIdx(bytes: Uint8Array, source?: string): IdxArray;
/** Reads an idx file (raw or gzipped). */
export declare function readIdx(path: string): IdxArray;
/** Reads an idx file into a tensor of its element type and shape. */
export declare function readIdxTensor(path: string): Tensor;
