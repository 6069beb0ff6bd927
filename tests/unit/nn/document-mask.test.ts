import { describe, expect, it } from 'vitest';

import { nn, torch } from '../../../src/index.js';

describe('nn.functional.documentCausalMask', () => {
  it('is block-diagonal and causal: true where a token may not attend (later, or another document)', () => {
    const docIds = torch.tensor([
      [0, 0, 0, 1, 1],
      [4, 7, 7, 7, -1],
    ]);
    const mask = nn.functional.documentCausalMask(docIds);
    expect(mask.shape).toEqual([2, 1, 5, 5]);
    expect(mask.dtype).toBe('bool');
    const allowed = (mask.logicalNot().to('int64').squeeze(1).tolist() as number[][][]);
    expect(allowed[0]).toEqual([
      [1, 0, 0, 0, 0],
      [1, 1, 0, 0, 0],
      [1, 1, 1, 0, 0],
      [0, 0, 0, 1, 0],
      [0, 0, 0, 1, 1],
    ]);
    expect(allowed[1]).toEqual([
      [1, 0, 0, 0, 0],
      [0, 1, 0, 0, 0],
      [0, 1, 1, 0, 0],
      [0, 1, 1, 1, 0],
      [0, 0, 0, 0, 1],
    ]);
    // one document per row: the plain causal mask
    const single = nn.functional.documentCausalMask(torch.zeros([1, 4], { dtype: 'int64' }));
    expect(single.squeeze(1).squeeze(0).tolist()).toEqual(torch.ones(4, 4, { dtype: 'bool' }).triu(1).tolist());
  });

  it('masks scores so a softmax gives exactly 0 across documents', () => {
    const docIds = torch.tensor([[3, 3, 5, 5, 5, 6]]);
    const scores = torch.randn([1, 2, 6, 6]);
    const weights = scores.maskedFill(nn.functional.documentCausalMask(docIds), -Infinity).softmax(-1);
    const w = weights.tolist() as number[][][][];
    const ids = [3, 3, 5, 5, 5, 6];
    for (const head of w[0]!) {
      head.forEach((row, t) => {
        row.forEach((v, u) => {
          if (u > t || ids[u] !== ids[t]) expect(v).toBe(0);
          else expect(v).toBeGreaterThan(0);
        });
        expect(row.reduce((a, b) => a + b)).toBeCloseTo(1, 6);
      });
    }
  });

  it('names a wrong input', () => {
    expect(() => nn.functional.documentCausalMask(torch.zeros([4]))).toThrow(/expected docIds to be an integer tensor \[batch, time\] but received float32 of shape \[4\]/);
  });
});
