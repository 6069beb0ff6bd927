import { describe, expect, test } from 'vitest';

import { Gpt } from '../../../examples/char-gpt/model.js';
import { torch, type Tensor } from '../../../src/index.js';

describe('examples/char-gpt: Gpt.pipelineStages', () => {
  test.each([2, 3, 5])('%i stages: embeddings first, head last, blocks divided evenly; chained they give the whole model\'s logits bitwise, under its own parameter names', (stages) => {
    torch.manualSeed(3);
    const gpt = new Gpt({ vocabSize: 11, blockSize: 9, layers: 5, heads: 2, width: 8, dropout: 0 });
    const parts = gpt.pipelineStages(stages);
    expect(parts).toHaveLength(stages);
    const blocks = parts.map((p) => [...p.blocks.keys()].map(Number));
    expect(blocks.flat()).toEqual([0, 1, 2, 3, 4]);
    expect(Math.max(...blocks.map((b) => b.length)) - Math.min(...blocks.map((b) => b.length))).toBeLessThanOrEqual(1);
    expect(parts.map((p) => [p.tokens !== undefined, p.head !== undefined])).toEqual(parts.map((_, s) => [s === 0, s === stages - 1]));
    // Every parameter on exactly one stage, named as in the whole model.
    const names = parts.flatMap((p) => p.namedParameters().map(([n]) => n));
    expect([...names].sort()).toEqual(gpt.namedParameters().map(([n]) => n).sort());
    const byName = new Map(gpt.namedParameters());
    for (const p of parts) for (const [n, t] of p.namedParameters()) expect(byName.get(n)).toBe(t);
    const ids = torch.randint(0, 11, [3, 7]);
    const whole = gpt.call(ids) as Tensor;
    let x: Tensor = ids;
    for (const p of parts) x = p.call(x) as Tensor;
    expect(x.shape).toEqual([3, 7, 11]);
    expect(Array.from(x.flatten().toArray() as Float32Array)).toEqual(Array.from(whole.flatten().toArray() as Float32Array));
  });

  test('more stages than blocks fail naming both counts', () => {
    const gpt = new Gpt({ vocabSize: 5, blockSize: 4, layers: 2, heads: 1, width: 4, dropout: 0 });
    expect(() => gpt.pipelineStages(3)).toThrow(/a GPT of 2 blocks cannot be cut into 3 pipeline stages/);
  });
});
