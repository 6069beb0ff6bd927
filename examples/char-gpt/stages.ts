// The GPT of model.ts cut into pipeline stages: the embeddings on the first stage, the final
// LayerNorm and the head on the last, the blocks divided evenly (the first stages take the
// extra ones). Each stage keeps the whole model's names (`blocks.2.attn.qkv.weight`), so a
// stage's state dict holds the model's keys; between stages travels the hidden state
// [batch, time, width].
import { evenSplitPoints, nn, torch, type ContextParallel, type Tensor } from '../../src/index.js';
import { causalMaskAndPositions, type Gpt } from './model.js';

/** One pipeline stage of a {@link Gpt}: token ids (first stage) or hidden states in, hidden states or logits (last stage) out. */
export class GptStage extends nn.Module {
  tokens?: nn.Embedding;
  positions?: nn.Embedding;
  drop?: nn.Dropout;
  blocks: nn.ModuleDict;
  lnF?: nn.LayerNorm;
  head?: nn.Linear;
  /** The whole model's context parallelism while it is active. */
  private readonly context: () => ContextParallel | undefined;

  constructor(gpt: Gpt, blocks: readonly number[], first: boolean, last: boolean) {
    super();
    this.context = () => gpt.activeContext();
    if (first) {
      this.tokens = gpt.tokens;
      this.positions = gpt.positions;
      this.drop = gpt.drop;
    }
    this.blocks = new nn.ModuleDict(blocks.map((i) => [String(i), gpt.blocks.at(i)] as [string, nn.Module]));
    if (last) {
      this.lnF = gpt.lnF;
      this.head = gpt.head;
    }
  }

  /** Under context parallelism, `x` is this rank's share of each sequence: positions are global and attention spans every rank's keys. */
  override forward(x: Tensor): Tensor {
    const cp = this.context();
    const time = x.shape[1]!;
    const [contextMask, positions] = cp ? causalMaskAndPositions(time, x.device, cp) : [undefined, torch.arange(time)];
    let h = this.tokens ? this.drop!.call(this.tokens.call(x).add(this.positions!.call(positions))) : x;
    // Without a context axis each block's attention masks causally over its own sequence: under
    // sequence parallelism a later stage's input is this rank's slice of it, and attention sees
    // it all-gathered.
    for (const block of this.blocks.values()) h = (block.call as (x: Tensor, mask?: Tensor, cp?: ContextParallel) => Tensor)(h, contextMask, cp);
    return this.head ? this.head.call(this.lnF!.call(h)) : h;
  }
}

/**
 * `gpt` as `stages` pipeline stages sharing its modules.
 *
 * @throws RangeError when there are fewer blocks than stages
 */
export function gptPipelineStages(gpt: Gpt, stages: number): GptStage[] {
  const layers = gpt.blocks.length;
  if (stages > layers) throw new RangeError(`a GPT of ${layers} blocks cannot be cut into ${stages} pipeline stages (one block at least per stage); use at most ${layers} stages or more layers`);
  const bounds = [0, ...evenSplitPoints(layers, stages), layers];
  return bounds.slice(0, -1).map((start, s) => new GptStage(gpt, Array.from({ length: bounds[s + 1]! - start }, (_, i) => start + i), s === 0, s === stages - 1));
}
