import { nn, type Tensor } from '../../src/index.js';
import type { Gpt } from './model.js';
/** One pipeline stage of a {@link Gpt}: token ids (first stage) or hidden states in, hidden states or logits (last stage) out. */
export declare class GptStage extends nn.Module {
    tokens?: nn.Embedding;
    positions?: nn.Embedding;
    drop?: nn.Dropout;
    blocks: nn.ModuleDict;
    lnF?: nn.LayerNorm;
    head?: nn.Linear;
    constructor(gpt: Gpt, blocks: readonly number[], first: boolean, last: boolean);
    forward(x: Tensor): Tensor;
}
/**
 * `gpt` as `stages` pipeline stages sharing its modules.
 *
 * @throws RangeError when there are fewer blocks than stages
 */
export declare function gptPipelineStages(gpt: Gpt, stages: number): GptStage[];
