import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

import { empty } from '../../torch/creation.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { native } from '../../torch/native.js';
import { noGrad } from '../../torch/autograd.js';
import type { Tensor } from '../../torch/tensor.js';
import { FORMAT, MANIFEST, type Manifest, type StoredChunk, type StoredFile, type StoredTensor } from './layout.js';
import { itemSize, numel } from './torch-archive.js';

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
export class ShardedReader {
  private handles = new Map<string, Promise<Awaited<ReturnType<typeof open>>>>();

  private constructor(
    readonly dir: string,
    readonly manifest: Manifest,
  ) {}

  /**
   * Opens a save directory.
   *
   * @throws Error naming the directory when it holds no complete save (no manifest: the save
   *   did not finish) or the manifest is not this format's
   */
  static async open(dir: string): Promise<ShardedReader> {
    let text: string;
    try {
      text = await readFile(join(dir, MANIFEST), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new Error(
        code === 'ENOENT'
          ? `Cannot read the sharded checkpoint '${dir}': it has no ${MANIFEST}, so its save did not finish (use an older save, or the one 'latest' names)`
          : `Cannot read the sharded checkpoint '${dir}': ${(err as Error).message}`,
      );
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch (err) {
      throw new Error(`Cannot read the sharded checkpoint '${dir}': ${MANIFEST} is not valid JSON (${(err as Error).message})`);
    }
    if (manifest?.format !== FORMAT || typeof manifest.tensors !== 'object') {
      throw new Error(`Cannot read the sharded checkpoint '${dir}': ${MANIFEST} is not a ${FORMAT} manifest`);
    }
    return new ShardedReader(dir, manifest);
  }

  /** The stored tensor named `fqn`. */
  tensor(fqn: string): StoredTensor {
    const t = this.manifest.tensors[fqn];
    if (!t) throw new Error(`the sharded checkpoint '${this.dir}' holds no tensor '${fqn}'`);
    return t;
  }

  /** The whole tensor `fqn` (a new tensor owned by the caller). */
  readWhole(fqn: string): Promise<Tensor> {
    const t = this.tensor(fqn);
    return this.readBox(fqn, { offsets: t.shape.map(() => 0), sizes: t.shape });
  }

  /**
   * The elements of `fqn` inside `box`, as a new contiguous tensor of the box's size: the
   * rows of each overlapping stored chunk that the box needs are read (rows are contiguous
   * in a chunk, so one byte range per chunk), then narrowed in the other dimensions.
   *
   * @throws Error when the stored chunks do not cover the box, or a data file is torn or damaged
   */
  async readBox(fqn: string, box: Box): Promise<Tensor> {
    const t = this.tensor(fqn);
    if (box.sizes.length !== t.shape.length) throw new Error(`cannot read [${box.sizes}] of '${fqn}', whose shape is [${t.shape}]`);
    const out = empty([...box.sizes], { dtype: t.dtype });
    try {
      let covered = 0;
      for (const chunk of t.chunks) {
        const overlap = intersect(chunk, box);
        if (!overlap) continue;
        covered += numel(overlap.sizes);
        await this.copyOverlap(t, chunk, box, overlap, out);
      }
      if (covered < numel(box.sizes)) {
        throw new Error(`the stored chunks of '${fqn}' cover ${covered} of the ${numel(box.sizes)} elements asked for (offsets [${box.offsets}], sizes [${box.sizes}]); the checkpoint is incomplete`);
      }
      return out;
    } catch (err) {
      out.dispose();
      throw err;
    }
  }

  /** Reads `fqn` as this rank needs it: the boxes of a sharded layout as a ShardedTensor, else the whole tensor. */
  async readLike(fqn: string, layout: ShardLayout | undefined): Promise<Tensor | ShardedTensor> {
    if (!layout) return this.readWhole(fqn);
    const stored = this.tensor(fqn);
    if (stored.shape.join(',') !== layout.globalShape.join(',')) {
      throw new Error(`'${fqn}' has shape [${stored.shape}] in the checkpoint but [${layout.globalShape}] here`);
    }
    const chunks: { offsets: number[]; tensor: Tensor }[] = [];
    try {
      for (const box of layout.boxes) chunks.push({ offsets: [...box.offsets], tensor: await this.readBox(fqn, box) });
    } catch (err) {
      for (const c of chunks) c.tensor.dispose();
      throw err;
    }
    return new ShardedTensor(stored.shape, stored.dtype, chunks);
  }

  /** Closes the data files. */
  async close(): Promise<void> {
    const handles = [...this.handles.values()];
    this.handles.clear();
    for (const h of handles) await (await h.catch(() => null))?.close();
  }

  private async copyOverlap(t: StoredTensor, chunk: StoredChunk, box: Box, overlap: Box, out: Tensor): Promise<void> {
    const rowElems = numel(chunk.sizes.slice(1));
    const rowBytes = rowElems * itemSize(t.dtype);
    const first = overlap.offsets[0] ?? 0;
    const rows = t.shape.length === 0 ? 1 : overlap.sizes[0]!;
    const startRow = t.shape.length === 0 ? 0 : first - chunk.offsets[0]!;
    const pieceShape = t.shape.length === 0 ? [] : [rows, ...chunk.sizes.slice(1)];
    const piece = empty(pieceShape, { dtype: t.dtype });
    try {
      if (rows * rowBytes > 0) {
        const view = new Uint8Array(native.sharedArrayBuffer(piece._h) as ArrayBuffer);
        await this.readChecked(chunk.file, chunk.offset + startRow * rowBytes, view);
      }
      noGrad(() => {
        let src: Tensor = piece;
        let dst: Tensor = out;
        const made: Tensor[] = [];
        for (let d = 0; d < t.shape.length; d++) {
          const len = overlap.sizes[d]!;
          const srcStart = d === 0 ? 0 : overlap.offsets[d]! - chunk.offsets[d]!;
          const dstStart = overlap.offsets[d]! - box.offsets[d]!;
          if (d > 0 || len !== src.shape[0]) made.push((src = src.narrow(d, srcStart, len)));
          made.push((dst = dst.narrow(d, dstStart, len)));
        }
        dst.copy_(src);
        for (const m of made) m.dispose();
      });
    } finally {
      piece.dispose();
    }
  }

  /** Reads `into.byteLength` bytes at `position` of a data file, checking every block they touch. */
  private async readChecked(fileName: string, position: number, into: Uint8Array): Promise<void> {
    const info: StoredFile | undefined = this.manifest.files[fileName];
    if (!info) throw new Error(`the sharded checkpoint '${this.dir}' names a data file '${fileName}' that its manifest does not list`);
    const path = join(this.dir, fileName);
    const handle = await this.handle(path);
    const size = (await handle.stat()).size;
    if (size !== info.bytes) {
      throw new Error(`the data file ${path} (rank ${info.rank}) is torn: it has ${size} bytes but ${info.bytes} were written; restore it or resume from an older save`);
    }
    const bs = info.blockBytes;
    const end = position + into.byteLength;
    const block = Buffer.allocUnsafe(Math.min(bs, info.bytes));
    for (let b = Math.floor(position / bs); b * bs < end; b++) {
      const start = b * bs;
      const n = Math.min(bs, info.bytes - start);
      let got = 0;
      while (got < n) {
        const { bytesRead } = await handle.read(block, got, n - got, start + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      if (got < n || crc32(block.subarray(0, n)) >>> 0 !== info.blockCrc32[b]) {
        throw new Error(`the data file ${path} (rank ${info.rank}) is damaged: bytes ${start}–${start + n} do not match their checksum; restore it or resume from an older save`);
      }
      const from = Math.max(position, start);
      const to = Math.min(end, start + n);
      into.set(block.subarray(from - start, to - start), from - position);
    }
  }

  private handle(path: string): Promise<Awaited<ReturnType<typeof open>>> {
    let h = this.handles.get(path);
    if (!h) {
      h = open(path, 'r').catch((err: NodeJS.ErrnoException) => {
        throw new Error(err.code === 'ENOENT' ? `the data file ${path} is missing from the sharded checkpoint` : `cannot open the data file ${path}: ${err.message}`);
      });
      this.handles.set(path, h);
    }
    return h;
  }
}

function intersect(chunk: { offsets: readonly number[]; sizes: readonly number[] }, box: Box): Box | null {
  const offsets: number[] = [];
  const sizes: number[] = [];
  for (let d = 0; d < box.sizes.length; d++) {
    const lo = Math.max(chunk.offsets[d]!, box.offsets[d]!);
    const hi = Math.min(chunk.offsets[d]! + chunk.sizes[d]!, box.offsets[d]! + box.sizes[d]!);
    if (hi <= lo) return null;
    offsets.push(lo);
    sizes.push(hi - lo);
  }
  return { offsets, sizes };
}
