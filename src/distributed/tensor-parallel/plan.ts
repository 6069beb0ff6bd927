// A tensor-parallel plan: module-name patterns mapped to styles, as torchtitan's
// parallelize_module(module, mesh, { 'attn.wq': ColwiseParallel(), … }) takes them. The plan
// is checked whole against the model (every pattern matches, every module has the type its
// style splits) before any module is replaced, so a bad plan fails at setup and changes nothing.
import { Dropout, Embedding, LayerNorm, Linear, RMSNorm, type Module } from '../../torch/nn/index.js';
import { TensorParallelDropout } from './dropout.js';
import { VocabParallelEmbedding } from './embedding.js';
import { ColumnParallelLinear, RowParallelLinear } from './linear.js';
import type { ParallelizeContext } from './parallelize.js';
import { gatherSequenceInput, scatterSequenceOutput } from './sequence-boundaries.js';
import { SequenceParallelNorm } from './sequence-norm.js';

/** The styles a plan assigns, by name. */
export const TENSOR_PARALLEL_STYLES = ['column', 'row', 'vocab-embedding', 'split-dropout', 'replicate', 'sequence-norm', 'sequence-dropout', 'gather-sequence', 'scatter-sequence'] as const;

/** The styles that act only under sequence parallelism (`parallel.sequenceParallel`); without it they leave the module replicated. */
export const SEQUENCE_PARALLEL_STYLES: readonly TensorParallelStyleName[] = ['sequence-norm', 'sequence-dropout', 'gather-sequence', 'scatter-sequence'];

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
 *
 * Under sequence parallelism (`parallel.sequenceParallel`), the activations between the
 * tensor-parallel regions are each rank's slice of the sequence (dimension 1): `column`
 * all-gathers its input along the sequence, `row` and `vocab-embedding` reduce-scatter their
 * output along it (`sequenceParallel: false` keeps one of them out of the region), and:
 * - `sequence-norm`: an `nn.LayerNorm` or `nn.RMSNorm` normalizes this rank's slice, its
 *   weight and bias gradients summed over the group ({@link SequenceParallelNorm});
 * - `sequence-dropout`: an `nn.Dropout` on a slice draws its mask from the per-rank stream
 *   ({@link TensorParallelDropout}); `scatterInput: true` where its input is whole (the start of
 *   the region after replicated embeddings: it takes this rank's slice first);
 * - `gather-sequence`: any replicated module that needs the whole sequence (a head after the
 *   last norm) gets its first input all-gathered along it;
 * - `scatter-sequence`: any replicated module whose whole output starts the region returns
 *   this rank's slice of it.
 * Without the flag these four leave the module replicated, so one plan serves both.
 */
export type TensorParallelStyle =
  | TensorParallelStyleName
  | { style: 'column'; blocks?: number; gatherOutput?: boolean; sequenceParallel?: boolean }
  | { style: 'row'; inputIsParallel?: boolean; sequenceParallel?: boolean }
  | { style: 'vocab-embedding'; sequenceParallel?: boolean }
  | { style: 'split-dropout' }
  | { style: 'replicate' }
  | { style: 'sequence-norm' }
  | { style: 'sequence-dropout'; scatterInput?: boolean }
  | { style: 'gather-sequence' }
  | { style: 'scatter-sequence' };

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
export function hasTensorParallelPlan(model: Module): model is Module & TensorParallelPlanned {
  return typeof (model as Partial<TensorParallelPlanned>).tensorParallelPlan === 'function';
}

/** One module a plan splits: its name, the pattern that matched it, and the style's options. */
export interface PlannedModule {
  readonly name: string;
  readonly pattern: string;
  readonly module: Module;
  readonly style: Exclude<TensorParallelStyle, string>;
}

/** The regular expression of one pattern: `*` within a segment, `**` for any number of segments. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('.')
    .map((s) => (s === '**' ? '**' : s.split('*').map(escape).join('[^.]*')))
    .join('\\.');
  // Only a whole `**` segment is left as `**` (a `*` inside a segment became `[^.]*`).
  const expanded = source === '**' ? '.+' : source.replaceAll('**\\.', '(?:[^.]+\\.)*').replaceAll('\\.**', '(?:\\.[^.]+)*');
  return new RegExp(`^${expanded}$`);
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function normalized(style: unknown, pattern: string): Exclude<TensorParallelStyle, string> {
  const s = typeof style === 'string' ? { style } : style;
  const name = (s as { style?: unknown } | null)?.style;
  if (typeof s !== 'object' || s === null || typeof name !== 'string' || !(TENSOR_PARALLEL_STYLES as readonly string[]).includes(name)) {
    throw new TypeError(`tensor-parallel plan: pattern '${pattern}' has style ${JSON.stringify(style)}; expected one of ${TENSOR_PARALLEL_STYLES.join(', ')} (or { style, …options })`);
  }
  return s as Exclude<TensorParallelStyle, string>;
}

/** The module types each style splits (null: any). */
const EXPECTED: Record<TensorParallelStyleName, { types: (new (...args: any[]) => Module)[] | null; what: string }> = {
  column: { types: [Linear], what: 'an nn.Linear' },
  row: { types: [Linear], what: 'an nn.Linear' },
  'vocab-embedding': { types: [Embedding], what: 'an nn.Embedding' },
  'split-dropout': { types: [Dropout], what: 'an nn.Dropout' },
  replicate: { types: null, what: 'any module' },
  'sequence-norm': { types: [LayerNorm, RMSNorm], what: 'an nn.LayerNorm or nn.RMSNorm' },
  'sequence-dropout': { types: [Dropout], what: 'an nn.Dropout' },
  'gather-sequence': { types: null, what: 'any module' },
  'scatter-sequence': { types: null, what: 'any module' },
};

/**
 * Up to `count` module names most like `pattern`, for an error message: the most segments
 * matching the pattern's segment at the same place, then the same depth; indices below the
 * top level shown as `*`, so one layer stands for all.
 */
function nearestNames(names: readonly string[], pattern: string, count = 4): string[] {
  const wanted = pattern.split('.').map((s) => patternRegExp(s));
  const score = (name: string) => {
    const segments = name.split('.');
    return segments.filter((seg, i) => wanted[i]?.test(seg)).length + (segments.length === wanted.length ? 1 : 0);
  };
  const generic = [...new Set(names.map((n) => n.replace(/\.\d+(?=\.|$)/g, '.*')))];
  return generic.sort((a, b) => score(b) - score(a) || a.length - b.length).slice(0, count);
}

/**
 * Matches `plan` against `model`'s modules and checks each module's type against its style.
 *
 * @throws Error naming a pattern that matches no module (with the names nearest to it), a
 *   module two patterns match, or a module whose type the style cannot split (a LayerNorm
 *   under `column`, a layer already split)
 */
export function resolveTensorParallelPlan(model: Module, plan: TensorParallelPlan): PlannedModule[] {
  const modelName = model.constructor.name;
  const entries = Object.entries(plan);
  if (entries.length === 0) throw new Error(`tensor-parallel plan for ${modelName} is empty: map module-name patterns to styles (${TENSOR_PARALLEL_STYLES.join(', ')})`);
  const names = model.namedModules().map(([n]) => n).filter((n) => n !== '');
  const modules = new Map(model.namedModules());
  const byName = new Map<string, PlannedModule>();
  for (const [pattern, raw] of entries) {
    if (pattern === '' || pattern.split('.').some((s) => s === '')) throw new Error(`tensor-parallel plan: pattern '${pattern}' is not a dotted module name (empty segment); write names as model.namedModules() gives them, e.g. 'blocks.*.attn.qkv'`);
    const style = normalized(raw, pattern);
    const re = patternRegExp(pattern);
    const matched = names.filter((n) => re.test(n));
    if (matched.length === 0) {
      throw new Error(`tensor-parallel plan: pattern '${pattern}' matches no module of ${modelName}; its modules include ${nearestNames(names, pattern).map((n) => `'${n}'`).join(', ')}. Fix the pattern (\`*\` stands for any characters within one name segment, \`**\` for any segments)`);
    }
    const expected = EXPECTED[style.style];
    for (const name of matched) {
      const module = modules.get(name)!;
      const earlier = byName.get(name);
      if (earlier) throw new Error(`tensor-parallel plan: module '${name}' of ${modelName} is matched by both '${earlier.pattern}' and '${pattern}'; give each module one style`);
      if (expected.types !== null && !expected.types.some((t) => module.constructor === t)) {
        throw new TypeError(
          `tensor-parallel plan: '${name}' (pattern '${pattern}') is a ${module.constructor.name}, but style '${style.style}' splits ${expected.what}` +
            (module instanceof ColumnParallelLinear || module instanceof RowParallelLinear || module instanceof VocabParallelEmbedding || module instanceof SequenceParallelNorm ? ' (this module is split already: apply the plan once)' : ''),
        );
      }
      byName.set(name, { name, pattern, module, style });
    }
  }
  return [...byName.values()];
}

/**
 * Applies `plan` to `model`: each matched module is replaced, in its parent, by this rank's
 * tensor-parallel part of it (built from the whole module, equal on every rank). Everything
 * the plan leaves out stays replicated. The model's own code must not assume whole sizes
 * where a split layer's output is local (attention computes heads from its projection's width).
 *
 * With `ctx.sequenceParallel`, the plan must mark the norms of the sequence-parallel region
 * `sequence-norm` (see {@link checkSequenceParallelPlan}).
 *
 * @returns the names of the modules replaced or given sequence boundaries.
 * @throws what {@link resolveTensorParallelPlan} throws, before any module is replaced; what
 *   the layers throw for a size that does not divide by the tensor-parallel size
 */
export function applyTensorParallelPlan(model: Module, plan: TensorParallelPlan, ctx: ParallelizeContext): string[] {
  const planned = resolveTensorParallelPlan(model, plan);
  if (ctx.sequenceParallel) checkSequenceParallelPlan(model, planned);
  const replaced: string[] = [];
  for (const { name, module, style } of planned) {
    const part = partOf(module, style, ctx);
    if (part === null) continue;
    replaced.push(name);
    if (part === module) continue;
    const dot = name.lastIndexOf('.');
    const parent = model.getSubmodule(dot < 0 ? '' : name.slice(0, dot));
    parent.registerModule(name.slice(dot + 1), part);
  }
  return replaced;
}

/**
 * Under sequence parallelism a norm left replicated would see only this rank's tokens and
 * train on a partial gradient, silently: a plan must mark at least one module `sequence-norm`,
 * and must mark every LayerNorm and RMSNorm of the model so (none left `replicate` or out of
 * the plan).
 *
 * @throws Error naming the model, the norm and what to mark
 */
export function checkSequenceParallelPlan(model: Module, planned: readonly PlannedModule[]): void {
  const modelName = model.constructor.name;
  if (!planned.some((p) => p.style.style === 'sequence-norm')) {
    throw new Error(
      `parallel.sequenceParallel: the tensor-parallel plan of ${modelName} marks no module 'sequence-norm', so it was not written for sequence parallelism; mark the norms between the tensor-parallel layers 'sequence-norm' ` +
        `(and the dropouts there 'sequence-dropout', the replicated head 'gather-sequence'), or turn parallel.sequenceParallel off`,
    );
  }
  const styles = new Map(planned.map((p) => [p.module, p]));
  for (const [name, module] of model.namedModules()) {
    if (!(module instanceof LayerNorm || module instanceof RMSNorm)) continue;
    const entry = styles.get(module);
    if (entry?.style.style === 'sequence-norm') continue;
    const how = entry ? `leaves the norm '${name}' (pattern '${entry.pattern}') ${entry.style.style}` : `leaves the norm '${name}' out`;
    throw new Error(`parallel.sequenceParallel: the tensor-parallel plan of ${modelName} ${how}, but under sequence parallelism it sees one slice of the sequence; mark it 'sequence-norm' (its gradients are then summed over the tensor group)`);
  }
}

/** This rank's part of `module`; `module` itself when only hooks were added; null when it stays as it is. */
function partOf(module: Module, style: Exclude<TensorParallelStyle, string>, ctx: ParallelizeContext): Module | null {
  const sp = ctx.sequenceParallel === true;
  const spLayer = sp && (style as { sequenceParallel?: boolean }).sequenceParallel !== false;
  switch (style.style) {
    case 'column':
      return new ColumnParallelLinear(module as Linear, ctx.group, { ...(style.blocks !== undefined ? { blocks: style.blocks } : {}), ...(style.gatherOutput !== undefined ? { gatherOutput: style.gatherOutput } : {}), sequenceParallel: spLayer });
    case 'row':
      return new RowParallelLinear(module as Linear, ctx.group, { ...(style.inputIsParallel !== undefined ? { inputIsParallel: style.inputIsParallel } : {}), sequenceParallel: spLayer });
    case 'vocab-embedding':
      return new VocabParallelEmbedding(module as Embedding, ctx.group, { sequenceParallel: spLayer });
    case 'split-dropout':
      return new TensorParallelDropout(module as Dropout);
    case 'replicate':
      return null;
    case 'sequence-norm':
      return sp ? new SequenceParallelNorm(module as LayerNorm | RMSNorm, ctx.group) : null;
    case 'sequence-dropout':
      return sp ? new TensorParallelDropout(module as Dropout, style.scatterInput ? ctx.group : null) : null;
    case 'gather-sequence':
      if (!sp) return null;
      gatherSequenceInput(module, ctx.group);
      return module;
    case 'scatter-sequence':
      if (!sp) return null;
      scatterSequenceOutput(module, ctx.group);
      return module;
  }
}
