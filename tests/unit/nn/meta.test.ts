import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import { tempRoot } from '../runners/tiny.js';

/** A small model with every kind of state: linear, conv, norms with buffers, embedding, attention. */
class Net extends nn.Module {
  emb = new nn.Embedding(20, 8, { paddingIdx: 0 });
  enc = new nn.TransformerEncoder(new nn.TransformerEncoderLayer(8, 2, { dimFeedforward: 16, dropout: 0 }), 2);
  conv = new nn.Conv1d(8, 8, 3, { padding: 1 });
  bn = new nn.BatchNorm1d(8);
  head = new nn.Linear(8, 3);
  override forward(ids: Tensor): Tensor {
    return torch.scope(() => {
      const h = this.enc.call(this.emb.call(ids)); // [B, T, 8]
      const c = this.bn.call(this.conv.call(h.transpose(1, 2))); // [B, 8, T]
      return this.head.call(c.mean([2]));
    });
  }
}

const ids = () => torch.tensor([[1, 2, 3, 4], [5, 6, 7, 0]]);

function sameBits(a: nn.Module, b: nn.Module): void {
  const sa = a.stateDict();
  const sb = b.stateDict();
  expect(Object.keys(sa)).toEqual(Object.keys(sb));
  for (const k of Object.keys(sa)) {
    expect(sa[k]!.device, k).toBe('cpu');
    expect(sa[k]!.dtype, k).toBe(sb[k]!.dtype);
    expect(torch.equal(sa[k]!, sb[k]!), k).toBe(true);
  }
}

describe('torch.withDevice', () => {
  test('factory functions and layers use the scope device; explicit devices, data and *Like functions do not', () => {
    expect(torch.getDefaultDevice()).toBeUndefined();
    torch.withDevice('meta', () => {
      expect(torch.getDefaultDevice()).toBe('meta');
      expect(torch.zeros([2, 3]).device).toBe('meta');
      expect(torch.randn([2]).device).toBe('meta');
      expect(torch.arange(4).device).toBe('meta');
      expect(torch.zeros([2], { device: 'cpu' }).device).toBe('cpu');
      expect(torch.tensor([1, 2]).device).toBe('cpu');
      expect(torch.zerosLike(torch.ones([2], { device: 'cpu' })).device).toBe('cpu');
      torch.withDevice('cpu', () => expect(new nn.Linear(2, 2).weight.device).toBe('cpu'));
      expect(new nn.Linear(2, 2).weight.device).toBe('meta');
    });
    expect(torch.getDefaultDevice()).toBeUndefined();
    expect(torch.zeros([1]).device).toBe('cpu');
  });

  test('refuses unknown devices and asynchronous functions, and ends the scope when fn throws', () => {
    expect(() => torch.withDevice('gpu', () => 1)).toThrow(/unknown device/);
    expect(() => torch.withDevice('meta', async () => 1)).toThrow(/returned a promise/);
    expect(() => torch.withDevice('meta', () => { throw new Error('inside'); })).toThrow('inside');
    expect(torch.getDefaultDevice()).toBeUndefined();
  });
});

