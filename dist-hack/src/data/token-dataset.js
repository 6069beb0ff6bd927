import { statSync } from 'node:fs';
import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { scope } from '../torch/scope.js';
import { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';
import { checkCount } from './errors.js';
const ITEM_SIZE = { uint8: 1, uint16: 2, int16: 2, int32: 4, int64: 8 };
const INTEGER_DTYPES = new Set(['uint8', 'int8', 'int16', 'int32', 'int64']);
/** The tokens as a kept 1-D tensor (int32 or int64 where values need it). */
function tokensTensor(tokens) {
    if (tokens instanceof Tensor) {
        if (tokens.isDisposed)
            throw new Error('TokenDataset: the tokens tensor was already disposed');
        if (tokens.dim() !== 1 || !INTEGER_DTYPES.has(tokens.dtype)) {
            throw new TypeError(`TokenDataset: tokens must be a 1-D integer tensor, got ${tokens.dtype} of shape [${tokens.shape.join(', ')}]`);
        }
        return tokens.detach().clone().keep();
    }
    let data;
    if (tokens instanceof Uint8Array || tokens instanceof Int16Array || tokens instanceof Int32Array || tokens instanceof BigInt64Array)
        data = tokens.slice();
    else if (tokens instanceof Uint16Array)
        data = Int32Array.from(tokens);
    else if (tokens instanceof Uint32Array)
        data = BigInt64Array.from(tokens, (v) => BigInt(v));
    else if (Array.isArray(tokens)) {
        let wide = false;
        tokens.forEach((v, i) => {
            if (!Number.isSafeInteger(v))
                throw new TypeError(`TokenDataset: tokens[${i}] must be an integer token id, got ${String(v)}`);
            if (v > 0x7fffffff || v < -0x80000000)
                wide = true;
        });
        data = wide ? BigInt64Array.from(tokens, (v) => BigInt(v)) : Int32Array.from(tokens);
    }
    else {
        throw new TypeError('TokenDataset: tokens must be an array of integers, an integer typed array or a 1-D integer Tensor');
    }
    return fromTypedArray(data, [data.length]).keep();
}
/**
 * Fixed-length windows over token ids: window `i` starts at token `i * stride`; `input` is its
 * `blockSize` tokens and `target` the next `blockSize` (both int64). The ids come from a file,
 * which is mapped (libtorch's `from_file`, a private read-only mapping) so only the pages a
 * batch touches are read and datasets larger than memory work, or from memory (`tokens`: an
 * array, a typed array or a tensor, copied once).
 */
export class TokenDataset extends Dataset {
    /** The token file, or undefined for tokens given in memory. */
    path;
    blockSize;
    stride;
    /** Element type of the file (for tokens in memory, the type they are held in). */
    dtype;
    numTokens;
    length;
    tokens;
    /** Ids stored as int16 that are really uint16 (a mapped nanoGPT file). */
    masked;
    constructor(options) {
        super();
        if (options === null || typeof options !== 'object')
            throw new TypeError('TokenDataset: expected options { path, blockSize } or { tokens, blockSize }');
        this.blockSize = checkCount(options.blockSize, 'TokenDataset blockSize');
        this.stride = checkCount(options.stride ?? this.blockSize, 'TokenDataset stride');
        if ('tokens' in options) {
            if ('path' in options)
                throw new TypeError('TokenDataset: give either path or tokens, not both');
            this.path = undefined;
            this.tokens = tokensTensor(options.tokens);
            this.dtype = this.tokens.dtype === 'int64' ? 'int64' : this.tokens.dtype === 'uint8' ? 'uint8' : this.tokens.dtype === 'int16' ? 'int16' : 'int32';
            this.masked = false;
            this.numTokens = this.tokens.shape[0];
            if (this.numTokens < this.blockSize + 1) {
                this.tokens.dispose();
                throw new RangeError(`TokenDataset: ${this.numTokens} tokens given; a window of blockSize ${this.blockSize} needs at least ${this.blockSize + 1}`);
            }
            this.length = Math.floor((this.numTokens - 1 - this.blockSize) / this.stride) + 1;
            return;
        }
        this.path = options.path;
        if (typeof this.path !== 'string')
            throw new TypeError(`TokenDataset: path must be a file path, got ${typeof this.path}`);
        this.dtype = options.dtype ?? 'uint16';
        this.masked = this.dtype === 'uint16';
        const size = ITEM_SIZE[this.dtype];
        if (size === undefined)
            throw new TypeError(`TokenDataset: dtype must be one of ${Object.keys(ITEM_SIZE).join(', ')}, got ${String(options.dtype)}`);
        let bytes;
        try {
            bytes = statSync(this.path).size;
        }
        catch (err) {
            throw new Error(`TokenDataset: cannot read ${this.path}: ${err.message}`);
        }
        if (bytes % size !== 0)
            throw new Error(`TokenDataset: ${this.path} has ${bytes} bytes, not a whole number of ${this.dtype} tokens`);
        this.numTokens = bytes / size;
        if (this.numTokens < this.blockSize + 1) {
            throw new RangeError(`TokenDataset: ${this.path} has ${this.numTokens} tokens; a window of blockSize ${this.blockSize} needs at least ${this.blockSize + 1}`);
        }
        this.length = Math.floor((this.numTokens - 1 - this.blockSize) / this.stride) + 1;
        const mapped = this.dtype === 'uint16' ? 'int16' : this.dtype;
        this.tokens = callOp('aten::from_file', [this.path, false, this.numTokens], { dtype: mapped }).keep();
    }
    get(index) {
        this.checkIndex(index);
        return this.getBatch([index], false);
    }
    /** Gathers the windows with one `index_select` on the mapped tokens. */
    getBatch(indices, batched = true) {
        for (const i of indices)
            this.checkIndex(i);
        const w = this.blockSize + 1;
        const big = this.numTokens > 0x7fffffff;
        const idx = big ? new BigInt64Array(indices.length * w) : new Int32Array(indices.length * w);
        indices.forEach((i, b) => {
            const start = i * this.stride;
            for (let k = 0; k < w; k++)
                idx[b * w + k] = (big ? BigInt(start + k) : start + k);
        });
        return scope(() => {
            const rows = callOp('aten::index_select', [this.tokens, 0, fromTypedArray(idx, [idx.length])]);
            let win = rows.to('int64');
            if (this.masked)
                win = callOp('aten::bitwise_and.Scalar', [win, 0xffff]);
            win = win.view(batched ? [indices.length, w] : [w]);
            const L = this.blockSize;
            return { input: win.narrow(-1, 0, L).contiguous(), target: win.narrow(-1, 1, L).contiguous() };
        });
    }
    /** Unmaps the file (or frees the tokens held in memory). */
    dispose() {
        this.tokens.dispose();
    }
}
//# sourceMappingURL=token-dataset.js.map