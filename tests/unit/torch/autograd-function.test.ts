import { describe, expect, it } from 'vitest';

import { liveCallbacks } from '../../../src/torch/autograd-bridge.js';
import { torch, type FunctionCtx, type Tensor } from '../../../src/torch/index.js';

const { Function, gradcheck } = torch.autograd;

class Cube extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor): Tensor {
    ctx.saveForBackward(x);
    return x.pow(3);
  }
  static override backward(ctx: FunctionCtx, g: Tensor): Tensor {
    const [x] = ctx.savedTensors;
    return g.mul(x!.pow(2).mul(3));
  }
}

// Two outputs and a non-tensor argument: (a*b*k, a+b).
class ProdSum extends Function {
  static override forward(ctx: FunctionCtx, a: Tensor, k: number, b: Tensor): Tensor[] {
    ctx.saveForBackward(a, b);
    ctx.k = k;
    return [a.mul(b).mul(k), a.add(b)];
  }
  static override backward(ctx: FunctionCtx, gProd: Tensor, gSum: Tensor): (Tensor | null)[] {
    const [a, b] = ctx.savedTensors;
    const k = ctx.k as number;
    return [
      ctx.needsInputGrad[0] ? gProd.mul(b!).mul(k).add(gSum) : null,
      null,
      ctx.needsInputGrad[2] ? gProd.mul(a!).mul(k).add(gSum) : null,
    ];
  }
}

// Sorts; the permutation is a non-differentiable output.
class SortWithIndices extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor): Tensor[] {
    const [values, indices] = x.sort() as unknown as [Tensor, Tensor];
    ctx.markNonDifferentiable(indices);
    ctx.saveForBackward(indices);
    ctx.n = x.numel();
    return [values, indices];
  }
  static override backward(ctx: FunctionCtx, g: Tensor, gIndices: Tensor): Tensor {
    expect(gIndices.abs().sum().item()).toBe(0); // materialized zeros
    const [indices] = ctx.savedTensors;
    return torch.zeros([ctx.n as number], { dtype: g.dtype }).scatter(0, indices!, g);
  }
}

class WrongCube extends Cube {
  static override backward(ctx: FunctionCtx, g: Tensor): Tensor {
    const [x] = ctx.savedTensors;
    return g.mul(x!.pow(2).mul(2.9));
  }
}

const f64 = (shape: number[]) => torch.randn(shape, { dtype: 'float64' }).requiresGrad_();

