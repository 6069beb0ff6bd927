import { describe, expect, it } from 'vitest';

import { torch, Tensor } from '../../../src/torch/index.js';
import * as nn from '../../../src/torch/nn/index.js';
import { settledLive } from '../../support/memory.js';

class Net extends nn.Module {
  conv = new nn.Conv2d(1, 2, 3);
  bn = new nn.BatchNorm2d(2);
  fc: nn.Linear;
  scale = new nn.Parameter(torch.ones([1]));
  notRegistered = torch.zeros([2]);
  constructor() {
    super();
    this.fc = new nn.Linear(8, 3);
    this.registerBuffer('step', torch.zeros([1]));
    this.registerBuffer('cache', torch.zeros([2]), { persistent: false });
  }
  override forward(x: Tensor): Tensor {
    return torch.scope(() => this.fc.call(this.bn.call(this.conv.call(x)).relu().flatten(1)).mul(this.scale));
  }
}

describe('Module registration and traversal', () => {
  it('registers fields assigned in class initialisers and in the constructor, in order', () => {
    const net = new Net();
    expect(net.namedParameters().map(([k]) => k)).toEqual([
      'scale',
      'conv.weight',
      'conv.bias',
      'bn.weight',
      'bn.bias',
      'fc.weight',
      'fc.bias',
    ]);
    expect(net.parameters().every((p) => p instanceof nn.Parameter && p.requiresGrad)).toBe(true);
    expect(net.namedBuffers().map(([k]) => k)).toEqual(['step', 'cache', 'bn.running_mean', 'bn.running_var', 'bn.num_batches_tracked']);
    expect(net.namedChildren().map(([k]) => k)).toEqual(['conv', 'bn', 'fc']);
    expect(net.namedModules().map(([k]) => k)).toEqual(['', 'conv', 'bn', 'fc']);
    expect(net.children()[2]).toBe(net.fc);
    expect(net.modules().length).toBe(4);
    expect(net.parameters({ recurse: false })).toEqual([net.scale]);
    expect(net.getParameter('fc.bias')).toBe(net.fc.bias);
    expect(net.getSubmodule('bn')).toBe(net.bn);
    expect(() => net.getSubmodule('nope')).toThrow(/Net has no submodule 'nope'/);
  });

  it('a name registered again as the same kind keeps its place (a Sequential layer or a field replaced), as in PyTorch', () => {
    const seq = new nn.Sequential(new nn.Linear(2, 4), new nn.Tanh(), new nn.Linear(4, 1));
    const replacement = new nn.Linear(2, 4);
    seq.registerModule('0', replacement);
    expect(seq.namedChildren().map(([k]) => k)).toEqual(['0', '1', '2']);
    expect(seq.at(0)).toBe(replacement);
    expect(seq.call(torch.zeros([3, 2])).shape).toEqual([3, 1]);
    const net = new Net();
    net.conv = new nn.Conv2d(1, 2, 3);
    net.scale = new nn.Parameter(torch.zeros([1]));
    expect(net.namedParameters().map(([k]) => k)).toEqual(['scale', 'conv.weight', 'conv.bias', 'bn.weight', 'bn.bias', 'fc.weight', 'fc.bias']);
  });

  it('counts a shared parameter or module once', () => {
    const lin = new nn.Linear(2, 2);
    const seq = new nn.Sequential(lin, lin);
    expect(seq.parameters().length).toBe(2);
    expect(seq.namedParameters({ removeDuplicate: false }).length).toBe(4);
    expect(Object.keys(seq.stateDict())).toEqual(['0.weight', '0.bias', '1.weight', '1.bias']);
  });

  it('re-assigning a registered name replaces it; null keeps the name; plain tensors for parameters are refused', () => {
    const m = new nn.Linear(2, 3);
    const p = new nn.Parameter(torch.zeros([3]));
    m.bias = p;
    expect(m.parameters()[1]).toBe(p);
    m.bias = null;
    expect(m.parameters().length).toBe(1);
    expect(Object.keys(m.stateDict())).toEqual(['weight']);
    expect(() => {
      (m as unknown as { weight: Tensor }).weight = torch.zeros([3, 2]);
    }).toThrow(/cannot assign .*Tensor as parameter 'weight' of Linear/);
    delete (m as unknown as Record<string, unknown>).bias;
    expect(m.namedParameters().map(([k]) => k)).toEqual(['weight']);
  });

  it('parameters and buffers survive the scope they were created in', () => {
    const m = torch.scope(() => new nn.Linear(3, 2));
    expect(m.weight.isDisposed).toBe(false);
    const bn = torch.scope(() => new nn.BatchNorm1d(2));
    expect(bn.running_mean!.isDisposed).toBe(false);
    expect(bn.runningVar!.tolist()).toEqual([1, 1]);
  });

  it('prints a tree like PyTorch', () => {
    const net = new nn.Sequential(new nn.Linear(4, 2, { bias: false }), new nn.ReLU(), new nn.Dropout(0.25));
    expect(net.toString()).toBe(
      'Sequential(\n  (0): Linear(inFeatures=4, outFeatures=2, bias=false)\n  (1): ReLU()\n  (2): Dropout(p=0.25)\n)',
    );
    expect(new Net().toString()).toContain('(bn): BatchNorm2d(2, eps=0.00001, momentum=0.1, affine=true, trackRunningStats=true)');
  });

  it('a module without forward says so', () => {
    expect(() => new nn.Module().call()).toThrow(/Module \[Module\] is missing the required forward function/);
  });

  it('forward hooks run around call and can be removed', () => {
    const m = new nn.Linear(2, 2);
    const seen: number[][] = [];
    const h = m.registerForwardHook((_mod, _args, out) => {
      seen.push((out as Tensor).shape);
      return (out as Tensor).mul(0);
    });
    const y = m.call(torch.ones([5, 2]));
    expect(seen).toEqual([[5, 2]]);
    expect(y.abs().sum().item()).toBe(0);
    h.remove();
    expect(m.call(torch.ones([1, 2])).abs().sum().item()).toBeGreaterThan(0);
    expect(seen.length).toBe(1);
  });

  it('call runs forward and the hooks on the module itself, so what forward assigns is registered', () => {
    class Lazy extends nn.Module {
      declare proj: nn.Linear | undefined;
      override forward(x: Tensor): Tensor {
        this.proj ??= new nn.Linear(x.shape[1]!, 1);
        return this.proj.call(x);
      }
    }
    const m = new Lazy();
    const seen: unknown[] = [];
    m.registerForwardPreHook((mod) => void seen.push(mod));
    m.registerForwardHook((mod) => void seen.push(mod));
    expect(m.call(torch.ones([2, 3])).shape).toEqual([2, 1]);
    expect(seen.length).toBe(2);
    expect(seen[0]).toBe(m);
    expect(seen[1]).toBe(m);
    expect(m.namedParameters().map(([k]) => k)).toEqual(['proj.weight', 'proj.bias']);
    // Without hooks, forward still sees the module (a Sequential's layers are called this way).
    const plain = new Lazy();
    new nn.Sequential(plain).call(torch.ones([2, 4]));
    expect(plain.namedParameters().map(([k]) => k)).toEqual(['proj.weight', 'proj.bias']);
  });
});

