// A Llama-style GPT with the module names of Meta's and torchtitan's Llama (tok_embeddings,
// layers.N.attention.wq/wk/wv/wo, feed_forward.w1/w2/w3, attention_norm, ffn_norm, norm,
// output): RMSNorm, rotary position embeddings, a SwiGLU feed-forward, no biases. It has no
// parallelize(ctx): its tensor-parallel plan alone splits it, as torchtitan's parallelize_llama
// does (vocabulary-parallel token embedding, column-parallel wq/wk/wv and w1/w3, row-parallel
// wo and w2, a column-parallel output gathered for the loss).
import { nn, torch, transformerFlopsPerToken, type TensorParallelPlan, type Tensor } from '../../src/index.js';

export interface LlamaConfig {
  vocabSize: number;
  /** Longest sequence (the rotary tables' length). */
  maxSeqLen: number;
  layers: number;
  heads: number;
  width: number;
  /** The SwiGLU hidden width. */
  hidden: number;
}

/** Rotates the two halves of the last dimension of `x` `[batch, heads, T, headSize]` by the angles whose `cos` and `sin` are `[T, headSize / 2]` (GPT-NeoX's rotary layout). */
function rotary(x: Tensor, cos: Tensor, sin: Tensor): Tensor {
  const half = x.shape[3]! / 2;
  const x1 = x.narrow(3, 0, half);
  const x2 = x.narrow(3, half, half);
  return torch.cat([x1.mul(cos).sub(x2.mul(sin)), x2.mul(cos).add(x1.mul(sin))], 3);
}

export class Attention extends nn.Module {
  wq: nn.Module;
  wk: nn.Module;
  wv: nn.Module;
  wo: nn.Module;
  readonly headSize: number;

  constructor(config: LlamaConfig) {
    super();
    if (config.width % config.heads !== 0 || (config.width / config.heads) % 2 !== 0) throw new RangeError(`width ${config.width} must be heads ${config.heads} × an even head size`);
    this.headSize = config.width / config.heads;
    this.wq = new nn.Linear(config.width, config.width, { bias: false });
    this.wk = new nn.Linear(config.width, config.width, { bias: false });
    this.wv = new nn.Linear(config.width, config.width, { bias: false });
    this.wo = new nn.Linear(config.width, config.width, { bias: false });
  }

  override forward(x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor): Tensor {
    // Heads are counted from the projection's width: all of them, or this rank's share; the
    // sequence from its length: x's, or the whole of it where x is a slice (sequence parallelism).
    const heads = (t: Tensor) => t.view(t.shape[0]!, t.shape[1]!, t.shape[2]! / this.headSize, this.headSize).transpose(1, 2);
    const q = rotary(heads(this.wq.call(x)), cos, sin);
    const k = rotary(heads(this.wk.call(x)), cos, sin);
    const v = heads(this.wv.call(x));
    const weights = q.matmul(k.transpose(-2, -1)).mul(1 / Math.sqrt(this.headSize)).maskedFill(mask, -Infinity).softmax(-1);
    const y = weights.matmul(v).transpose(1, 2).contiguous();
    return this.wo.call(y.view(y.shape[0]!, y.shape[1]!, y.shape[2]! * y.shape[3]!));
  }
}

export class FeedForward extends nn.Module {
  w1: nn.Module;
  w2: nn.Module;
  w3: nn.Module;

  constructor(config: LlamaConfig) {
    super();
    this.w1 = new nn.Linear(config.width, config.hidden, { bias: false });
    this.w2 = new nn.Linear(config.hidden, config.width, { bias: false });
    this.w3 = new nn.Linear(config.width, config.hidden, { bias: false });
  }

  /** SwiGLU: w2(silu(w1 x) · w3 x). */
  override forward(x: Tensor): Tensor {
    return this.w2.call(nn.functional.silu(this.w1.call(x)).mul(this.w3.call(x)));
  }
}

export class TransformerBlock extends nn.Module {
  attention_norm: nn.RMSNorm;
  attention: Attention;
  ffn_norm: nn.RMSNorm;
  feed_forward: FeedForward;

  constructor(config: LlamaConfig) {
    super();
    this.attention_norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
    this.attention = new Attention(config);
    this.ffn_norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
    this.feed_forward = new FeedForward(config);
  }

  override forward(x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor): Tensor {
    const h = x.add(this.attention.call(this.attention_norm.call(x), cos, sin, mask));
    return h.add(this.feed_forward.call(this.ffn_norm.call(h)));
  }
}

/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export class Llama extends nn.Module {
  tok_embeddings: nn.Module;
  layers: nn.ModuleList;
  norm: nn.RMSNorm;
  output: nn.Module;

  constructor(readonly config: LlamaConfig) {
    super();
    this.tok_embeddings = new nn.Embedding(config.vocabSize, config.width);
    this.layers = new nn.ModuleList(Array.from({ length: config.layers }, () => new TransformerBlock(config)));
    this.norm = new nn.RMSNorm(config.width, { eps: 1e-5 });
    this.output = new nn.Linear(config.width, config.vocabSize, { bias: false });
  }

  override forward(ids: Tensor): Tensor {
    const time = ids.shape[1]!;
    if (time > this.config.maxSeqLen) throw new RangeError(`sequence of ${time} tokens is longer than maxSeqLen ${this.config.maxSeqLen}`);
    const mask = torch.ones(time, time, { dtype: 'bool' }).triu(1);
    const half = this.config.width / this.config.heads / 2;
    const dtype = this.norm.weight!.dtype;
    // θ_i = 10000^(−i/half); angles [T, half], position t rotating pair (i, i + half) by t·θ_i.
    const inv = torch.arange(half, { dtype }).mul(-Math.log(10000) / half).exp();
    const angles = torch.arange(time, { dtype }).outer(inv);
    const cos = angles.cos();
    const sin = angles.sin();
    let x = this.tok_embeddings.call(ids);
    for (const layer of this.layers) x = (layer as TransformerBlock).call(x, cos, sin, mask);
    return this.output.call(this.norm.call(x));
  }

  /** The sizes tensor parallelism divides (checked at setup). */
  tensorParallelDims(): Record<string, number> {
    return { heads: this.config.heads, vocabulary: this.config.vocabSize, 'feed-forward hidden width': this.config.hidden };
  }

  /**
   * torchtitan's plan for Llama, in this library's styles. Under `parallel.sequenceParallel`
   * the token embedding reduce-scatters along the sequence, the RMSNorms normalize slices of it
   * (gradients summed over the group), and the column layers all-gather it (wq, wk and wv each
   * gather the same input); without the flag the norms stay replicated.
   */
  tensorParallelPlan(): TensorParallelPlan {
    return {
      tok_embeddings: 'vocab-embedding',
      'layers.*.attention.wq': 'column',
      'layers.*.attention.wk': 'column',
      'layers.*.attention.wv': 'column',
      'layers.*.attention.wo': 'row',
      'layers.*.feed_forward.w1': 'column',
      'layers.*.feed_forward.w3': 'column',
      'layers.*.feed_forward.w2': 'row',
      'layers.*.*_norm': 'sequence-norm',
      norm: 'sequence-norm',
      output: { style: 'column', gatherOutput: true },
    };
  }

  /** Training FLOPs per token: 6N (every parameter but the token embedding) plus attention. */
  flopsPerToken(): number {
    const { vocabSize: V, width: w, hidden, layers, maxSeqLen } = this.config;
    const parameters = layers * (4 * w * w + 3 * w * hidden + 2 * w) + w + w * V;
    return transformerFlopsPerToken({ parameters, layers, width: w, sequenceLength: maxSeqLen });
  }
}
