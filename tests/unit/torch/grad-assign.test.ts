import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';

describe('assigning .grad', () => {
  test('a gradient of another size is refused, as in PyTorch', () => {
    const p = torch.zeros(3).requiresGrad_();
    expect(() => (p.grad = torch.ones(1))).toThrow(/assigned grad has data of a different size.*\[3\].*\[1\]/);
    expect(() => (p.grad = torch.ones(5))).toThrow(/different size/);
    expect(() => (p.grad = torch.ones(3, 1))).toThrow(/different size/);
    expect(p.grad).toBeNull();
  });

  test('a gradient of another dtype is refused', () => {
    const p = torch.zeros(3).requiresGrad_();
    expect(() => (p.grad = torch.ones(3, { dtype: 'int64' }))).toThrow(/different type.*Float.*Long/);
    expect(() => (p.grad = torch.ones(3, { dtype: 'float64' }))).toThrow(TypeError);
  });

  test('a gradient on another device is refused', () => {
    const p = torch.zeros(3).requiresGrad_();
    expect(() => (p.grad = torch.ones(3).to('meta'))).toThrow(/different device.*cpu.*meta/);
  });

  test('a matching gradient is assigned, and an optimizer step uses it unbroadcast', () => {
    const p = new torch.nn.Parameter(torch.tensor([1, 2, 3], { dtype: 'float32' }));
    p.grad = torch.ones(3);
    const opt = new torch.optim.SGD([p], { lr: 0.5 });
    opt.step();
    expect(p.tolist()).toEqual([0.5, 1.5, 2.5]);
    p.grad = null;
    expect(p.grad).toBeNull();
  });

  test('a tensor cannot be its own grad', () => {
    const p = torch.zeros(3).requiresGrad_();
    expect(() => (p.grad = p)).toThrow(/own grad/);
  });
});