describe('torch.autograd.Function', () => {
  it('passes a float64 gradcheck: cubic, two outputs with a non-tensor argument, a non-differentiable output', () => {
    torch.manualSeed(0);
    expect(gradcheck((x) => Cube.apply(x), [f64([3, 4])], { eps: 1e-6, atol: 1e-5, rtol: 1e-3 })).toBe(true);
    expect(gradcheck((a, b) => ProdSum.apply(a, 2.5, b), [f64([5]), f64([5])])).toBe(true);
    expect(gradcheck((x) => SortWithIndices.apply(x)[0], [f64([7])])).toBe(true);
    // Composed with ordinary ops on both sides.
    expect(gradcheck((x, w) => Cube.apply(x.matmul(w)).tanh(), [f64([2, 3]), f64([3, 2])])).toBe(true);
  });

  it('gradcheck fails for a wrong backward, naming the mismatch', () => {
    torch.manualSeed(1);
    expect(() => gradcheck((x) => WrongCube.apply(x), [f64([4])])).toThrow(/Jacobian mismatch for output 0 with respect to input 0/);
    expect(gradcheck((x) => WrongCube.apply(x), [f64([4])], { raiseException: false })).toBe(false);
  });

  it('runs through a native node: gradFn name, needsInputGrad, requiresGrad of outputs', () => {
    const a = torch.tensor([1, 2, 3], { dtype: 'float64' }).requiresGrad_();
    const b = torch.tensor([4, 5, 6], { dtype: 'float64' });
    let needs: readonly boolean[] = [];
    class Spy extends ProdSum {
      static override forward(ctx: FunctionCtx, x: Tensor, k: number, y: Tensor): Tensor[] {
        needs = ctx.needsInputGrad;
        expect(torch.isGradEnabled()).toBe(false);
        return super.forward(ctx, x, k, y);
      }
    }
    const [p, s] = Spy.apply(a, 2, b);
    expect(needs).toEqual([true, false, false]);
    expect(p.gradFn).toBe('SpyBackward');
    expect(p.requiresGrad && s.requiresGrad).toBe(true);
    p.sum().add(s.sum()).backward();
    expect(Array.from(a.grad!.toArray())).toEqual([9, 11, 13]); // 2*b + 1
    const [idx] = [SortWithIndices.apply(a.detach().requiresGrad_())[1]];
    expect(idx.requiresGrad).toBe(false);
  });

  it('without a grad-requiring input (or under noGrad) returns plain outputs', () => {
    const x = torch.tensor([1, 2], { dtype: 'float64' });
    const y = Cube.apply(x);
    expect(y.requiresGrad).toBe(false);
    const z = torch.noGrad(() => Cube.apply(x.clone().requiresGrad_()));
    expect(z.requiresGrad).toBe(false);
    expect(Array.from(y.toArray())).toEqual([1, 8]);
  });

  it('an error thrown in backward comes out of backward() as that error', () => {
    class Boom extends Function {
      static override forward(_ctx: FunctionCtx, x: Tensor): Tensor {
        return x.mul(2);
      }
      static override backward(): Tensor {
        throw new RangeError('boom in backward');
      }
    }
    const x = torch.ones([2]).requiresGrad_();
    const err = (() => {
      try {
        Boom.apply(x).sum().backward();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(RangeError);
    expect((err as Error).message).toBe('boom in backward');
    // The process and autograd still work.
    Cube.apply(x).sum().backward();
    expect(Array.from(x.grad!.toArray())).toEqual([3, 3]);
  });

  it('wrong gradient counts and shapes give clear errors', () => {
    class TooFew extends Function {
      static override forward(_ctx: FunctionCtx, x: Tensor, y: Tensor): Tensor {
        return x.add(y);
      }
      static override backward(_ctx: FunctionCtx, g: Tensor): Tensor {
        return g;
      }
    }
    class BadShape extends Function {
      static override forward(_ctx: FunctionCtx, x: Tensor): Tensor {
        return x.sum();
      }
      static override backward(_ctx: FunctionCtx, g: Tensor): Tensor {
        return g.reshape([1]).repeat([3]);
      }
    }
    const x = torch.ones([2]).requiresGrad_();
    expect(() => TooFew.apply(x, x).sum().backward()).toThrow(/TooFew.backward returned 1 values, but forward has 2 arguments/);
    expect(() => BadShape.apply(x).backward()).toThrow(/invalid gradient|shape/);
  });

  it('saved tensors modified in place before backward, or a second backward, fail clearly', () => {
    const x = torch.ones([3], { dtype: 'float64' }).requiresGrad_();
    const h = x.mul(1);
    const y = Cube.apply(h);
    h.add_(1);
    expect(() => y.sum().backward()).toThrow(/modified by an inplace operation/);
    const z = Cube.apply(x).sum();
    z.backward();
    expect(() => z.backward()).toThrow(/second time/);
  });

  it('undefined gradients for unused outputs: zeros by default, null with setMaterializeGrads(false)', () => {
    let seen: (Tensor | null)[] = [];
    class Two extends Function {
      static override forward(ctx: FunctionCtx, x: Tensor, materialize: boolean): Tensor[] {
        ctx.setMaterializeGrads(materialize);
        return [x.mul(2), x.mul(3)];
      }
      static override backward(_ctx: FunctionCtx, g1: Tensor | null, g2: Tensor | null): (Tensor | null)[] {
        seen = [g1 && g1.clone(), g2 && g2.clone()];
        return [g1 ? g1.mul(2) : null, null];
      }
    }
    const x = torch.ones([2]).requiresGrad_();
    Two.apply(x, true)[0].sum().backward();
    expect(Array.from(seen[1]!.toArray())).toEqual([0, 0]);
    Two.apply(x, false)[0].sum().backward();
    expect(seen[1]).toBeNull();
  });

  it('releases its JavaScript state and tensors once the graph is gone', () => {
    const x = torch.ones([4], { dtype: 'float64' }).requiresGrad_();
    const before = liveCallbacks();
    const handlesBefore = torch.memoryStats().live;
    for (let i = 0; i < 50; i++) {
      torch.scope(() => {
        const y = Cube.apply(x.mul(i));
        y.sum().backward();
      });
    }
    expect(liveCallbacks()).toBe(before);
    expect(torch.memoryStats().live).toBe(handlesBefore);
    class SavesDisposed extends Function {
      static override forward(ctx: FunctionCtx, t: Tensor): Tensor {
        const tmp = t.mul(2);
        tmp.dispose();
        ctx.saveForBackward(tmp);
        return t.mul(2);
      }
    }
    expect(() => SavesDisposed.apply(x)).toThrow(/disposed/);
    expect(liveCallbacks()).toBe(before);
  });
});
