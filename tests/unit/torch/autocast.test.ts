import { describe, expect, test } from 'vitest';

import { nn, torch } from '../../../src/index.js';

describe('torch.autocast', () => {
  test('CPU bf16: matrix products run in bfloat16, losses in float32, and the state is restored', () => {
    const a = torch.randn([4, 8]);
    const b = torch.randn([8, 3]);
    expect(torch.autocastState('cpu')).toEqual({ enabled: false, dtype: 'bfloat16' });
    const [prod, loss] = torch.autocast('cpu', { dtype: 'bfloat16' }, () => {
      expect(torch.isAutocastEnabled('cpu')).toBe(true);
      const p = a.matmul(b);
      return [p, new nn.CrossEntropyLoss().call(p, torch.tensor([0, 1, 2, 0]))];
    });
    expect(prod!.dtype).toBe('bfloat16');
    expect(loss!.dtype).toBe('float32');
    expect(torch.isAutocastEnabled('cpu')).toBe(false);
    expect(a.matmul(b).dtype).toBe('float32');
  });

  test('regions nest, enabled: false excludes a region, and an exception restores the state', () => {
    const a = torch.randn([2, 2]);
    torch.autocast('cpu', {}, () => {
      expect(torch.autocast('cpu', { enabled: false }, () => a.matmul(a)).dtype).toBe('float32');
      expect(a.matmul(a).dtype).toBe('bfloat16');
    });
    expect(() =>
      torch.autocast('cpu', {}, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(torch.isAutocastEnabled('cpu')).toBe(false);
  });

  test('gradients flow back to float32 parameters', () => {
    const lin = new nn.Linear(4, 2);
    const loss = torch.autocast('cpu', {}, () => (lin.call(torch.randn([3, 4])) as torch.Tensor).float().pow(2).mean());
    loss.backward();
    expect(lin.weight.grad!.dtype).toBe('float32');
    expect(lin.weight.grad!.abs().sum().item()).toBeGreaterThan(0);
  });

  test('clear errors: float16 on CPU, an async function, a bad device type', () => {
    expect(() => torch.autocast('cpu', { dtype: 'float16' }, () => 1)).toThrow(/CPU autocast supports only bfloat16/);
    expect(() => torch.autocast('cpu', {}, async () => 1)).toThrow(/cannot span an await/);
    expect(() => torch.autocast('tpu' as 'cpu', {}, () => 1)).toThrow(/unsupported device type 'tpu'/);
    if (!torch.cuda.isAvailable()) expect(() => torch.autocast('cuda', {}, () => 1)).toThrow(/CUDA build of libtorch/);
    expect(torch.isAutocastEnabled('cpu')).toBe(false);
  });
});

describe('CPU autocast runs layer_norm and group_norm in fp32 (PyTorch 2.x policy)', () => {
  test('a bf16 activation meets fp32 LayerNorm/GroupNorm weights: fp32 out, the fp32 result of the bf16 input, gradients back to the Linear', () => {
    torch.manualSeed(3);
    const lin = new nn.Linear(8, 8);
    const ln = new nn.LayerNorm(8);
    const gn = new nn.GroupNorm(2, 8);
    const x = torch.randn([4, 8]);
    const [yLn, yGn, h] = torch.autocast('cpu', { dtype: 'bfloat16' }, () => {
      const hidden = lin.call(x);
      return [ln.call(hidden), gn.call(hidden), hidden];
    });
    expect(h.dtype).toBe('bfloat16');
    expect(yLn.dtype).toBe('float32');
    expect(yGn.dtype).toBe('float32');
    // Exactly what fp32 layer_norm gives on the bf16 activation widened to fp32.
    const want = ln.call(h.float());
    expect(Array.from(yLn.toArray() as Float32Array)).toEqual(Array.from(want.toArray() as Float32Array));
    yLn.add(yGn).sum().backward();
    expect(lin.weight.grad).not.toBeNull();
    expect((lin.weight.grad!.abs().sum().item() as number) > 0).toBe(true);
  });
});
