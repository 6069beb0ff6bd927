import { describe, expect, test } from 'vitest';

import { nn, torch, Tensor } from '../../../src/index.js';
import { settledLive } from '../../support/memory.js';

describe('Sequential releases intermediate outputs', () => {
  test('only the output survives a forward; gradients are unaffected', () => {
    torch.manualSeed(0);
    const model = new nn.Sequential(new nn.Linear(4, 8), new nn.ReLU(), new nn.Linear(8, 2), new nn.Tanh());
    const x = torch.randn(3, 4);
    const before = settledLive();
    const out = model.call(x) as Tensor;
    expect(torch.memoryStats().live - before).toBe(1);
    out.sum().backward();
    const grad = model.at(0).namedParameters()[0]![1].grad!;
    // the same gradient computed layer by layer, keeping every intermediate
    model.zeroGrad();
    let h: Tensor = x;
    for (const m of model) h = m.call(h) as Tensor;
    h.sum().backward();
    expect(model.at(0).namedParameters()[0]![1].grad!.equal(grad)).toBe(true);
  });

  test('outputs captured by forward hooks, kept tensors and the input stay alive', () => {
    class Constant extends nn.Module {
      constructor() {
        super();
        this.registerBuffer('value', torch.ones(2));
      }
      override forward(): Tensor {
        return this.getBuffer('value')!;
      }
    }
    const inner = new nn.ReLU();
    let captured: Tensor | undefined;
    inner.registerForwardHook((_m, _args, output) => {
      captured = output as Tensor;
    });
    const model = new nn.Sequential(new nn.Sequential(new nn.Identity(), inner), new nn.Sigmoid(), new Constant(), new nn.Tanh());
    const x = torch.tensor([-1, 1], { dtype: 'float32' });
    const out = model.call(x) as Tensor;
    expect(x.isDisposed).toBe(false);
    expect(captured!.isDisposed).toBe(false);
    expect(captured!.tolist()).toEqual([0, 1]);
    expect((model.at(2) as Constant).getBuffer('value')!.isDisposed).toBe(false);
    expect(out.tolist()[0]).toBeCloseTo(Math.tanh(1), 6);
  });
});
