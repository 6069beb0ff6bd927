import { native } from '../native.js';
import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
import { emptyParameter, positiveInt } from './factory.js';
import * as init from './init.js';
import { Linear } from './linear.js';
import { Module } from './module.js';
/**
 * Multi-head attention (PyTorch's `nn.MultiheadAttention`, with equal query/key/value
 * embedding sizes): parameters `in_proj_weight` `[3E, E]` (xavier-uniform), `in_proj_bias`
 * (zeros) and `out_proj` (a Linear, zero bias). `forward` returns `[output, weights | null]`.
 */
export class MultiheadAttention extends Module {
    embedDim;
    numHeads;
    headDim;
    dropout;
    batchFirst;
    constructor(embedDim, numHeads, o = {}) {
        super();
        this.embedDim = positiveInt(embedDim, 'MultiheadAttention embedDim');
        this.numHeads = positiveInt(numHeads, 'MultiheadAttention numHeads');
        if (embedDim % numHeads !== 0)
            throw new RangeError(`MultiheadAttention: embedDim (${embedDim}) must be divisible by numHeads (${numHeads})`);
        this.headDim = embedDim / numHeads;
        this.dropout = o.dropout ?? 0;
        this.batchFirst = o.batchFirst ?? false;
        const bias = o.bias ?? true;
        const factory = { dtype: o.dtype, device: o.device };
        this.in_proj_weight = emptyParameter([3 * embedDim, embedDim], factory);
        if (bias)
            this.in_proj_bias = emptyParameter([3 * embedDim], factory);
        else
            this.registerParameter('in_proj_bias', null);
        this.out_proj = new Linear(embedDim, embedDim, { ...factory, bias });
        init.xavierUniform_(this.in_proj_weight);
        if (this.in_proj_bias)
            init.zeros_(this.in_proj_bias);
        if (this.out_proj.bias)
            init.zeros_(this.out_proj.bias);
    }
    forward(query, key, value, o = {}) {
        const needWeights = o.needWeights ?? true;
        return scope(() => {
            const batched = query.ndim === 3;
            if (!batched && query.ndim !== 2) {
                throw new RangeError(`MultiheadAttention: expected a 3-d query (${this.batchFirst ? '[batch, seq, embed]' : '[seq, batch, embed]'}) or a 2-d unbatched one, but got shape [${query.shape.join(', ')}]`);
            }
            const toSeqFirst = (t) => (!batched ? t.unsqueeze(1) : this.batchFirst ? t.transpose(0, 1) : t);
            const selfAttn = query === key && key === value;
            const q0 = toSeqFirst(query);
            const [tgtLen, bsz, e] = q0.shape;
            if (e !== this.embedDim)
                throw new RangeError(`MultiheadAttention: expected embedding size ${this.embedDim} but the query has ${e}`);
            const H = this.numHeads;
            const hd = this.headDim;
            const W = this.in_proj_weight;
            const b = this.in_proj_bias;
            let q, k, v;
            if (selfAttn) {
                [q, k, v] = lin(q0, W, b).chunk(3, -1);
            }
            else {
                const [wq, wk, wv] = W.chunk(3, 0);
                const [bq, bk, bv] = b ? b.chunk(3, 0) : [null, null, null];
                q = lin(q0, wq, bq);
                k = lin(toSeqFirst(key), wk, bk);
                v = lin(toSeqFirst(value), wv, bv);
            }
            const srcLen = k.shape[0];
            q = q.contiguous().view(tgtLen, bsz * H, hd).transpose(0, 1);
            k = k.contiguous().view(srcLen, bsz * H, hd).transpose(0, 1);
            v = v.contiguous().view(srcLen, bsz * H, hd).transpose(0, 1);
            let mask = o.attnMask ?? null;
            if (mask && mask.ndim === 3 && mask.shape[0] !== bsz * H) {
                throw new RangeError(`MultiheadAttention: a 3-d attnMask must be [batch·heads=${bsz * H}, ${tgtLen}, ${srcLen}], got [${mask.shape.join(', ')}]`);
            }
            if (o.keyPaddingMask) {
                let kpm = o.keyPaddingMask;
                if (!batched)
                    kpm = kpm.unsqueeze(0);
                kpm = kpm.view(bsz, 1, 1, srcLen).expand(-1, H, -1, -1).reshape(bsz * H, 1, srcLen);
                if (kpm.dtype !== 'bool') {
                    mask = mask ? (mask.dtype === 'bool' ? floatMask(mask, q.dtype) : mask).add(kpm) : kpm;
                }
                else if (mask === null)
                    mask = kpm;
                else if (mask.dtype === 'bool')
                    mask = callOp('aten::logical_or', [mask, kpm]);
                else
                    mask = callOp('aten::masked_fill.Scalar', [mask, kpm, -Infinity]);
            }
            if (mask && mask.dtype === 'bool')
                mask = floatMask(mask, q.dtype);
            const qs = q.div(Math.sqrt(hd));
            const kt = k.transpose(-2, -1);
            let w = mask ? callOp('aten::baddbmm', [mask, qs, kt]) : qs.bmm(kt);
            w = w.softmax(-1);
            if (this.training && this.dropout > 0)
                w = callOp('aten::dropout', [w, this.dropout, true]);
            let out = w.bmm(v).transpose(0, 1).contiguous().view(tgtLen * bsz, e);
            out = lin(out, this.out_proj.weight, this.out_proj.bias).view(tgtLen, bsz, e);
            out = !batched ? out.squeeze(1) : this.batchFirst ? out.transpose(0, 1) : out;
            if (!needWeights)
                return [out, null];
            let weights = w.view(bsz, H, tgtLen, srcLen);
            if (o.averageAttnWeights ?? true)
                weights = weights.sum(1).div(H);
            if (!batched)
                weights = weights.squeeze(0);
            return [out, weights];
        });
    }
    extraRepr() {
        return `embedDim=${this.embedDim}, numHeads=${this.numHeads}${this.batchFirst ? ', batchFirst=true' : ''}`;
    }
}
function lin(x, w, b) {
    return new Tensor(native.linear(x._h, w._h, b ? b._h : null));
}
function floatMask(mask, dtype) {
    const z = callOp('aten::zeros_like', [mask], { dtype });
    return callOp('aten::masked_fill.Scalar', [z, mask, -Infinity]);
}
//# sourceMappingURL=attention.js.map