// A small GPT: token and position embeddings, pre-norm blocks of causal self-attention and a
// GELU feed-forward, a final LayerNorm and a linear head. Attention is written out with the
// library's ops (no fused kernel), as in nanoGPT's model.py. Sequences that pack several
// documents come with `docIds`: attention then stays within each document and positions
// count from each document's start. Under context parallelism each rank sees its share of
// every sequence and attends over the whole sequence's keys and values.
import { nn, torch, transformerFlopsPerToken, useContextParallelDropout, type ColumnParallelLinear, type ContextParallel, type RowParallelLinear, type TensorParallelPlan, type Tensor } from '../../src/index.js';
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
  /** Features per head. The heads are counted from the projection's width, so a column-split qkv leaves this rank its share of whole heads. */
  readonly headSize: number;

  constructor(readonly config: GptConfig) {
    super();
    this.headSize = config.width / config.heads;
    if (config.width % config.heads !== 0) throw new RangeError(`width ${config.width} must be a multiple of heads ${config.heads}`);
    this.qkv = new nn.Linear(config.width, 3 * config.width);
    this.proj = new nn.Linear(config.width, config.width);
    this.attnDrop = new nn.Dropout(config.dropout);
    this.residDrop = new nn.Dropout(config.dropout);
  }

  /** The heads this module computes: all of them, or this rank's share under tensor parallelism. */
  get heads(): number {
    return this.qkv.weight.shape[0]! / 3 / this.headSize;
  }

  /** `[batch, heads, T, headSize]` queries, keys and values of `x` `[batch, T, width]` (this rank's heads under tensor parallelism). */
  private project(x: Tensor): Tensor[] {
    const qkv = this.qkv.call(x);
    // The projection's sequence: x's, or the whole of it where x is this rank's slice (sequence parallelism).
    const [batch, time] = qkv.shape;
    // The width of this module's heads: the model's, or this rank's share of it.
    const width = qkv.shape[2]! / 3;
    // [B, T, 3C] -> three [B, heads, T, headSize]
    return qkv.split(width, 2).map((t) => t.view(batch!, time!, width / this.headSize, this.headSize).transpose(1, 2));
  }

  /**
   * Softmax attention weights `[batch, heads, T, T]` (before dropout); `mask` is true where
   * attention is forbidden, causal over the projection's sequence when not given (a pipeline
   * stage's input may be a slice of the sequence, so its length is not the attention's).
   */
  attentionWeights(x: Tensor, mask?: Tensor): Tensor {
    return this.weightsOf(this.project(x), mask);
  }

  private weightsOf([q, k]: Tensor[], mask?: Tensor): Tensor {
    const scores = q!.matmul(k!.transpose(-2, -1)).mul(1 / Math.sqrt(q!.shape[3]!));
    const time = q!.shape[2]!;
    return scores.maskedFill(mask ?? torch.ones(time, time, { dtype: 'bool' }).triu(1), -Infinity).softmax(-1);
  }

  /**
   * `mask`: as {@link attentionWeights} takes it (causal when not given). With `cp` (context
   * parallelism), `x` is this rank's share of the sequence and the keys and values are gathered
   * from every rank.
   */
  override forward(x: Tensor, mask?: Tensor, cp?: ContextParallel): Tensor {
    const qkv = this.project(x);
    if (cp) [qkv[1], qkv[2]] = cp.gatherKeysValues(qkv[1]!, qkv[2]!);
    const weights = this.attnDrop.call(this.weightsOf(qkv, mask));
    // [batch, heads, this rank's positions, head size]: the sequence as the queries hold it.
    const out = weights.matmul(qkv[2]!);
    const [batch, heads, time, headSize] = out.shape;
    const y = out.transpose(1, 2).contiguous().view(batch!, time!, heads! * headSize!);
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

  /** `mask`: as {@link CausalSelfAttention.attentionWeights} takes it (causal when not given); `cp`: as {@link CausalSelfAttention.forward} takes it. */
  override forward(x: Tensor, mask?: Tensor, cp?: ContextParallel): Tensor {
    const h = x.add(this.attn.call(this.ln1.call(x), mask, cp));
    return h.add(this.mlp.call(this.ln2.call(h)));
  }
}

/**
 * The causal mask (true where t may not attend to t': t' is later) and the positions of `time`
 * tokens; under `cp`, of this rank's share of the sequence against the whole sequence's keys.
 */
export function causalMaskAndPositions(time: number, device: string, cp?: ContextParallel): [Tensor, Tensor] {
  if (cp) return [cp.mask(time, undefined, device), cp.positions(time, device)];
  return [torch.ones(time, time, { dtype: 'bool' }).triu(1), torch.arange(time)];
}

