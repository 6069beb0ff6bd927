// A Llama-style GPT with the module names of Meta's and torchtitan's Llama (tok_embeddings,
// layers.N.attention.wq/wk/wv/wo, feed_forward.w1/w2/w3, attention_norm, ffn_norm, norm,
// output): RMSNorm, rotary position embeddings, a SwiGLU feed-forward, no biases. It has no
// parallelize(ctx): its tensor-parallel plan alone splits it, as torchtitan's parallelize_llama
// does (vocabulary-parallel token embedding, column-parallel wq/wk/wv and w1/w3, row-parallel
// wo and w2, a column-parallel output gathered for the loss).
import { nn, torch, transformerFlopsPerToken } from '../../src/index.js';
/** Rotates the two halves of the last dimension of `x` `[batch, heads, T, headSize]` by the angles whose `cos` and `sin` are `[T, headSize / 2]` (GPT-NeoX's rotary layout). */
function rotary(x, cos, sin) {
    const half = x.shape[3] / 2;
    const x1 = x.narrow(3, 0, half);
    const x2 = x.narrow(3, half, half);
    return torch.cat([x1.mul(cos).sub(x2.mul(sin)), x2.mul(cos).add(x1.mul(sin))], 3);
}
export class Attention extends nn.Module {
    wq;
    wk;
    wv;
    wo;
    headSize;
    constructor(config) {
        super();
        if (config.width % config.heads !== 0 || (config.width / config.heads) % 2 !== 0)
            throw new RangeError(`width ${config.width} must be heads ${config.heads} × an even head size`);
        this.headSize = config.width / config.heads;
        this.wq = new nn.Linear(config.width, config.width, { bias: false });
        this.wk = new nn.Linear(config.width, config.width, { bias: false });
        this.wv = new nn.Linear(config.width, config.width, { bias: false });
        this.wo = new nn.Linear(config.width, config.width, { bias: false });
    }
    forward(x, cos, sin, mask) {
        const [batch, time] = x.shape;
        // Heads are counted from the projection's width: all of them, or this rank's share.
        const heads = (t) => t.view(batch, time, t.shape[2] / this.headSize, this.headSize).transpose(1, 2);
        const q = rotary(heads(this.wq.call(x)), cos, sin);
        const k = rotary(heads(this.wk.call(x)), cos, sin);
        const v = heads(this.wv.call(x));
        const weights = q.matmul(k.transpose(-2, -1)).mul(1 / Math.sqrt(this.headSize)).maskedFill(mask, -Infinity).softmax(-1);
        const y = weights.matmul(v).transpose(1, 2).contiguous();
        return this.wo.call(y.view(batch, time, y.shape[2] * y.shape[3]));
    }
}
export class FeedForward extends nn.Module {
    w1;
    w2;
    w3;
    constructor(config) {
        super();
        this.w1 = new nn.Linear(config.width, config.hidden, { bias: false });
        this.w2 = new nn.Linear(config.hidden, config.width, { bias: false });
        this.w3 = new nn.Linear(config.width, config.hidden, { bias: false });
    }
    /** SwiGLU: w2(silu(w1 x) · w3 x). */
    forward(x) {
        return this.w2.call(nn.functional.silu(this.w1.call(x)).mul(this.w3.call(x)));
    }
}
export class TransformerBlock extends nn.Module {
    attention_norm;
    attention;
    ffn_norm;
    feed_forward;
    constructor(config) {
        super();
        this.attention_norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
        this.attention = new Attention(config);
        this.ffn_norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
        this.feed_forward = new FeedForward(config);
    }
    forward(x, cos, sin, mask) {
        const h = x.add(this.attention.call(this.attention_norm.call(x), cos, sin, mask));
        return h.add(this.feed_forward.call(this.ffn_norm.call(h)));
    }
}
/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export class Llama extends nn.Module {
    config;
    tok_embeddings;
    layers;
    norm;
    output;
    constructor(config) {
        super();
        this.config = config;
        this.tok_embeddings = new nn.Embedding(config.vocabSize, config.width);
        this.layers = new nn.ModuleList(Array.from({ length: config.layers }, () => new TransformerBlock(config)));
        this.norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
        this.output = new nn.Linear(config.width, config.vocabSize, { bias: false });
    }
    forward(ids) {
        const time = ids.shape[1];
        if (time > this.config.maxSeqLen)
            throw new RangeError(`sequence of ${time} tokens is longer than maxSeqLen ${this.config.maxSeqLen}`);
        const mask = torch.ones(time, time, { dtype: 'bool' }).triu(1);
        const half = this.config.width / this.config.heads / 2;
        const dtype = this.norm.weight.dtype;
        // θ_i = 10000^(−i/half); angles [T, half], position t rotating pair (i, i + half) by t·θ_i.
        const inv = torch.arange(half, { dtype }).mul(-Math.log(10000) / half).exp();
        const angles = torch.arange(time, { dtype }).outer(inv);
        const cos = angles.cos();
        const sin = angles.sin();
        let x = this.tok_embeddings.call(ids);
        for (const layer of this.layers)
            x = layer.call(x, cos, sin, mask);
        return this.output.call(this.norm.call(x));
    }
    /** The sizes tensor parallelism divides (checked at setup). */
    tensorParallelDims() {
        return { heads: this.config.heads, vocabulary: this.config.vocabSize, 'feed-forward hidden width': this.config.hidden };
    }
    /** torchtitan's plan for Llama, in this library's styles. */
    tensorParallelPlan() {
        return {
            tok_embeddings: 'vocab-embedding',
            'layers.*.attention.wq': 'column',
            'layers.*.attention.wk': 'column',
            'layers.*.attention.wv': 'column',
            'layers.*.attention.wo': 'row',
            'layers.*.feed_forward.w1': 'column',
            'layers.*.feed_forward.w3': 'column',
            'layers.*.feed_forward.w2': 'row',
            'layers.*.*_norm': 'replicate',
            norm: 'replicate',
            output: { style: 'column', gatherOutput: true },
        };
    }
    /** Training FLOPs per token: 6N (every parameter but the token embedding) plus attention. */
    flopsPerToken() {
        const { vocabSize: V, width: w, hidden, layers, maxSeqLen } = this.config;
        const parameters = layers * (4 * w * w + 3 * w * hidden + 2 * w) + w + w * V;
        return transformerFlopsPerToken({ parameters, layers, width: w, sequenceLength: maxSeqLen });
    }
}
//# sourceMappingURL=llama.js.map