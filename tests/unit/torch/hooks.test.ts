import { describe, expect, it } from 'vitest';

import { torch, nn, type Tensor } from '../../../src/torch/index.js';

const vals = (t: Tensor | null) => Array.from(t!.toArray(), Number);

describe('tensor.registerHook', () => {
  it('sees the gradient of a non-leaf and of a leaf, may replace it, and can be removed', () => {
    const x = torch.tensor([1, 2, 3], { dtype: 'float32' }).requiresGrad_();
    const y = x.mul(2);
    const seen: number[][] = [];
    const h1 = y.registerHook((g) => {
      seen.push(vals(g));
      return g.mul(10);
    });
    const h2 = x.registerHook((g) => void seen.push(vals(g)));
    y.sum().backward();
    expect(seen).toEqual([
      [1, 1, 1],
      [20, 20, 20],
    ]);
    expect(vals(x.grad)).toEqual([20, 20, 20]);
    h1.remove();
    h2.remove();
    x.grad = null;
    seen.length = 0;
    x.mul(2).sum().backward();
    expect(seen).toEqual([]);
    expect(vals(x.grad)).toEqual([2, 2, 2]);
  });

  it('a hook on a leaf changes what is accumulated into .grad', () => {
    const w = torch.ones([2]).requiresGrad_();
    w.registerHook((g) => g.neg());
    w.mul(3).sum().backward();
    expect(vals(w.grad)).toEqual([-3, -3]);
  });

  it('a throwing hook surfaces from backward(); bad input is refused', () => {
    const x = torch.ones([2]).requiresGrad_();
    x.registerHook(() => {
      throw new Error('hook failed');
    });
    expect(() => x.mul(2).sum().backward()).toThrow('hook failed');
    expect(() => torch.ones([2]).registerHook((g) => g)).toThrow(/doesn't require gradient/);
    const y = torch.ones([2]).requiresGrad_();
    y.registerHook(() => 3 as unknown as Tensor);
    expect(() => y.sum().backward()).toThrow(/must return a Tensor or nothing/);
  });
});

describe('tensor.registerPostAccumulateGradHook', () => {
  it('runs after the gradient was accumulated into .grad, once per backward, on leaves only', () => {
    const p = torch.tensor([1, 2], { dtype: 'float32' }).requiresGrad_();
    const seen: number[][] = [];
    const h = p.registerPostAccumulateGradHook((param) => {
      expect(param).toBe(p);
      seen.push(vals(param.grad));
    });
    p.mul(3).sum().backward();
    p.mul(2).sum().backward();
    expect(seen).toEqual([
      [3, 3],
      [5, 5],
    ]);
    h.remove();
    p.sum().backward();
    expect(seen).toHaveLength(2);
    expect(() => p.mul(2).registerPostAccumulateGradHook(() => {})).toThrow(/only leaf tensors/);
  });

  it('can consume the gradient (as a sharded optimizer does): set .grad to null in the hook', () => {
    const p = torch.tensor([1, 2], { dtype: 'float32' }).requiresGrad_();
    const taken: number[][] = [];
    p.registerPostAccumulateGradHook((param) => {
      taken.push(vals(param.grad));
      param.grad = null;
    });
    p.mul(4).sum().backward();
    expect(taken).toEqual([[4, 4]]);
    expect(p.grad).toBeNull();
  });

  it('a throwing post-accumulate hook surfaces from backward()', () => {
    const p = torch.ones([2]).requiresGrad_();
    p.registerPostAccumulateGradHook(() => {
      throw new TypeError('post hook failed');
    });
    expect(() => p.sum().backward()).toThrow(TypeError);
  });
});

describe('Module full backward hooks', () => {
  it('gets grad_input and grad_output of a Linear layer, like PyTorch', () => {
    torch.manualSeed(0);
    const lin = new nn.Linear(3, 2);
    const x = torch.randn([4, 3]).requiresGrad_();
    const events: string[] = [];
    let gIn: number[] = [];
    let gOut: number[] = [];
    lin.registerFullBackwardPreHook((_m, gradOutput) => {
      events.push('pre');
      expect(gradOutput).toHaveLength(1);
    });
    lin.registerFullBackwardHook((m, gradInput, gradOutput) => {
      events.push('full');
      expect(m).toBe(lin);
      gIn = vals(gradInput[0]);
      gOut = vals(gradOutput[0]);
    });
    const y = lin.call(x);
    const w = torch.randn([4, 2]);
    y.mul(w).sum().backward();
    expect(events).toEqual(['pre', 'full']);
    expect(gOut).toEqual(vals(w));
    // grad_input = grad_output @ W
    const expected = vals(w.matmul(lin.weight.detach()));
    gIn.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 5));
    expect(vals(x.grad)).toEqual(gIn);
  });

  it('hooks may replace grad_input and grad_output; without a grad-requiring input grad_input is null', () => {
    const lin = new nn.Linear(2, 2);
    const x = torch.ones([1, 2]).requiresGrad_();
    lin.registerFullBackwardHook((_m, gradInput) => gradInput.map((g) => g && g.mul(0)));
    lin.call(x).sum().backward();
    expect(vals(x.grad)).toEqual([0, 0]);

    const lin2 = new nn.Linear(2, 2);
    let gradInputSeen: unknown[] = [];
    lin2.registerFullBackwardPreHook((_m, gradOutput) => gradOutput.map((g) => g && g.mul(2)));
    lin2.registerFullBackwardHook((_m, gradInput) => void (gradInputSeen = gradInput));
    lin2.call(torch.ones([1, 2])).sum().backward();
    expect(gradInputSeen).toEqual([null]);
    // The pre-hook doubled grad_output, so the weight's gradient doubled.
    expect(vals(lin2.weight.grad)).toEqual([2, 2, 2, 2]);
  });

  it('a throwing module hook surfaces from backward(), and removed hooks no longer run', () => {
    const lin = new nn.Linear(2, 1);
    const h = lin.registerFullBackwardHook(() => {
      throw new Error('module hook failed');
    });
    const x = torch.ones([1, 2]).requiresGrad_();
    expect(() => lin.call(x).sum().backward()).toThrow('module hook failed');
    h.remove();
    lin.call(x).sum().backward();
    expect(x.grad).not.toBeNull();
  });
});
