import { describe, expect, it } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';

/**
 * Compares autograd's gradient of `f` (a scalar) w.r.t. `x` with central finite differences
 * on up to `samples` elements, in double precision.
 */
function gradcheck(f: () => Tensor, x: Tensor, samples = 8, eps = 1e-6): number {
  const out = f();
  x.grad = null;
  out.backward();
  const analytic = Array.from(x.grad!.toArray() as Float64Array);
  const view = x.detach().view(-1);
  const n = view.numel();
  let worst = 0;
  for (let s = 0; s < Math.min(samples, n); s++) {
    const i = Math.floor((s * n) / Math.min(samples, n));
    const orig = view.index(i).item();
    const at = (v: number) => {
      torch.noGrad(() => view.indexPut_([i], v));
      return torch.noGrad(() => f().item());
    };
    const numeric = (at(orig + eps) - at(orig - eps)) / (2 * eps);
    torch.noGrad(() => view.indexPut_([i], orig));
    worst = Math.max(worst, Math.abs(numeric - analytic[i]!) / Math.max(1, Math.abs(numeric)));
  }
  return worst;
}

function check(name: string, make: () => nn.Module, inputShape: number[], call?: (m: nn.Module, x: Tensor) => Tensor): void {
  it(name, () => {
    torch.scope(() => {
      torch.manualSeed(0);
      const m = make().double();
      const x = torch.randn(inputShape, { dtype: 'float64', requiresGrad: true });
      const out0 = call ? call(m, x) : (m.call as (t: Tensor) => Tensor)(x);
      const w = torch.randnLike(out0);
      const f = () => (call ? call(m, x) : (m.call as (t: Tensor) => Tensor)(x)).mul(w).sum();
      expect(gradcheck(f, x), `${name} input gradient`).toBeLessThan(1e-5);
      const p = m.parameters()[0];
      if (p) expect(gradcheck(f, p), `${name} ${m.namedParameters()[0]![0]} gradient`).toBeLessThan(1e-5);
    });
  });
}

describe('gradients match finite differences (float64)', () => {
  check('Linear', () => new nn.Linear(4, 3), [2, 4]);
  check('Conv2d', () => new nn.Conv2d(2, 3, 3, { padding: 1, stride: 2 }), [1, 2, 5, 5]);
  check('ConvTranspose2d', () => new nn.ConvTranspose2d(2, 2, 3, { stride: 2 }), [1, 2, 3, 3]);
  check('BatchNorm1d', () => new nn.BatchNorm1d(3), [5, 3]);
  check('LayerNorm', () => new nn.LayerNorm(4), [3, 4]);
  check('GroupNorm', () => new nn.GroupNorm(2, 4), [2, 4, 3]);
  check('RMSNorm', () => new nn.RMSNorm(4), [3, 4]);
  check('LSTM', () => new nn.LSTM(3, 4, { numLayers: 2 }), [4, 2, 3], (m, x) => (m as nn.LSTM).call(x)[0]);
  check('GRU', () => new nn.GRU(3, 4, { bidirectional: true }), [4, 2, 3], (m, x) => (m as nn.GRU).call(x)[0]);
  check('MultiheadAttention', () => new nn.MultiheadAttention(4, 2), [3, 2, 4], (m, x) => (m as nn.MultiheadAttention).call(x, x, x)[0]);
  check('TransformerEncoderLayer', () => new nn.TransformerEncoderLayer(4, 2, { dimFeedforward: 8, dropout: 0 }), [3, 2, 4]);
  check('MaxPool2d + Mish', () => new nn.Sequential(new nn.MaxPool2d(2), new nn.Mish()), [1, 1, 4, 4]);
  check('CrossEntropyLoss', () => new nn.CrossEntropyLoss({ labelSmoothing: 0.1 }), [4, 5], (m, x) =>
    (m as nn.CrossEntropyLoss).call(x, torch.tensor([0, 4, 2, 1])),
  );
  check('BCEWithLogitsLoss', () => new nn.BCEWithLogitsLoss(), [4, 3], (m, x) =>
    (m as nn.BCEWithLogitsLoss).call(x, torch.tensor([[1, 0, 1], [0, 0, 1], [1, 1, 1], [0, 1, 0]], { dtype: 'float64' })),
  );
});