describe('a model built on the meta device', () => {
  test('has every parameter and buffer on meta, and draws no random numbers', () => {
    torch.manualSeed(5);
    const net = torch.withDevice('meta', () => new Net());
    const after = torch.randn([4]);
    torch.manualSeed(5);
    expect(torch.equal(after, torch.randn([4]))).toBe(true);
    const all = [...net.parameters(), ...net.buffers()];
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((t) => t.device === 'meta')).toBe(true);
    expect(net.head.weight.shape).toEqual([3, 8]);
    expect(net.bn.num_batches_tracked.dtype).toBe('int64');
  });

  test('calling it before it has data fails with an error naming the tensor and the fix', () => {
    const net = torch.withDevice('meta', () => new Net());
    expect(() => net.call(ids())).toThrow(/Embedding\.call\(\): parameter 'weight' is on the meta device.*loadStateDict.*toEmpty/);
    const lin = new nn.Linear(2, 2, { device: 'meta' });
    expect(() => lin.call(torch.ones([1, 2]))).toThrow(/Linear\.call\(\): parameter 'weight' is on the meta device/);
    expect(() => lin.to('cpu')).toThrow(/Module\.to\('cpu'\): the Linear has tensors on the meta device.*toEmpty/);
    expect(lin.to('float64').weight.dtype).toBe('float64'); // a cast stays on meta
    expect(lin.weight.device).toBe('meta');
  });

  test('loaded from a checkpoint file it equals the model built normally then loaded, bit for bit, and trains', () => {
    torch.manualSeed(1);
    const source = new Net();
    const path = join(tempRoot(), 'net.pth');
    torch.save(source.stateDict(), path);

    torch.manualSeed(2);
    const normal = new Net();
    normal.loadStateDict(torch.load<Record<string, Tensor>>(path));

    const meta = torch.withDevice('meta', () => new Net());
    const weight = meta.head.weight;
    const result = meta.loadStateDict(torch.load<Record<string, Tensor>>(path));
    expect(result).toEqual({ missingKeys: [], unexpectedKeys: [] });
    sameBits(meta, normal);
    sameBits(meta, source);
    // the same Parameter objects, still leaves that require grad
    expect(meta.head.weight).toBe(weight);
    expect(weight.requiresGrad).toBe(true);
    expect(meta.bn.running_mean.requiresGrad).toBe(false);
    meta.eval();
    normal.eval();
    expect(torch.equal(meta.call(ids()), normal.call(ids()))).toBe(true);
    // an optimizer built afterwards trains it like the normal one
    meta.train();
    normal.train();
    for (const m of [meta, normal]) {
      const opt = new optim.SGD(m.parameters(), { lr: 0.1 });
      const loss = m.call(ids()).square().mean();
      loss.backward();
      opt.step();
    }
    sameBits(meta, normal);
  });

  test('toEmpty allocates uninitialised storage on the device, keeping Parameter identity; a load then fills it', () => {
    torch.manualSeed(1);
    const source = new Net();
    const net = torch.withDevice('meta', () => new Net());
    const params = net.parameters();
    const buffers = net.buffers();
    expect(net.toEmpty({ device: 'cpu' })).toBe(net);
    expect(net.parameters()).toEqual(params);
    expect(net.parameters().every((p, i) => p === params[i])).toBe(true);
    expect(net.buffers().every((b, i) => b === buffers[i])).toBe(true);
    expect([...params, ...buffers].every((t) => t.device === 'cpu')).toBe(true);
    expect(params.every((p) => p.requiresGrad)).toBe(true);
    expect(net.head.weight.shape).toEqual([3, 8]);
    // an optimizer built now holds the tensors a later load fills in place
    const opt = new optim.SGD(net.parameters(), { lr: 0.1 });
    net.loadStateDict(source.stateDict());
    sameBits(net, source);
    expect(opt.paramGroups[0]!.params[0]).toBe(params[0]);
    expect(() => net.toEmpty({ device: 'gpu' } as never)).toThrow(/unknown device/);
  });

  test('a non-strict load that misses keys leaves them on meta, and the call names them', () => {
    torch.manualSeed(1);
    const source = new Net();
    const sd = source.stateDict();
    delete sd['head.weight'];
    const net = torch.withDevice('meta', () => new Net());
    const { missingKeys } = net.loadStateDict(sd, { strict: false });
    expect(missingKeys).toEqual(['head.weight']);
    expect(net.head.weight.device).toBe('meta');
    expect(net.head.bias!.device).toBe('cpu');
    expect(() => net.call(ids())).toThrow(/Linear\.call\(\): parameter 'weight' is on the meta device/);
  });

  test('a state dict in another dtype is cast into the meta model; a strict load with a wrong shape changes nothing', () => {
    torch.manualSeed(1);
    const source = new nn.Linear(4, 2);
    const sd = source.stateDict();
    const doubled = { weight: sd.weight!.double(), bias: sd.bias!.double() };
    const net = torch.withDevice('meta', () => new nn.Linear(4, 2));
    net.loadStateDict(doubled);
    expect(net.weight.dtype).toBe('float32');
    expect(torch.equal(net.weight, sd.weight!)).toBe(true);
    const bad = torch.withDevice('meta', () => new nn.Linear(4, 3));
    expect(() => bad.loadStateDict(sd)).toThrow(/size mismatch for weight/);
    expect(bad.weight.device).toBe('meta');
  });
});
