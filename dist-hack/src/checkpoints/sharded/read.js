import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { empty } from '../../torch/creation.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { native } from '../../torch/native.js';
import { noGrad } from '../../torch/autograd.js';
import { FORMAT, MANIFEST } from './layout.js';
import { itemSize, numel } from './torch-archive.js';
/**
 * Reads a sharded save directory: the manifest, and any box of any tensor by reading only
 * the bytes of the stored chunks that overlap it (whatever world size wrote them). Every
 * block read is checked against the data file's block CRC-32s, so a torn or damaged data
 * file is an error naming it.
 */
export class ShardedReader {
    dir;
    manifest;
    handles = new Map();
    /** Edge blocks of a read land here before their checksum is checked. */
    scratch = null;
    scratchBusy = false;
    /** Sizes of the data files, checked once per file. */
    sizes = new Map();
    constructor(dir, manifest) {
        this.dir = dir;
        this.manifest = manifest;
    }
    /**
     * Opens a save directory.
     *
     * @throws Error naming the directory when it holds no complete save (no manifest: the save
     *   did not finish) or the manifest is not this format's
     */
    static async open(dir) {
        let text;
        try {
            text = await readFile(join(dir, MANIFEST), 'utf8');
        }
        catch (err) {
            const code = err.code;
            throw new Error(code === 'ENOENT'
                ? `Cannot read the sharded checkpoint '${dir}': it has no ${MANIFEST}, so its save did not finish (use an older save, or the one 'latest' names)`
                : `Cannot read the sharded checkpoint '${dir}': ${err.message}`);
        }
        let manifest;
        try {
            manifest = JSON.parse(text);
        }
        catch (err) {
            throw new Error(`Cannot read the sharded checkpoint '${dir}': ${MANIFEST} is not valid JSON (${err.message})`);
        }
        if (manifest?.format !== FORMAT || typeof manifest.tensors !== 'object') {
            throw new Error(`Cannot read the sharded checkpoint '${dir}': ${MANIFEST} is not a ${FORMAT} manifest`);
        }
        return new ShardedReader(dir, manifest);
    }
    /** The stored tensor named `fqn`. */
    tensor(fqn) {
        const t = this.manifest.tensors[fqn];
        if (!t)
            throw new Error(`the sharded checkpoint '${this.dir}' holds no tensor '${fqn}'`);
        return t;
    }
    /** The whole tensor `fqn` (a new tensor owned by the caller). */
    readWhole(fqn) {
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
    async readBox(fqn, box) {
        const t = this.tensor(fqn);
        if (box.sizes.length !== t.shape.length)
            throw new Error(`cannot read [${box.sizes}] of '${fqn}', whose shape is [${t.shape}]`);
        const out = empty([...box.sizes], { dtype: t.dtype });
        try {
            let covered = 0;
            for (const chunk of t.chunks) {
                const overlap = intersect(chunk, box);
                if (!overlap)
                    continue;
                covered += numel(overlap.sizes);
                await this.copyOverlap(t, chunk, box, overlap, out);
            }
            if (covered < numel(box.sizes)) {
                throw new Error(`the stored chunks of '${fqn}' cover ${covered} of the ${numel(box.sizes)} elements asked for (offsets [${box.offsets}], sizes [${box.sizes}]); the checkpoint is incomplete`);
            }
            return out;
        }
        catch (err) {
            out.dispose();
            throw err;
        }
    }
    /** Reads `fqn` as this rank needs it: the boxes of a sharded layout as a ShardedTensor, else the whole tensor. */
    async readLike(fqn, layout) {
        if (!layout)
            return this.readWhole(fqn);
        const stored = this.tensor(fqn);
        if (stored.shape.join(',') !== layout.globalShape.join(',')) {
            throw new Error(`'${fqn}' has shape [${stored.shape}] in the checkpoint but [${layout.globalShape}] here`);
        }
        const chunks = [];
        try {
            for (const box of layout.boxes)
                chunks.push({ offsets: [...box.offsets], tensor: await this.readBox(fqn, box) });
        }
        catch (err) {
            for (const c of chunks)
                c.tensor.dispose();
            throw err;
        }
        return new ShardedTensor(stored.shape, stored.dtype, chunks);
    }
    /** Closes the data files. */
    async close() {
        const handles = [...this.handles.values()];
        this.handles.clear();
        for (const h of handles)
            await (await h.catch(() => null))?.close();
    }
    async copyOverlap(t, chunk, box, overlap, out) {
        const scalar = t.shape.length === 0;
        const rowBytes = numel(chunk.sizes.slice(1)) * itemSize(t.dtype);
        const rows = scalar ? 1 : overlap.sizes[0];
        const startRow = scalar ? 0 : overlap.offsets[0] - chunk.offsets[0];
        // Read into memory the JS heap accounts for (a view over tensor memory would keep it until collected).
        const bytes = Buffer.allocUnsafeSlow(rows * rowBytes);
        if (bytes.byteLength > 0)
            await this.readChecked(chunk.file, chunk.offset + startRow * rowBytes, bytes);
        noGrad(() => {
            if (fullRows(chunk, box)) {
                // The box's rows are contiguous in `out`: copy the bytes straight in.
                const dst = scalar ? out : out.narrow(0, overlap.offsets[0] - box.offsets[0], rows);
                try {
                    if (bytes.byteLength > 0)
                        native.copyFromTypedArray(dst._h, bytes);
                }
                finally {
                    if (dst !== out)
                        dst.dispose();
                }
                return;
            }
            const piece = empty([rows, ...chunk.sizes.slice(1)], { dtype: t.dtype });
            const made = [piece];
            try {
                if (bytes.byteLength > 0)
                    native.copyFromTypedArray(piece._h, bytes);
                let src = piece;
                let dst = out;
                for (let d = 0; d < t.shape.length; d++) {
                    const len = overlap.sizes[d];
                    if (d > 0)
                        made.push((src = src.narrow(d, overlap.offsets[d] - chunk.offsets[d], len)));
                    made.push((dst = dst.narrow(d, overlap.offsets[d] - box.offsets[d], len)));
                }
                dst.copy_(src);
            }
            finally {
                for (const m of made)
                    m.dispose();
            }
        });
    }
    /**
     * The whole tensor `fqn`'s bytes (contiguous, little-endian) into `into` (at least its size),
     * without a tensor: each stored dim-0 chunk is read straight to its place. Returns the
     * number of bytes. For consolidation, where memory must stay at one buffer.
     */
    async readWholeInto(fqn, into) {
        const t = this.tensor(fqn);
        const whole = { offsets: t.shape.map(() => 0), sizes: t.shape };
        const nbytes = numel(t.shape) * itemSize(t.dtype);
        if (into.byteLength < nbytes)
            throw new RangeError(`readWholeInto: '${fqn}' needs ${nbytes} bytes, the buffer has ${into.byteLength}`);
        if (!t.chunks.every((c) => fullRows(c, whole))) {
            const tensor = await this.readWhole(fqn);
            try {
                into.set(new Uint8Array(native.toArrayBuffer(tensor._h)));
            }
            finally {
                tensor.dispose();
            }
            return nbytes;
        }
        let covered = 0;
        const rowBytes = numel(t.shape.slice(1)) * itemSize(t.dtype);
        for (const c of t.chunks) {
            const at = t.shape.length === 0 ? 0 : c.offsets[0] * rowBytes;
            await this.readChecked(c.file, c.offset, into.subarray(at, at + c.length));
            covered += c.length;
        }
        if (covered < nbytes)
            throw new Error(`the stored chunks of '${fqn}' cover ${covered} of its ${nbytes} bytes; the checkpoint is incomplete`);
        return nbytes;
    }
    /** Reads `into.byteLength` bytes at `position` of a data file, checking every block they touch. */
    async readChecked(fileName, position, into) {
        const info = this.manifest.files[fileName];
        if (!info)
            throw new Error(`the sharded checkpoint '${this.dir}' names a data file '${fileName}' that its manifest does not list`);
        const path = join(this.dir, fileName);
        const handle = await this.handle(path);
        let size = this.sizes.get(path);
        if (size === undefined)
            this.sizes.set(path, (size = (await handle.stat()).size));
        if (size !== info.bytes) {
            throw new Error(`the data file ${path} (rank ${info.rank}) is torn: it has ${size} bytes but ${info.bytes} were written; restore it or resume from an older save`);
        }
        const bs = info.blockBytes;
        const end = position + into.byteLength;
        for (let b = Math.floor(position / bs); b * bs < end; b++) {
            const start = b * bs;
            const n = Math.min(bs, info.bytes - start);
            // A block wholly inside the range is read straight into place; an edge block goes through the scratch buffer.
            const inside = start >= position && start + n <= end;
            const block = inside ? into.subarray(start - position, start - position + n) : this.scratchFor(bs).subarray(0, n);
            let got = 0;
            while (got < n) {
                const { bytesRead } = await handle.read(block, got, n - got, start + got);
                if (bytesRead === 0)
                    break;
                got += bytesRead;
            }
            if (got < n || crc32(block) >>> 0 !== info.blockCrc32[b]) {
                if (!inside && block.buffer === this.scratch?.buffer)
                    this.scratchBusy = false;
                throw new Error(`the data file ${path} (rank ${info.rank}) is damaged: bytes ${start}–${start + n} do not match their checksum; restore it or resume from an older save`);
            }
            if (!inside) {
                const from = Math.max(position, start);
                const to = Math.min(end, start + n);
                into.set(block.subarray(from - start, to - start), from - position);
                if (block.buffer === this.scratch?.buffer)
                    this.scratchBusy = false;
            }
        }
    }
    scratchFor(bytes) {
        // Reads may run concurrently: only one at a time borrows the shared buffer.
        if (this.scratchBusy)
            return Buffer.allocUnsafeSlow(bytes);
        if (!this.scratch || this.scratch.byteLength < bytes)
            this.scratch = Buffer.allocUnsafeSlow(bytes);
        this.scratchBusy = true;
        return this.scratch;
    }
    handle(path) {
        let h = this.handles.get(path);
        if (!h) {
            h = open(path, 'r').catch((err) => {
                throw new Error(err.code === 'ENOENT' ? `the data file ${path} is missing from the sharded checkpoint` : `cannot open the data file ${path}: ${err.message}`);
            });
            this.handles.set(path, h);
        }
        return h;
    }
}
/** Whether a chunk spans the box entirely in every dimension but the first (so its rows are contiguous in the box). */
function fullRows(chunk, box) {
    for (let d = 1; d < box.sizes.length; d++)
        if (chunk.offsets[d] !== box.offsets[d] || chunk.sizes[d] !== box.sizes[d])
            return false;
    return true;
}
function intersect(chunk, box) {
    const offsets = [];
    const sizes = [];
    for (let d = 0; d < box.sizes.length; d++) {
        const lo = Math.max(chunk.offsets[d], box.offsets[d]);
        const hi = Math.min(chunk.offsets[d] + chunk.sizes[d], box.offsets[d] + box.sizes[d]);
        if (hi <= lo)
            return null;
        offsets.push(lo);
        sizes.push(hi - lo);
    }
    return { offsets, sizes };
}
//# sourceMappingURL=read.js.map