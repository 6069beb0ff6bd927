import { describe, expect, it } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';
import { optim } from '../../../src/torch/optim/index.js';

const values = (t: Tensor) => Array.from(t.detach().toArray() as Float32Array);

describe('torch.nn.utils', () => {
  it('is reachable where PyTorch users look: torch.nn.utils', () => {
    expect(torch.nn.utils.clipGradNorm_).toBe(optim.clipGradNorm_);
    expect(torch.nn.utils.clipGradValue_).toBe(optim.clipGradValue_);
    expect(typeof torch.nn.utils.parametersToVector).toBe('function');
    expect(typeof torch.nn.utils.vectorToParameters).toBe('function');
  });

  it('clipGradNorm_ and clipGradValue_ clip the gradients of a model', () => {
    torch.scope(() => {
      torch.manualSeed(0);
      const model = new nn.Linear(4, 3);
      model.call(torch.randn([5, 4]).mul(10)).pow(2).sum().backward();
      const total = torch.nn.utils.clipGradNorm_(model.parameters(), 1.0);
      expect(total.item()).toBeGreaterThan(1);
      const after = Math.sqrt(model.parameters().reduce((s, p) => s + values(p.grad!).reduce((a, g) => a + g * g, 0), 0));
      expect(after).toBeCloseTo(1, 5);
      torch.nn.utils.clipGradValue_(model.parameters(), 0.01);
      for (const p of model.parameters()) expect(Math.max(...values(p.grad!).map(Math.abs))).toBeLessThanOrEqual(Math.fround(0.01));
    });
  });

  it('parametersToVector flattens in order and stays in the autograd graph', () => {
    torch.scope(() => {
      torch.manualSeed(1);
      const model = new nn.Sequential(new nn.Linear(3, 2), new nn.Linear(2, 1));
      const params = model.parameters();
      const vec = torch.nn.utils.parametersToVector(params);
      expect(vec.shape).toEqual([2 * 3 + 2 + 2 + 1]);
      expect(values(vec)).toEqual(params.flatMap(values));
      vec.mul(torch.arange(11, { dtype: 'float32' })).sum().backward();
      // d/dp of sum(k * vec[k]) is the position of each element in the vector
      let k = 0;
      for (const p of params) {
        expect(values(p.grad!)).toEqual(Array.from({ length: p.numel() }, () => k++));
      }
    });
  });

  it('vectorToParameters copies slices into the parameters, which keep their identity', () => {
    torch.scope(() => {
      const model = new nn.Linear(2, 2);
      const params = model.parameters();
      const opt = new optim.SGD(params, { lr: 0.1 });
      const vec = torch.arange(6, { dtype: 'float32' });
      torch.nn.utils.vectorToParameters(vec, params);
      expect(values(model.weight)).toEqual([0, 1, 2, 3]);
      expect(values(model.bias!)).toEqual([4, 5]);
      expect(model.parameters()[0]).toBe(params[0]);
      expect(model.weight.requiresGrad).toBe(true);
      vec.fill_(9); // the parameters own their values: no aliasing of vec
      expect(values(model.bias!)).toEqual([4, 5]);
      // and the round trip
      expect(values(torch.nn.utils.parametersToVector(params))).toEqual([0, 1, 2, 3, 4, 5]);
      opt.dispose();
    });
  });

  it('bad arguments give clear errors', () => {
    torch.scope(() => {
      const model = new nn.Linear(2, 2);
      expect(() => torch.nn.utils.vectorToParameters(torch.zeros([5]), model.parameters())).toThrow(/vec has 5 elements but the parameters have 6 in all/);
      expect(() => torch.nn.utils.vectorToParameters(torch.zeros([2, 3]), model.parameters())).toThrow(/vec must be 1-D but has shape \[2, 3\]/);
      expect(() => torch.nn.utils.vectorToParameters([1, 2] as never, model.parameters())).toThrow(/expected a Tensor for vec but received object/);
      expect(() => torch.nn.utils.parametersToVector([])).toThrow(/got no parameters/);
      expect(() => torch.nn.utils.parametersToVector(3 as never)).toThrow(/expected an iterable of Tensors .* but received number/);
      expect(() => torch.nn.utils.parametersToVector([model.weight, 'x'] as never)).toThrow(/parameters\[1\] is not a Tensor/);
    });
  });
});
