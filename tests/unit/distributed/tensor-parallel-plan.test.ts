// The tensor-parallel plan checked against a model before anything is split: which modules
// each pattern matches, and the messages for a plan that does not fit.
import { describe, expect, it } from 'vitest';

import { applyTensorParallelPlan, checkSequenceParallelPlan, nn, resolveTensorParallelPlan, SequenceParallelNorm, TensorParallelDropout, type ColumnParallelLinear, type RowParallelLinear, type TensorParallelPlan } from '../../../src/index.js';
import type { ProcessGroup } from '../../../src/torch/distributed/process-group.js';
import { Gpt, type Block } from '../../../examples/char-gpt/model.js';
import { Llama } from '../../../examples/parallel-gpt/llama.js';

const gpt = () => new Gpt({ vocabSize: 11, blockSize: 6, layers: 2, heads: 2, width: 8, dropout: 0 });
const llama = () => new Llama({ vocabSize: 12, maxSeqLen: 6, layers: 2, heads: 2, width: 8, hidden: 12 });
const matched = (model: ReturnType<typeof gpt> | ReturnType<typeof llama>, plan: TensorParallelPlan) =>
  resolveTensorParallelPlan(model, plan).map((p) => `${p.name}:${p.style.style}`);

describe('resolveTensorParallelPlan', () => {
  it("the example Gpt's plan: qkv, proj and the feed-forward Linears of every block; embeddings replicated; the sequence-parallel region's norms, dropouts and head boundary", () => {
    const model = gpt();
    expect(matched(model, model.tensorParallelPlan())).toEqual([
      'blocks.0.attn.qkv:column', 'blocks.1.attn.qkv:column',
      'blocks.0.attn.proj:row', 'blocks.1.attn.proj:row',
      'blocks.0.mlp.0:column', 'blocks.1.mlp.0:column',
      'blocks.0.mlp.2:row', 'blocks.1.mlp.2:row',
      'blocks.0.attn.attnDrop:split-dropout', 'blocks.1.attn.attnDrop:split-dropout',
      'tokens:replicate', 'positions:replicate',
      'drop:sequence-dropout',
      'blocks.0.ln1:sequence-norm', 'blocks.0.ln2:sequence-norm', 'blocks.1.ln1:sequence-norm', 'blocks.1.ln2:sequence-norm',
      'blocks.0.attn.residDrop:sequence-dropout', 'blocks.1.attn.residDrop:sequence-dropout',
      'blocks.0.mlp.3:sequence-dropout', 'blocks.1.mlp.3:sequence-dropout',
      'lnF:sequence-norm', 'head:gather-sequence',
    ]);
    expect(resolveTensorParallelPlan(model, model.tensorParallelPlan())[0]!.style).toEqual({ style: 'column', blocks: 3 });
  });

  it("the Llama-style plan: `*` within a segment (layers.*.*_norm), every layer's projections", () => {
    const model = llama();
    const names = matched(model, model.tensorParallelPlan());
    expect(names).toContain('tok_embeddings:vocab-embedding');
    expect(names).toContain('layers.1.attention.wo:row');
    expect(names).toContain('layers.0.feed_forward.w3:column');
    expect(names.filter((n) => n.endsWith('_norm:sequence-norm'))).toEqual(['layers.0.attention_norm:sequence-norm', 'layers.0.ffn_norm:sequence-norm', 'layers.1.attention_norm:sequence-norm', 'layers.1.ffn_norm:sequence-norm']);
    expect(names).toContain('output:column');
    expect(names.length).toBe(1 + 2 * 9 + 2);
  });

  it('`**` stands for any number of segments, none included', () => {
    expect(matched(llama(), { '**.wq': 'column' })).toEqual(['layers.0.attention.wq:column', 'layers.1.attention.wq:column']);
    expect(matched(llama(), { 'layers.**.w2': 'row' })).toEqual(['layers.0.feed_forward.w2:row', 'layers.1.feed_forward.w2:row']);
    expect(matched(llama(), { '**.output': 'column' })).toEqual(['output:column']);
    // `*` does not cross a dot.
    expect(() => matched(llama(), { 'layers.*.wq': 'column' })).toThrow(/pattern 'layers\.\*\.wq' matches no module of Llama/);
  });

  it('a pattern that matches nothing fails naming it and the nearest module names', () => {
    expect(() => matched(llama(), { 'layers.*.attn.wq': 'column' })).toThrow(
      "tensor-parallel plan: pattern 'layers.*.attn.wq' matches no module of Llama; its modules include 'layers.*.attention.wq', 'layers.*.attention.wk', 'layers.*.attention.wv', 'layers.*.attention.wo'. Fix the pattern (`*` stands for any characters within one name segment, `**` for any segments)",
    );
  });

  it('a module of the wrong type for its style fails naming the module, the pattern and the type expected', () => {
    expect(() => matched(gpt(), { 'blocks.*.ln1': 'column' })).toThrow("tensor-parallel plan: 'blocks.0.ln1' (pattern 'blocks.*.ln1') is a LayerNorm, but style 'column' splits an nn.Linear");
    expect(() => matched(gpt(), { 'blocks.*.attn.proj': 'split-dropout' })).toThrow("tensor-parallel plan: 'blocks.0.attn.proj' (pattern 'blocks.*.attn.proj') is a Linear, but style 'split-dropout' splits an nn.Dropout");
    expect(() => matched(gpt(), { head: 'vocab-embedding' })).toThrow("tensor-parallel plan: 'head' (pattern 'head') is a Linear, but style 'vocab-embedding' splits an nn.Embedding");
    // A container is not a Linear either.
    expect(() => matched(gpt(), { 'blocks.*.mlp': 'row' })).toThrow(/'blocks\.0\.mlp' \(pattern 'blocks\.\*\.mlp'\) is a Sequential, but style 'row' splits an nn\.Linear/);
  });

  it('a module two patterns match, an unknown style, an empty plan and an empty segment are refused', () => {
    expect(() => matched(gpt(), { 'blocks.*.attn.qkv': 'column', 'blocks.0.attn.*': 'row' })).toThrow(
      "tensor-parallel plan: module 'blocks.0.attn.qkv' of Gpt is matched by both 'blocks.*.attn.qkv' and 'blocks.0.attn.*'; give each module one style",
    );
    expect(() => matched(gpt(), { head: 'colwise' as never })).toThrow(`tensor-parallel plan: pattern 'head' has style "colwise"; expected one of column, row, vocab-embedding, split-dropout, replicate, sequence-norm, sequence-dropout, gather-sequence, scatter-sequence (or { style, …options })`);
    expect(() => matched(gpt(), {})).toThrow(/tensor-parallel plan for Gpt is empty/);
    expect(() => matched(gpt(), { 'blocks..attn': 'replicate' })).toThrow(/pattern 'blocks\.\.attn' is not a dotted module name/);
  });

  it('the sequence styles check their module types: sequence-norm takes a LayerNorm or an RMSNorm, sequence-dropout a Dropout', () => {
    expect(matched(llama(), { norm: 'sequence-norm' })).toEqual(['norm:sequence-norm']);
    expect(() => matched(gpt(), { head: 'sequence-norm' })).toThrow("tensor-parallel plan: 'head' (pattern 'head') is a Linear, but style 'sequence-norm' splits an nn.LayerNorm or nn.RMSNorm");
    expect(() => matched(gpt(), { lnF: { style: 'sequence-dropout', scatterInput: true } })).toThrow("tensor-parallel plan: 'lnF' (pattern 'lnF') is a LayerNorm, but style 'sequence-dropout' splits an nn.Dropout");
  });

  it('under sequence parallelism a plan without sequence-norm, or leaving a norm replicate or out, is refused, naming it', () => {
    const model = llama();
    const plan = { ...model.tensorParallelPlan() };
    expect(() => checkSequenceParallelPlan(model, resolveTensorParallelPlan(model, plan))).not.toThrow();
    const { norm: _norm, 'layers.*.*_norm': _layerNorms, ...withoutNorms } = plan;
    expect(() => checkSequenceParallelPlan(model, resolveTensorParallelPlan(model, withoutNorms))).toThrow(
      "parallel.sequenceParallel: the tensor-parallel plan of Llama marks no module 'sequence-norm', so it was not written for sequence parallelism; mark the norms between the tensor-parallel layers 'sequence-norm' (and the dropouts there 'sequence-dropout', the replicated head 'gather-sequence'), or turn parallel.sequenceParallel off",
    );
    expect(() => checkSequenceParallelPlan(model, resolveTensorParallelPlan(model, { ...plan, norm: 'replicate' }))).toThrow(
      "parallel.sequenceParallel: the tensor-parallel plan of Llama leaves the norm 'norm' (pattern 'norm') replicate, but under sequence parallelism it sees one slice of the sequence; mark it 'sequence-norm' (its gradients are then summed over the tensor group)",
    );
    const { norm: _final, ...withoutFinalNorm } = plan;
    expect(() => checkSequenceParallelPlan(model, resolveTensorParallelPlan(model, withoutFinalNorm))).toThrow(
      "parallel.sequenceParallel: the tensor-parallel plan of Llama leaves the norm 'norm' out, but under sequence parallelism it sees one slice of the sequence; mark it 'sequence-norm' (its gradients are then summed over the tensor group)",
    );
  });

  it('applied under sequence parallelism, the plan swaps norms and dropouts for their sequence-parallel parts (same parameters), and sequenceParallel: false keeps a layer out; without the flag the sequence styles change nothing', () => {
    // Construction only splits weights by the group's rank and size: no collective runs.
    const group = { rank: 1, size: 2, ranks: [0, 1] } as unknown as ProcessGroup;
    const ctx = { topology: null as never, group, rank: 1, size: 2 };
    const sp = gpt();
    const ln1 = sp.blocks.at(0)!.getParameter('ln1.weight');
    applyTensorParallelPlan(sp, { ...sp.tensorParallelPlan(), 'blocks.*.mlp.0': { style: 'column', sequenceParallel: false } }, { ...ctx, sequenceParallel: true });
    const block = sp.blocks.at(0) as Block;
    expect(block.ln1).toBeInstanceOf(SequenceParallelNorm);
    expect(block.getParameter('ln1.weight')).toBe(ln1);
    expect(sp.drop).toBeInstanceOf(TensorParallelDropout);
    expect((sp.drop as unknown as TensorParallelDropout).scatterInput).toBe(group);
    expect((block.attn.residDrop as unknown as TensorParallelDropout).scatterInput).toBeNull();
    expect((block.attn.qkv as ColumnParallelLinear).options.sequenceParallel).toBe(true);
    expect((block.attn.proj as RowParallelLinear).options.sequenceParallel).toBe(true);
    expect((block.mlp.at(0) as ColumnParallelLinear).options.sequenceParallel).toBe(false);
    const plain = gpt();
    applyTensorParallelPlan(plain, plain.tensorParallelPlan(), ctx);
    const plainBlock = plain.blocks.at(0) as Block;
    expect(plainBlock.ln1.constructor).toBe(nn.LayerNorm);
    expect(plain.drop.constructor).toBe(nn.Dropout);
    expect((plainBlock.attn.qkv as ColumnParallelLinear).options.sequenceParallel).toBe(false);
  });
});
