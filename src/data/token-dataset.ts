import { statSync } from 'node:fs';

import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { scope } from '../torch/scope.js';
import type { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';
import { checkCount } from './errors.js';

/** Element types of token files; uint16 is nanoGPT's `.bin` format. */
export type TokenDType = 'uint8' | 'uint16' | 'int16' | 'int32' | 'int64';

const ITEM_SIZE: Record<TokenDType, number> = { uint8: 1, uint16: 2, int16: 2, int32: 4, int64: 8 };

export interface TokenDatasetOptions {
  /** A flat binary file of token ids (host byte order, no header). */
  path: string;
  /** Tokens per sample. */
  blockSize: number;
  /** Element type of the file. Default uint16. */
  dtype?: TokenDType;
  /** Tokens between the starts of consecutive windows. Default `blockSize` (no overlap). */
  stride?: number;
}

/** One language-model sample or batch: `target` is `input` shifted by one token. */
export interface TokenSample {
  input: Tensor;
  target: Tensor;
}

/**
 * Fixed-length windows over a memory-mapped file of token ids: window `i` starts at token
 * `i * stride`; `input` is its `blockSize` tokens and `target` the next `blockSize` (both
 * int64). The file is mapped (libtorch's `from_file`, a private read-only mapping), so only
 * the pages a batch touches are read, and datasets larger than memory work.
 */
export class TokenDataset extends Dataset<TokenSample, TokenSample> {
  readonly path: string;
  readonly blockSize: number;
  readonly stride: number;
  readonly dtype: TokenDType;
  readonly numTokens: number;
  readonly length: number;
  private readonly tokens: Tensor;

  constructor(options: TokenDatasetOptions) {
    super();
    this.path = options.path;
    this.blockSize = checkCount(options.blockSize, 'TokenDataset blockSize');
    this.stride = checkCount(options.stride ?? this.blockSize, 'TokenDataset stride');
    this.dtype = options.dtype ?? 'uint16';
    const size = ITEM_SIZE[this.dtype];
    if (size === undefined) throw new TypeError(`TokenDataset: dtype must be one of ${Object.keys(ITEM_SIZE).join(', ')}, got ${String(options.dtype)}`);
    let bytes: number;
    try {
      bytes = statSync(this.path).size;
    } catch (err) {
      throw new Error(`TokenDataset: cannot read ${this.path}: ${(err as Error).message}`);
    }
    if (bytes % size !== 0) throw new Error(`TokenDataset: ${this.path} has ${bytes} bytes, not a whole number of ${this.dtype} tokens`);
    this.numTokens = bytes / size;
    if (this.numTokens < this.blockSize + 1) {
      throw new RangeError(`TokenDataset: ${this.path} has ${this.numTokens} tokens; a window of blockSize ${this.blockSize} needs at least ${this.blockSize + 1}`);
    }
    this.length = Math.floor((this.numTokens - 1 - this.blockSize) / this.stride) + 1;
    const mapped = this.dtype === 'uint16' ? 'int16' : this.dtype;
    this.tokens = (callOp('aten::from_file', [this.path, false, this.numTokens], { dtype: mapped }) as Tensor).keep();
  }

  get(index: number): TokenSample {
    this.checkIndex(index);
    return this.getBatch([index], false);
  }

  /** Gathers the windows with one `index_select` on the mapped tokens. */
  override getBatch(indices: readonly number[], batched = true): TokenSample {
    for (const i of indices) this.checkIndex(i);
    const w = this.blockSize + 1;
    const big = this.numTokens > 0x7fffffff;
    const idx = big ? new BigInt64Array(indices.length * w) : new Int32Array(indices.length * w);
    indices.forEach((i, b) => {
      const start = i * this.stride;
      for (let k = 0; k < w; k++) idx[b * w + k] = (big ? BigInt(start + k) : start + k) as never;
    });
    return scope(() => {
      const rows = callOp('aten::index_select', [this.tokens, 0, fromTypedArray(idx, [idx.length])]) as Tensor;
      let win = rows.to('int64');
      if (this.dtype === 'uint16') win = callOp('aten::bitwise_and.Scalar', [win, 0xffff]) as Tensor;
      win = win.view(batched ? [indices.length, w] : [w]);
      const L = this.blockSize;
      return { input: win.narrow(-1, 0, L).contiguous(), target: win.narrow(-1, 1, L).contiguous() };
    });
  }

  /** Unmaps the file. */
  dispose(): void {
    this.tokens.dispose();
  }
}
