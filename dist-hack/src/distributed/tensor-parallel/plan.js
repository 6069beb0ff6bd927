// A tensor-parallel plan: module-name patterns mapped to styles, as torchtitan's
// parallelize_module(module, mesh, { 'attn.wq': ColwiseParallel(), … }) takes them. The plan
// is checked whole against the model (every pattern matches, every module has the type its
// style splits) before any module is replaced, so a bad plan fails at setup and changes nothing.
import { Dropout, Embedding, Linear } from '../../torch/nn/index.js';
import { TensorParallelDropout } from './dropout.js';
import { VocabParallelEmbedding } from './embedding.js';
import { ColumnParallelLinear, RowParallelLinear } from './linear.js';
/** The styles a plan assigns, by name. */
export const TENSOR_PARALLEL_STYLES = ['column', 'row', 'vocab-embedding', 'split-dropout', 'replicate'];
/** Whether `model` has a `tensorParallelPlan()` method. */
export function hasTensorParallelPlan(model) {
    return typeof model.tensorParallelPlan === 'function';
}
/** The regular expression of one pattern: `*` within a segment, `**` for any number of segments. */
function patternRegExp(pattern) {
    const source = pattern
        .split('.')
        .map((s) => (s === '**' ? '**' : s.split('*').map(escape).join('[^.]*')))
        .join('\\.');
    // Only a whole `**` segment is left as `**` (a `*` inside a segment became `[^.]*`).
    const expanded = source === '**' ? '.+' : source.replaceAll('**\\.', '(?:[^.]+\\.)*').replaceAll('\\.**', '(?:\\.[^.]+)*');
    return new RegExp(`^${expanded}$`);
}
function escape(text) {
    return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
function normalized(style, pattern) {
    const s = typeof style === 'string' ? { style } : style;
    const name = s?.style;
    if (typeof s !== 'object' || s === null || typeof name !== 'string' || !TENSOR_PARALLEL_STYLES.includes(name)) {
        throw new TypeError(`tensor-parallel plan: pattern '${pattern}' has style ${JSON.stringify(style)}; expected one of ${TENSOR_PARALLEL_STYLES.join(', ')} (or { style, …options })`);
    }
    return s;
}
/** The module type each style splits. */
const EXPECTED = {
    column: { type: Linear, what: 'an nn.Linear' },
    row: { type: Linear, what: 'an nn.Linear' },
    'vocab-embedding': { type: Embedding, what: 'an nn.Embedding' },
    'split-dropout': { type: Dropout, what: 'an nn.Dropout' },
    replicate: { type: null, what: 'any module' },
};
/**
 * Up to `count` module names most like `pattern`, for an error message: the most segments
 * matching the pattern's segment at the same place, then the same depth; indices below the
 * top level shown as `*`, so one layer stands for all.
 */
function nearestNames(names, pattern, count = 4) {
    const wanted = pattern.split('.').map((s) => patternRegExp(s));
    const score = (name) => {
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
export function resolveTensorParallelPlan(model, plan) {
    const modelName = model.constructor.name;
    const entries = Object.entries(plan);
    if (entries.length === 0)
        throw new Error(`tensor-parallel plan for ${modelName} is empty: map module-name patterns to styles (${TENSOR_PARALLEL_STYLES.join(', ')})`);
    const names = model.namedModules().map(([n]) => n).filter((n) => n !== '');
    const modules = new Map(model.namedModules());
    const byName = new Map();
    for (const [pattern, raw] of entries) {
        if (pattern === '' || pattern.split('.').some((s) => s === ''))
            throw new Error(`tensor-parallel plan: pattern '${pattern}' is not a dotted module name (empty segment); write names as model.namedModules() gives them, e.g. 'blocks.*.attn.qkv'`);
        const style = normalized(raw, pattern);
        const re = patternRegExp(pattern);
        const matched = names.filter((n) => re.test(n));
        if (matched.length === 0) {
            throw new Error(`tensor-parallel plan: pattern '${pattern}' matches no module of ${modelName}; its modules include ${nearestNames(names, pattern).map((n) => `'${n}'`).join(', ')}. Fix the pattern (\`*\` stands for any characters within one name segment, \`**\` for any segments)`);
        }
        const expected = EXPECTED[style.style];
        for (const name of matched) {
            const module = modules.get(name);
            const earlier = byName.get(name);
            if (earlier)
                throw new Error(`tensor-parallel plan: module '${name}' of ${modelName} is matched by both '${earlier.pattern}' and '${pattern}'; give each module one style`);
            if (expected.type !== null && module.constructor !== expected.type) {
                throw new TypeError(`tensor-parallel plan: '${name}' (pattern '${pattern}') is a ${module.constructor.name}, but style '${style.style}' splits ${expected.what}` +
                    (module instanceof ColumnParallelLinear || module instanceof RowParallelLinear || module instanceof VocabParallelEmbedding ? ' (this module is split already: apply the plan once)' : ''));
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
 * @returns the names of the modules replaced.
 * @throws what {@link resolveTensorParallelPlan} throws, before any module is replaced; what
 *   the layers throw for a size that does not divide by the tensor-parallel size
 */
export function applyTensorParallelPlan(model, plan, ctx) {
    const planned = resolveTensorParallelPlan(model, plan);
    const replaced = [];
    for (const { name, module, style } of planned) {
        const part = partOf(module, style, ctx);
        if (part === null)
            continue;
        const dot = name.lastIndexOf('.');
        const parent = model.getSubmodule(dot < 0 ? '' : name.slice(0, dot));
        parent.registerModule(name.slice(dot + 1), part);
        replaced.push(name);
    }
    return replaced;
}
function partOf(module, style, ctx) {
    switch (style.style) {
        case 'column':
            return new ColumnParallelLinear(module, ctx.group, { ...(style.blocks !== undefined ? { blocks: style.blocks } : {}), ...(style.gatherOutput !== undefined ? { gatherOutput: style.gatherOutput } : {}) });
        case 'row':
            return new RowParallelLinear(module, ctx.group, style.inputIsParallel !== undefined ? { inputIsParallel: style.inputIsParallel } : {});
        case 'vocab-embedding':
            return new VocabParallelEmbedding(module, ctx.group);
        case 'split-dropout':
            return new TensorParallelDropout(module);
        case 'replicate':
            return null;
    }
}
//# sourceMappingURL=plan.js.map