// A small GPT: token and position embeddings, pre-norm blocks of causal self-attention and a
// GELU feed-forward, a final LayerNorm and a linear head. Attention is written out with the
// library's ops (no fused kernel), as in nanoGPT's model.py.
import { nn, torch, type ColumnParallelLinear, type ParallelizeContext, type RowParallelLinear, type Tensor } from '../../src/index.js';
import { parallelizeGpt } from './parallelize.js';
import { gptPipelineStages, type GptStage } from './stages.js';

export interface GptConfig {
  vocabSize: number;
  /** Longest sequence the model sees (the position table's size). */
  blockSize: number;
  layers: number;
  heads: number;
  width: number;
  dropout: number;
}

export class CausalSelfAttention extends nn.Module {
  /** q, k and v stacked: width → 3·width (column-parallel under tensor parallelism, 3 blocks). */
  qkv: nn.Linear | ColumnParallelLinear;
  /** The output projection (row-parallel under tensor parallelism). */
  proj: nn.Linear | RowParallelLinear;
  attnDrop: nn.Dropout;
  residDrop: nn.Dropout;
  /** The heads this module computes: all of them, or this rank's share under tensor parallelism. */
  heads: number;

  constructor(readonly config: GptConfig) {
    super();
    this.heads = config.heads;
    if (config.width % config.heads !== 0) throw new RangeError(`width ${config.width} must be a multiple of heads ${config.heads}`);
    this.qkv = new nn.Linear(config.width, 3 * config.width);
    this.proj = new nn.Linear(config.width, config.width);
    this.attnDrop = new nn.Dropout(config.dropout);
    this.residDrop = new nn.Dropout(config.dropout);
  }

  override forward(x: Tensor, mask: Tensor): Tensor {
    const [batch, time] = x.shape;
    const heads = this.heads;
    // The width of this module's heads: the model's, or this rank's share of it.
    const qkv = this.qkv.call(x);
    const width = qkv.shape[2]! / 3;
    const headSize = width / heads;
    // [B, T, 3C] -> three [B, heads, T, headSize]
    const [q, k, v] = qkv.split(width, 2).map((t) => t.view(batch!, time!, heads, headSize).transpose(1, 2));
    const scores = q!.matmul(k!.transpose(-2, -1)).mul(1 / Math.sqrt(headSize));
    const weights = this.attnDrop.call(scores.maskedFill(mask, -Infinity).softmax(-1));
    const y = weights.matmul(v!).transpose(1, 2).contiguous().view(batch!, time!, width);
    return this.residDrop.call(this.proj.call(y));
  }
}

export class Block extends nn.Module {
  ln1: nn.LayerNorm;
  attn: CausalSelfAttention;
  ln2: nn.LayerNorm;
  mlp: nn.Sequential;

  constructor(config: GptConfig) {
    super();
    this.ln1 = new nn.LayerNorm(config.width);
    this.attn = new CausalSelfAttention(config);
    this.ln2 = new nn.LayerNorm(config.width);
    this.mlp = new nn.Sequential(
      new nn.Linear(config.width, 4 * config.width),
      new nn.GELU(),
      new nn.Linear(4 * config.width, config.width),
      new nn.Dropout(config.dropout),
    );
  }

  override forward(x: Tensor, mask: Tensor): Tensor {
    const h = x.add(this.attn.call(this.ln1.call(x), mask));
    return h.add(this.mlp.call(this.ln2.call(h)));
  }
}

/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export class Gpt extends nn.Module {
  tokens: nn.Embedding;
  positions: nn.Embedding;
  drop: nn.Dropout;
  blocks: nn.ModuleList;
  lnF: nn.LayerNorm;
  head: nn.Linear;

  constructor(readonly config: GptConfig) {
    super();
    this.tokens = new nn.Embedding(config.vocabSize, config.width);
    this.positions = new nn.Embedding(config.blockSize, config.width);
    this.drop = new nn.Dropout(config.dropout);
    this.blocks = new nn.ModuleList(Array.from({ length: config.layers }, () => new Block(config)));
    this.lnF = new nn.LayerNorm(config.width);
    this.head = new nn.Linear(config.width, config.vocabSize);
  }

  /** The model as `stages` pipeline stages (`parallel.pipeline`): embeddings first, head last, blocks divided evenly. */
  pipelineStages(stages: number): GptStage[] {
    return gptPipelineStages(this, stages);
  }

  override forward(ids: Tensor): Tensor {
    const time = ids.shape[1]!;
    if (time > this.config.blockSize) throw new RangeError(`sequence of ${time} tokens is longer than blockSize ${this.config.blockSize}`);
    // True above the diagonal: position t may not attend to t' > t.
    const mask = torch.ones(time, time, { dtype: 'bool' }).triu(1);
    let x = this.drop.call(this.tokens.call(ids).add(this.positions.call(torch.arange(time))));
    for (const block of this.blocks) x = (block as Block).call(x, mask);
    return this.head.call(this.lnF.call(x));
  }

  /** Splits attention and feed-forward over the tensor-parallel group (see {@link parallelizeGpt}). */
  parallelize(ctx: ParallelizeContext): void {
    parallelizeGpt(this, ctx);
  }
}
