import { describe, expect, it } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';
import { decode, expectClose, fixture, type Encoded } from './helpers.js';

interface LossCase {
  inputs: Encoded[];
  options: Record<string, unknown>;
  output: Encoded;
}

const { losses } = fixture<{ losses: Record<string, LossCase> }>('layers.json');

const modules: Record<string, (o: Record<string, unknown>, extra: Tensor[]) => nn.Module> = {
  CrossEntropy: (o) => new nn.CrossEntropyLoss(o),
  CrossEntropySum: (o) => new nn.CrossEntropyLoss(o),
  CrossEntropyNone: (o) => new nn.CrossEntropyLoss(o),
  CrossEntropyIgnore: (o) => new nn.CrossEntropyLoss(o),
  CrossEntropySmooth: (o) => new nn.CrossEntropyLoss(o),
  CrossEntropyWeight: (_o, [w]) => new nn.CrossEntropyLoss({ weight: w }),
  CrossEntropyProbs: (o) => new nn.CrossEntropyLoss(o),
  NLL: (o) => new nn.NLLLoss(o),
  MSE: (o) => new nn.MSELoss(o),
  L1: (o) => new nn.L1Loss(o),
  SmoothL1: (o) => new nn.SmoothL1Loss(o),
  BCE: (o) => new nn.BCELoss(o),
  BCEWithLogits: (o) => new nn.BCEWithLogitsLoss(o),
  KLDivBatchmean: (o) => new nn.KLDivLoss(o),
  KLDivSum: (o) => new nn.KLDivLoss(o),
  CosineEmbedding: (o) => new nn.CosineEmbeddingLoss(o),
};

describe('losses match PyTorch 1.13', () => {
  it('covers every fixture case', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(losses).sort());
  });

  for (const [name, c] of Object.entries(losses)) {
    it(name, () => {
      torch.scope(() => {
        const ts = c.inputs.map(decode);
        const arity = name === 'CosineEmbedding' ? 3 : 2;
        const loss = modules[name]!(c.options, ts.slice(arity));
        const out = (loss.forward as (...a: Tensor[]) => Tensor)(...ts.slice(0, arity));
        expectClose(out, c.output, name);
      });
    });
  }

  it('functional crossEntropy equals the module and backpropagates', () => {
    torch.scope(() => {
      const x = torch.randn([3, 4], { requiresGrad: true });
      const y = torch.tensor([0, 3, 1]);
      const a = nn.functional.crossEntropy(x, y, { labelSmoothing: 0.2 });
      const b = new nn.CrossEntropyLoss({ labelSmoothing: 0.2 }).call(x, y);
      expect(a.item()).toBeCloseTo(b.item(), 6);
      a.backward();
      expect(x.grad!.shape).toEqual([3, 4]);
      // Each row of the softmax-minus-target gradient sums to zero.
      for (const s of x.grad!.sum(1).tolist() as number[]) expect(Math.abs(s)).toBeLessThan(1e-6);
    });
  });

  it('rejects an unknown reduction with a clear message', () => {
    expect(() => new nn.MSELoss({ reduction: 'avg' as never })).toThrow(/reduction must be 'none', 'mean' or 'sum'/);
  });
});
