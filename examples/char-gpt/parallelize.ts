// The GPT's tensor-parallel plan (Megatron's): in every block, attention's q/k/v projection is
// column-parallel (each of q, k and v split on its own, so a rank holds whole heads) and its
// output projection row-parallel; the feed-forward's first Linear is column-parallel and its
// second row-parallel. Each rank computes heads/N heads and a 4·width/N slice of the
// feed-forward; embeddings, LayerNorms, the head and the row-parallel biases stay replicated.
import { ColumnParallelLinear, nn, RowParallelLinear, type ParallelizeContext } from '../../src/index.js';
import type { Block, Gpt } from './model.js';

/**
 * Replaces the layers of `model`'s blocks by this rank's tensor-parallel parts (the whole
 * layers are equal on every rank: built from the same seed).
 *
 * @throws RangeError when the width or the number of heads does not divide by the tensor-parallel size
 */
export function parallelizeGpt(model: Gpt, ctx: ParallelizeContext): void {
  const { width, heads } = model.config;
  const n = ctx.size;
  if (heads % n !== 0 || width % n !== 0) {
    throw new RangeError(
      `Gpt.parallelize: parallel.tensor ${n} must divide the number of heads (${heads}) and the width (${width}), since each rank computes heads/${n} whole heads; ` +
        `choose a tensor size that divides both, or change extra.model`,
    );
  }
  for (const module of model.blocks) {
    const block = module as Block;
    const attn = block.attn;
    if (attn.heads !== heads) throw new Error('Gpt.parallelize: the model is already parallelized; call parallelize once');
    attn.qkv = new ColumnParallelLinear(attn.qkv as nn.Linear, ctx.group, { blocks: 3 });
    attn.proj = new RowParallelLinear(attn.proj as nn.Linear, ctx.group);
    attn.heads = heads / n;
    // A new Sequential keeps the names (mlp.0 … mlp.3) in their order.
    const [up, gelu, down, drop] = [...block.mlp];
    block.mlp = new nn.Sequential(new ColumnParallelLinear(up as nn.Linear, ctx.group), gelu!, new RowParallelLinear(down as nn.Linear, ctx.group), drop!);
  }
}