/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export class Gpt extends nn.Module {
  tokens: nn.Embedding;
  positions: nn.Embedding;
  drop: nn.Dropout;
  blocks: nn.ModuleList;
  lnF: nn.LayerNorm;
  head: nn.Linear;
  /** Context parallelism's view of the sequence, set at setup with `parallel.context` above 1. */
  private context: ContextParallel | null = null;

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

  /**
   * Takes context parallelism's view: while it is active, `ids` holds this rank's share of every
   * sequence, and the dropouts draw from the context stream (each context rank's tokens get
   * their own masks).
   */
  enableContextParallel(cp: ContextParallel): void {
    this.context = cp;
    useContextParallelDropout(this, cp);
  }

  /** Context parallelism's view while the runner runs a step under it; else undefined. */
  activeContext(): ContextParallel | undefined {
    return this.context?.active ? this.context : undefined;
  }

  /**
   * `docIds` `[batch, time]` (optional) says which document each token belongs to, for rows
   * that pack several: tokens attend only within their document and take positions counted
   * from its start, so a packed document is seen as if it were alone. Under context
   * parallelism `ids` and `docIds` are this rank's share of the sequences: positions are global
   * and the mask spans the whole sequence's keys.
   */
  override forward(ids: Tensor, docIds?: Tensor): Tensor {
    const time = ids.shape[1]!;
    const cp = this.activeContext();
    let mask: Tensor;
    let positions: Tensor;
    if (docIds === undefined) {
      const length = cp ? cp.globalLength(time) : time;
      if (length > this.config.blockSize) throw new RangeError(`sequence of ${length} tokens is longer than blockSize ${this.config.blockSize}`);
      [mask, positions] = causalMaskAndPositions(time, ids.device, cp);
    } else {
      if (docIds.shape.join() !== ids.shape.join()) throw new RangeError(`docIds has shape [${docIds.shape.join(', ')}] but ids [${ids.shape.join(', ')}]`);
      // True where t may not attend to t': t' is later, or in another document.
      mask = cp ? cp.mask(time, docIds) : nn.functional.documentCausalMask(docIds);
      // A token's position in its document: the tokens it may attend to (itself included), less one.
      positions = mask.logicalNot().sum(-1).squeeze(1).sub(1);
      const longest = Number(positions.max().item()) + 1;
      if (longest > this.config.blockSize) throw new RangeError(`a document of ${longest} tokens is longer than blockSize ${this.config.blockSize}`);
    }
    let x = this.drop.call(this.tokens.call(ids).add(this.positions.call(positions)));
    for (const block of this.blocks) x = (block as Block).call(x, mask, cp);
    return this.head.call(this.lnF.call(x));
  }

  /**
   * Parameters of the whole model outside the two embedding tables (which are read by lookup,
   * not multiplied): per block 12·w² + 13·w (qkv, proj, the two feed-forward layers and two
   * LayerNorms), the final LayerNorm and the head. The same under any parallel split.
   */
  matmulParameters(): number {
    const { width: w, layers, vocabSize } = this.config;
    return layers * (12 * w * w + 13 * w) + 2 * w + w * vocabSize + vocabSize;
  }

  /** Training FLOPs per token (6N plus attention over `blockSize` tokens), for the runner's FLOP/s and MFU. */
  flopsPerToken(): number {
    const { layers, width, blockSize } = this.config;
    return transformerFlopsPerToken({ parameters: this.matmulParameters(), layers, width, sequenceLength: blockSize });
  }

  /** The sizes tensor parallelism divides (checked at setup, before the first forward). */
  tensorParallelDims(): Record<string, number> {
    return { heads: this.config.heads, width: this.config.width, 'feed-forward width': 4 * this.config.width };
  }

  /**
   * The tensor-parallel plan (Megatron's): in every block, attention's q/k/v projection is
   * column-parallel (q, k and v each split on its own, so a rank holds whole heads) and its
   * output projection row-parallel; the feed-forward's first Linear is column-parallel and its
   * second row-parallel. Each rank computes heads/N heads and a 4·width/N slice of the
   * feed-forward; embeddings, LayerNorms, the head and the row-parallel biases stay replicated.
   * Dropout on the attention probabilities (split by heads) draws from the model-parallel RNG
   * tracker's per-rank stream; the other dropouts act on replicated activations and draw from
   * the default generator (under context parallelism, the context stream), equal on every tensor rank.
   *
   * Under `parallel.sequenceParallel` the activations outside the split layers are each rank's
   * slice of the sequence: the region starts at `drop` (tokens + positions, whole, sliced there),
   * the LayerNorms normalize slices (gradients summed over the group), the residual dropouts
   * draw per-rank masks, and the replicated head takes the sequence all-gathered after `lnF`.
   * Without the flag these entries leave the modules replicated.
   */
  tensorParallelPlan(): TensorParallelPlan {
    return {
      'blocks.*.attn.qkv': { style: 'column', blocks: 3 },
      'blocks.*.attn.proj': 'row',
      'blocks.*.mlp.0': 'column',
      'blocks.*.mlp.2': 'row',
      // Attention probabilities of this rank's heads: masks from the per-rank stream.
      'blocks.*.attn.attnDrop': 'split-dropout',
      'tokens': 'replicate',
      'positions': 'replicate',
      // The sequence-parallel region (parallel.sequenceParallel); replicated without it.
      'drop': { style: 'sequence-dropout', scatterInput: true },
      'blocks.*.ln*': 'sequence-norm',
      'blocks.*.attn.residDrop': 'sequence-dropout',
      'blocks.*.mlp.3': 'sequence-dropout',
      'lnF': 'sequence-norm',
      'head': 'gather-sequence',
    };
  }
}
