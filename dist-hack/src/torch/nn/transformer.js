import { callOp } from '../ops.js';
import { getRngState, setRngState } from '../random.js';
import { scope } from '../scope.js';
import { MultiheadAttention } from './attention.js';
import { ModuleList } from './container.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Linear } from './linear.js';
import { Module } from './module.js';
import { LayerNorm } from './normalization.js';
function dropoutIf(m, x, p) {
    return m.training && p > 0 ? callOp('aten::dropout', [x, p, true]) : x;
}
function activate(x, activation) {
    return activation === 'gelu' ? F.gelu(x) : x.relu();
}
/**
 * Self-attention and feedforward block (PyTorch's `nn.TransformerEncoderLayer`), with
 * PyTorch's submodule names (`self_attn`, `linear1`, `linear2`, `norm1`, `norm2`).
 */
export class TransformerEncoderLayer extends Module {
    dModel;
    nhead;
    options;
    dropout;
    activation;
    normFirst;
    constructor(dModel, nhead, o = {}) {
        super();
        this.dModel = dModel;
        this.nhead = nhead;
        this.options = { ...o };
        this.dropout = o.dropout ?? 0.1;
        this.activation = o.activation ?? 'relu';
        this.normFirst = o.normFirst ?? false;
        const factory = { dtype: o.dtype, device: o.device };
        const dff = o.dimFeedforward ?? 2048;
        this.self_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
        this.linear1 = new Linear(dModel, dff, factory);
        this.linear2 = new Linear(dff, dModel, factory);
        this.norm1 = new LayerNorm(dModel, { ...factory, eps: o.layerNormEps ?? 1e-5 });
        this.norm2 = new LayerNorm(dModel, { ...factory, eps: o.layerNormEps ?? 1e-5 });
    }
    forward(src, masks = {}) {
        return scope(() => {
            const sa = (x) => {
                const [y] = this.self_attn.forward(x, x, x, { attnMask: masks.srcMask, keyPaddingMask: masks.srcKeyPaddingMask, needWeights: false });
                return dropoutIf(this, y, this.dropout);
            };
            const ff = (x) => {
                const h = dropoutIf(this, activate(this.linear1.forward(x), this.activation), this.dropout);
                return dropoutIf(this, this.linear2.forward(h), this.dropout);
            };
            let x = src;
            if (this.normFirst) {
                x = x.add(sa(this.norm1.forward(x)));
                x = x.add(ff(this.norm2.forward(x)));
            }
            else {
                x = this.norm1.forward(x.add(sa(x)));
                x = this.norm2.forward(x.add(ff(x)));
            }
            return x;
        });
    }
}
/**
 * Self-attention, cross-attention and feedforward block (PyTorch's
 * `nn.TransformerDecoderLayer`): `self_attn`, `multihead_attn`, `linear1`, `linear2`,
 * `norm1`..`norm3`.
 */
export class TransformerDecoderLayer extends Module {
    dModel;
    nhead;
    options;
    dropout;
    activation;
    normFirst;
    constructor(dModel, nhead, o = {}) {
        super();
        this.dModel = dModel;
        this.nhead = nhead;
        this.options = { ...o };
        this.dropout = o.dropout ?? 0.1;
        this.activation = o.activation ?? 'relu';
        this.normFirst = o.normFirst ?? false;
        const factory = { dtype: o.dtype, device: o.device };
        const dff = o.dimFeedforward ?? 2048;
        const eps = o.layerNormEps ?? 1e-5;
        this.self_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
        this.multihead_attn = new MultiheadAttention(dModel, nhead, { ...factory, dropout: this.dropout, batchFirst: o.batchFirst });
        this.linear1 = new Linear(dModel, dff, factory);
        this.linear2 = new Linear(dff, dModel, factory);
        this.norm1 = new LayerNorm(dModel, { ...factory, eps });
        this.norm2 = new LayerNorm(dModel, { ...factory, eps });
        this.norm3 = new LayerNorm(dModel, { ...factory, eps });
    }
    forward(tgt, memory, masks = {}) {
        return scope(() => {
            const sa = (x) => {
                const [y] = this.self_attn.forward(x, x, x, { attnMask: masks.tgtMask, keyPaddingMask: masks.tgtKeyPaddingMask, needWeights: false });
                return dropoutIf(this, y, this.dropout);
            };
            const mha = (x) => {
                const [y] = this.multihead_attn.forward(x, memory, memory, { attnMask: masks.memoryMask, keyPaddingMask: masks.memoryKeyPaddingMask, needWeights: false });
                return dropoutIf(this, y, this.dropout);
            };
            const ff = (x) => {
                const h = dropoutIf(this, activate(this.linear1.forward(x), this.activation), this.dropout);
                return dropoutIf(this, this.linear2.forward(h), this.dropout);
            };
            let x = tgt;
            if (this.normFirst) {
                x = x.add(sa(this.norm1.forward(x)));
                x = x.add(mha(this.norm2.forward(x)));
                x = x.add(ff(this.norm3.forward(x)));
            }
            else {
                x = this.norm1.forward(x.add(sa(x)));
                x = this.norm2.forward(x.add(mha(x)));
                x = this.norm3.forward(x.add(ff(x)));
            }
            return x;
        });
    }
}
/**
 * `n` copies of `layer` with equal weights (PyTorch's deep copies): each copy is built with
 * the random generator's state restored afterwards, so cloning draws no random numbers.
 */
