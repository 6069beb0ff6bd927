import { type Module } from '../../torch/nn/index.js';
import type { ParallelizeContext } from './parallelize.js';
/** The styles a plan assigns, by name. */
export declare const TENSOR_PARALLEL_STYLES: readonly ["column", "row", "vocab-embedding", "split-dropout", "replicate"];
/** A style's name. */
export type TensorParallelStyleName = (typeof TENSOR_PARALLEL_STYLES)[number];
/**
 * How one module is split over the tensor-parallel group:
 * - `column`: an `nn.Linear` becomes a {@link ColumnParallelLinear} (output features split);
 *   `blocks` (3 for q, k and v stacked in one weight) splits each block on its own,
 *   `gatherOutput` all-gathers the output features (a head whose logits the loss needs whole);
 * - `row`: an `nn.Linear` becomes a {@link RowParallelLinear} (input features split; the
 *   partial products summed over the group); `inputIsParallel: false` when its input is whole;
 * - `vocab-embedding`: an `nn.Embedding` becomes a {@link VocabParallelEmbedding} (rows of the
 *   vocabulary split; every rank returns the whole embedding);
 * - `split-dropout`: an `nn.Dropout` on split activations (attention probabilities of this
 *   rank's heads) becomes a {@link TensorParallelDropout}, whose masks come from the
 *   model-parallel RNG tracker's per-rank stream;
 * - `replicate`: the module stays whole on every rank (its gradients are those of each rank's
 *   whole copy); stating it documents the choice and checks the name.
 */
export type TensorParallelStyle = TensorParallelStyleName | {
    style: 'column';
    blocks?: number;
    gatherOutput?: boolean;
} | {
    style: 'row';
    inputIsParallel?: boolean;
} | {
    style: 'vocab-embedding';
} | {
    style: 'split-dropout';
} | {
    style: 'replicate';
};
/**
 * Module-name patterns mapped to styles. A pattern is a dotted module name (as
 * `model.namedModules()` gives them) in which `*` stands for any characters within one name
 * segment (`blocks.*.attn.qkv`, `layers.*.feed_forward.w*`) and a segment `**` for any number
 * of segments (`**.wq`). Each pattern must match at least one module, and no module may be
 * matched by two patterns.
 */
export type TensorParallelPlan = Readonly<Record<string, TensorParallelStyle>>;
/** A model that gives its own plan. */
export interface TensorParallelPlanned {
    tensorParallelPlan(): TensorParallelPlan;
}
/** Whether `model` has a `tensorParallelPlan()` method. */
export declare function hasTensorParallelPlan(model: Module): model is Module & TensorParallelPlanned;
/** One module a plan splits: its name, the pattern that matched it, and the style's options. */
export interface PlannedModule {
    readonly name: string;
    readonly pattern: string;
    readonly module: Module;
    readonly style: Exclude<TensorParallelStyle, string>;
}
/**
 * Matches `plan` against `model`'s modules and checks each module's type against its style.
 *
 * @throws Error naming a pattern that matches no module (with the names nearest to it), a
 *   module two patterns match, or a module whose type the style cannot split (a LayerNorm
 *   under `column`, a layer already split)
 */
export declare function resolveTensorParallelPlan(model: Module, plan: TensorParallelPlan): PlannedModule[];
/**
 * Applies `plan` to `model`: each matched module is replaced, in its parent, by this rank's
 * tensor-parallel part of it (built from the whole module, equal on every rank). Everything
 * the plan leaves out stays replicated. The model's own code must not assume whole sizes
 * where a split layer's output is local (attention computes heads from its projection's width).
 *
 * @returns the names of the modules replaced.
 * @throws what {@link resolveTensorParallelPlan} throws, before any module is replaced; what
 *   the layers throw for a size that does not divide by the tensor-parallel size
 */
export declare function applyTensorParallelPlan(model: Module, plan: TensorParallelPlan, ctx: ParallelizeContext): string[];