describe('Module modes and transforms', () => {
  it('train/eval propagate and change dropout and batch norm behaviour', () => {
    const seq = new nn.Sequential(new nn.Dropout(0.5), new nn.BatchNorm1d(3));
    expect(seq.training).toBe(true);
    seq.eval();
    expect(seq.modules().every((m) => !m.training)).toBe(true);
    const x = torch.randn([4, 3]);
    // eval: dropout off, batch norm uses running stats (0 mean, 1 var): the identity up to eps.
    expect(seq.call(x).allclose(x.div(Math.sqrt(1 + 1e-5)), { atol: 1e-6 })).toBe(true);
    seq.train();
    expect(seq.at(0).training && seq.at(1).training).toBe(true);
  });

  it("train calls each child's own train override, once per parent that holds it, and returns the module itself", () => {
    const seen: [nn.Module, boolean][] = [];
    class Counting extends nn.Linear {
      override train(mode = true): this {
        seen.push([this, mode]);
        return super.train(mode);
      }
    }
    const shared = new Counting(2, 2);
    const outer = new nn.Sequential(new nn.Sequential(shared), shared);
    expect(outer.eval()).toBe(outer);
    // Registered twice but visited once per parent, as PyTorch's children() does.
    expect(seen.map(([m, mode]) => [m === shared, mode])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(outer.modules().map((m) => m.training)).toEqual([false, false, false]);
    expect(Object.keys(outer)).not.toContain('training');
    outer.train();
    expect(shared.training && outer.at(0).training).toBe(true);
  });

  it('dropout is reproducible under manualSeed and scales kept elements', () => {
    const d = new nn.Dropout(0.5);
    torch.manualSeed(3);
    const a = d.call(torch.ones([100]));
    torch.manualSeed(3);
    const b = d.call(torch.ones([100]));
    expect(a.equal(b)).toBe(true);
    const vals = new Set(a.tolist() as number[]);
    expect([...vals].sort()).toEqual([0, 2]);
    expect(() => new nn.Dropout(1.5)).toThrow(/probability has to be between 0 and 1/);
  });

  it('to(dtype) casts floating parameters and buffers in place, keeping Parameter objects', () => {
    const net = new Net();
    const w = net.fc.weight;
    net.to('float64');
    expect(net.fc.weight).toBe(w);
    expect(w.dtype).toBe('float64');
    expect(w.requiresGrad).toBe(true);
    expect(net.bn.running_mean!.dtype).toBe('float64');
    expect(net.bn.num_batches_tracked!.dtype).toBe('int64');
    const y = net.call(torch.randn([2, 1, 4, 4], { dtype: 'float64' }));
    expect(y.dtype).toBe('float64');
    y.sum().backward();
    expect(w.grad!.dtype).toBe('float64');
    net.float();
    expect(w.dtype).toBe('float32');
    expect(w.grad!.dtype).toBe('float32');
    expect(() => net.to('int64')).toThrow(/only accepts floating point dtypes/);
  });

  it('zeroGrad clears or zeroes gradients; requiresGrad_ freezes', () => {
    const m = new nn.Linear(3, 2);
    m.call(torch.ones([1, 3])).sum().backward();
    expect(m.weight.grad).not.toBeNull();
    m.zeroGrad({ setToNone: false });
    expect(m.weight.grad!.abs().sum().item()).toBe(0);
    m.zeroGrad();
    expect(m.weight.grad).toBeNull();
    m.requiresGrad_(false);
    expect(m.parameters().some((p) => p.requiresGrad)).toBe(false);
  });

  it('apply visits children before the parent', () => {
    const names: string[] = [];
    new Net().apply((m) => names.push(m.constructor.name));
    expect(names).toEqual(['Conv2d', 'BatchNorm2d', 'Linear', 'Net']);
  });
});

describe('state dicts', () => {
  it('round-trips: values load into a fresh module in place', () => {
    torch.manualSeed(1);
    const a = new Net();
    a.call(torch.randn([4, 1, 4, 4])); // updates batch-norm statistics
    torch.manualSeed(2);
    const b = new Net();
    const before = b.fc.weight;
    const sd = a.stateDict();
    expect(Object.keys(sd)).toEqual([
      'scale',
      'step',
      'conv.weight',
      'conv.bias',
      'bn.weight',
      'bn.bias',
      'bn.running_mean',
      'bn.running_var',
      'bn.num_batches_tracked',
      'fc.weight',
      'fc.bias',
    ]);
    expect(sd['bn.num_batches_tracked']!.item()).toBe(1);
    const res = b.loadStateDict(sd);
    expect(res).toEqual({ missingKeys: [], unexpectedKeys: [] });
    expect(b.fc.weight).toBe(before);
    for (const [k, v] of Object.entries(b.stateDict())) expect(v.equal(sd[k]!), k).toBe(true);
    const x = torch.randn([2, 1, 4, 4]);
    a.eval();
    b.eval();
    expect(a.call(x).equal(b.call(x))).toBe(true);
    expect(b.fc.weight.requiresGrad).toBe(true);
    expect(b.fc.weight.isLeaf).toBe(true);
  });

  it('stateDict values share storage; keepVars returns the parameters themselves', () => {
    const m = new nn.Linear(2, 2);
    const sd = m.stateDict();
    expect(sd.weight!.requiresGrad).toBe(false);
    torch.noGrad(() => m.weight.fill_(7));
    expect(sd.weight!.tolist()).toEqual([
      [7, 7],
      [7, 7],
    ]);
    expect(m.stateDict({ keepVars: true }).weight).toBe(m.weight);
  });

  it('strict loading lists missing and unexpected keys', () => {
    const m = new nn.Sequential(new nn.Linear(2, 2), new nn.Linear(2, 1));
    const sd = m.stateDict();
    delete sd['1.bias'];
    sd['2.weight'] = torch.zeros([1]);
    let message = '';
    try {
      m.loadStateDict(sd);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('Error(s) in loading state_dict for Sequential');
    expect(message).toContain('Missing key(s) in state_dict: "1.bias".');
    expect(message).toContain('Unexpected key(s) in state_dict: "2.weight".');
    expect(m.loadStateDict(sd, { strict: false })).toEqual({ missingKeys: ['1.bias'], unexpectedKeys: ['2.weight'] });
  });

  it('shape mismatches throw even when not strict, and nothing is copied', () => {
    const m = new nn.Linear(3, 2);
    const before = m.weight.clone();
    const sd = { weight: torch.zeros([2, 4]), bias: torch.zeros([2]) };
    expect(() => m.loadStateDict(sd, { strict: false })).toThrow(
      /size mismatch for weight: copying a param with shape \[2, 4\] from checkpoint, the shape in current model is \[2, 3\]/,
    );
    expect(m.weight.equal(before)).toBe(true);
    expect(m.bias!.abs().sum().item()).toBeGreaterThan(0);
  });

  it('accepts a Map and casts to the parameter dtype', () => {
    const m = new nn.Linear(1, 1);
    m.loadStateDict(new Map([
      ['weight', torch.tensor([[2]], { dtype: 'float64' })],
      ['bias', torch.tensor([0.5], { dtype: 'float64' })],
    ]));
    expect(m.weight.dtype).toBe('float32');
    expect(m.call(torch.tensor([[3]], { dtype: 'float32' })).item()).toBeCloseTo(6.5, 6);
  });
});

describe('initialisation', () => {
  it('manualSeed makes module initialisation reproducible', () => {
    torch.manualSeed(42);
    const a = new Net();
    torch.manualSeed(42);
    const b = new Net();
    torch.manualSeed(43);
    const c = new Net();
    expect(a.conv.weight.equal(b.conv.weight) && a.fc.bias!.equal(b.fc.bias!)).toBe(true);
    expect(a.conv.weight.equal(c.conv.weight)).toBe(false);
  });

  it('init functions fill in place with the documented bounds', () => {
    const t = torch.empty([64, 32]);
    nn.init.kaimingUniform_(t, { a: Math.sqrt(5) });
    const bound = Math.sqrt(3) * Math.sqrt(2 / 6) / Math.sqrt(32);
    expect(t.abs().max().item()).toBeLessThanOrEqual(bound);
    nn.init.xavierUniform_(t);
    expect(t.abs().max().item()).toBeLessThanOrEqual(Math.sqrt(6 / 96));
    nn.init.zeros_(t);
    expect(t.abs().sum().item()).toBe(0);
    nn.init.truncNormal_(t, 0, 1, -0.5, 0.5);
    expect(t.abs().max().item()).toBeLessThanOrEqual(0.5);
    nn.init.eye_(torch.empty([2, 2]));
    expect(nn.init.calculateGain('relu')).toBeCloseTo(Math.SQRT2, 12);
    expect(() => nn.init.calculateFanInAndFanOut(torch.empty([3]))).toThrow(/fewer than 2 dimensions/);
  });
});

describe('containers', () => {
  it('ModuleList and ModuleDict register their modules', () => {
    const list = new nn.ModuleList([new nn.Linear(1, 1), new nn.Linear(1, 1)]);
    list.append(new nn.ReLU());
    expect(list.length).toBe(3);
    expect(list.at(-1)).toBeInstanceOf(nn.ReLU);
    expect(Object.keys(list.stateDict())).toEqual(['0.weight', '0.bias', '1.weight', '1.bias']);
    const dict = new nn.ModuleDict({ enc: new nn.Linear(2, 2), act: new nn.ReLU() });
    expect(dict.keys()).toEqual(['enc', 'act']);
    expect(Object.keys(dict.stateDict())).toEqual(['enc.weight', 'enc.bias']);
    expect(dict.delete('enc')).toBe(true);
    expect(dict.parameters().length).toBe(0);
    expect(() => new nn.Sequential(42 as never)).toThrow(/Sequential: expected a Module/);
  });

  it('layers report bad input shapes clearly', () => {
    expect(() => new nn.Conv2d(1, 2, 3).call(torch.zeros([3, 3]))).toThrow(/conv2d: expected a 3-d or 4-d input \(\[N, C, H, W\]\) but got shape \[3, 3\]/);
    expect(() => new nn.LSTM(3, 4).call(torch.zeros([2, 2, 5]))).toThrow(/input.size\(-1\) must be equal to inputSize. Expected 3, got 5/);
    expect(() => new nn.Linear(0, 2)).toThrow(/Linear inFeatures must be a positive integer/);
  });

  it('forward frees its temporaries', () => {
    const tl = new nn.TransformerEncoderLayer(8, 2, { dimFeedforward: 16 });
    const x = torch.randn([3, 2, 8]);
    tl.call(x).dispose();
    const before = settledLive();
    for (let i = 0; i < 5; i++) tl.call(x).dispose();
    expect(torch.memoryStats().live).toBe(before);
  });
});