function clones(layer, n) {
    const list = new ModuleList();
    const state = layer.stateDict({ keepVars: true });
    for (let i = 0; i < n; i++) {
        const rng = getRngState();
        const Ctor = layer.constructor;
        const copy = new Ctor(layer.dModel, layer.nhead, layer.options);
        setRngState(rng);
        rng.dispose();
        copy.loadStateDict(state);
        copy.train(layer.training);
        list.append(copy);
    }
    return list;
}
/** A stack of `numLayers` copies of an encoder layer, with an optional final norm (PyTorch's `nn.TransformerEncoder`). */
export class TransformerEncoder extends Module {
    numLayers;
    constructor(encoderLayer, numLayers, options = {}) {
        super();
        this.numLayers = numLayers;
        this.layers = clones(encoderLayer, numLayers);
        if (options.norm)
            this.norm = options.norm;
        else
            this.registerModule('norm', null);
    }
    forward(src, masks = {}) {
        return scope(() => {
            let x = src;
            for (const layer of this.layers)
                x = layer.forward(x, masks);
            return this.norm ? this.norm.forward(x) : x;
        });
    }
}
/** A stack of `numLayers` copies of a decoder layer, with an optional final norm (PyTorch's `nn.TransformerDecoder`). */
export class TransformerDecoder extends Module {
    numLayers;
    constructor(decoderLayer, numLayers, options = {}) {
        super();
        this.numLayers = numLayers;
        this.layers = clones(decoderLayer, numLayers);
        if (options.norm)
            this.norm = options.norm;
        else
            this.registerModule('norm', null);
    }
    forward(tgt, memory, masks = {}) {
        return scope(() => {
            let x = tgt;
            for (const layer of this.layers)
                x = layer.forward(x, memory, masks);
            return this.norm ? this.norm.forward(x) : x;
        });
    }
}
/**
 * The encoder-decoder Transformer (PyTorch's `nn.Transformer`): the same submodule names and
 * initialisation (xavier-uniform for every matrix), so a seed gives PyTorch's weights.
 */
export class Transformer extends Module {
    dModel;
    nhead;
    batchFirst;
    constructor(o = {}) {
        super();
        this.dModel = o.dModel ?? 512;
        this.nhead = o.nhead ?? 8;
        this.batchFirst = o.batchFirst ?? false;
        const factory = { dtype: o.dtype, device: o.device };
        const layerOptions = { ...o };
        const eps = o.layerNormEps ?? 1e-5;
        const encLayer = new TransformerEncoderLayer(this.dModel, this.nhead, layerOptions);
        this.encoder = new TransformerEncoder(encLayer, o.numEncoderLayers ?? 6, { norm: new LayerNorm(this.dModel, { ...factory, eps }) });
        encLayer.dispose();
        const decLayer = new TransformerDecoderLayer(this.dModel, this.nhead, layerOptions);
        this.decoder = new TransformerDecoder(decLayer, o.numDecoderLayers ?? 6, { norm: new LayerNorm(this.dModel, { ...factory, eps }) });
        decLayer.dispose();
        for (const p of this.parameters())
            if (p.ndim > 1)
                init.xavierUniform_(p);
    }
    forward(src, tgt, masks = {}) {
        return scope(() => {
            const memory = this.encoder.forward(src, { srcMask: masks.srcMask, srcKeyPaddingMask: masks.srcKeyPaddingMask });
            return this.decoder.forward(tgt, memory, masks);
        });
    }
    /** A `[size, size]` float mask with -inf above the diagonal (causal attention). */
    static generateSquareSubsequentMask(size, options = {}) {
        return scope(() => {
            const full = callOp('aten::full', [[size, size], -Infinity], { dtype: options.dtype ?? 'float32', device: options.device ?? 'cpu' });
            return callOp('aten::triu', [full, 1]);
        });
    }
}
//# sourceMappingURL=transformer.js.map