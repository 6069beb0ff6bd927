import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/torch/index.js';
import { load as jitLoad, ScriptModule } from '../../../src/torch/jit/index.js';
import { Module } from '../../../src/torch/nn/module.js';
import { Parameter } from '../../../src/torch/nn/parameter.js';
import { load, save } from '../../../src/torch/serialize/index.js';
import { pythonMissing, runPython, runPythonJson } from '../serialize/python.js';

let dir: string;
let made: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-jit-'));
  made = join(dir, 'made');
  if (pythonMissing === null) {
    rmSync(made, { recursive: true, force: true });
    mkdirSync(made);
    runPython('jit/make_modules.py', [made]);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mse = (a: Tensor, b: Tensor) => a.sub(b).pow(2).mean();

describe.skipIf(pythonMissing !== null)('torch.jit.load of modules scripted in Python', () => {
  test('a module trained with gradients then runs under inference mode, on inference tensors too', () => {
    // TorchScript's profiling executor switches to a differentiable plan after a few runs with
    // gradients; run as is under inference mode, that plan fails to save inference tensors.
    const mlp = jitLoad(join(made, 'mlp.pt'));
    const { x, y } = load<{ x: Tensor; y: Tensor }>(join(made, 'data.pth'));
    for (let step = 0; step < 5; step++) {
      torch.scope(() => {
        mlp.zeroGrad();
        mse(mlp.forward(x) as Tensor, y).backward();
      });
    }
    const expected = torch.noGrad(() => mlp.forward(x) as Tensor);
    const xInference = torch.inferenceMode(() => x.clone());
    expect(xInference.isInference()).toBe(true);
    for (const input of [x, xInference]) {
      const out = torch.inferenceMode(() => mlp.forward(input) as Tensor);
      expect(out.sub(expected).abs().max().item()).toBe(0);
    }
  });

  test('trains 50 steps with decreasing loss, and the trained weights load back in Python', () => {
    const mlp = jitLoad(join(made, 'mlp.pt'));
    const info = JSON.parse(readFileSync(join(made, 'info.json'), 'utf8')) as { keys: string[]; initialLoss: number };
    const { x, y } = load<{ x: Tensor; y: Tensor }>(join(made, 'data.pth'));
    expect(mlp).toBeInstanceOf(Module);
    expect(mlp.namedParameters().map(([n]) => n)).toEqual(info.keys);
    expect(Object.keys(mlp.stateDict())).toEqual(info.keys);
    expect(mlp.parameters().every((p) => p instanceof Parameter && p.requiresGrad)).toBe(true);

    const losses: number[] = [];
    for (let step = 0; step < 50; step++) {
      torch.scope(() => {
        mlp.zeroGrad();
        const loss = mse(mlp.forward(x) as Tensor, y);
        losses.push(loss.item() as number);
        loss.backward();
        torch.noGrad(() => {
          for (const p of mlp.parameters()) {
            const g = p.grad!;
            p.sub_(g.mul(0.1));
            g.dispose();
          }
        });
      });
    }
    expect(losses[0]).toBeCloseTo(info.initialLoss, 5);
    expect(losses[49]!).toBeLessThan(losses[0]! * 0.5);
    for (let i = 10; i < 50; i += 10) expect(losses[i]!).toBeLessThan(losses[i - 10]!);
    // The compiled method sees the updated parameters too.
    expect((mlp.runMethod('loss', x, y) as Tensor).item()).toBeCloseTo(mse(mlp.forward(x) as Tensor, y).item() as number, 6);

    const trained = join(dir, 'trained.pt');
    const weights = join(dir, 'trained-weights.pth');
    mlp.save(trained);
    save(mlp.stateDict(), weights);
    const py = runPythonJson<{ keys: string[]; maxDiff: number; loss: number }>('jit/check_trained.py', [trained, weights, join(made, 'data.pth')]);
    expect(py.keys).toEqual([...info.keys].sort());
    expect(py.maxDiff).toBe(0);
    expect(py.loss).toBeCloseTo(mse(mlp.forward(x) as Tensor, y).item() as number, 5);

    // And here: the saved module reloads with the same weights.
    const again = jitLoad(trained);
    for (const [name, p] of again.namedParameters()) expect(p.equal(mlp.getParameter(name)), name).toBe(true);
  });

  test('parameters alias the compiled module: in-place changes and loadStateDict change forward', () => {
    const mlp = jitLoad(join(made, 'mlp.pt'));
    const x = torch.ones([2, 4]);
    const before = (mlp.forward(x) as Tensor).clone();
    torch.noGrad(() => mlp.getParameter('fc2.bias').add_(1));
    for (const d of (mlp.forward(x) as Tensor).sub(before).toArray()) expect(d).toBeCloseTo(1, 5);

    const sd = mlp.stateDict();
    const zeroed = Object.fromEntries(Object.entries(sd).map(([k, v]) => [k, torch.zerosLike(v)]));
    mlp.loadStateDict(zeroed);
    expect((mlp.forward(x) as Tensor).tolist()).toEqual([[0], [0]]);
    expect(() => mlp.loadStateDict({ 'fc1.weight': torch.zeros([1]) })).toThrow(/Missing key\(s\).*fc2\.bias|size mismatch/s);
  });

  test('train()/eval() reach the compiled module (dropout, batch norm buffers)', () => {
    const m = jitLoad(join(made, 'dropout.pt'));
    expect(m.training).toBe(true);
    expect(m.namedBuffers().map(([n]) => n)).toEqual(['bn.running_mean', 'bn.running_var', 'bn.num_batches_tracked']);
    const x = torch.randn([16, 8]);
    torch.noGrad(() => m.forward(x));
    expect(m.getBuffer('bn.num_batches_tracked').item()).toBe(1);
    const a = m.forward(x) as Tensor;
    const zeros = a.eq(0).sum().item() as number;
    expect(zeros).toBeGreaterThan(16); // about half of 128 dropped in training mode
    m.eval();
    expect(m.training).toBe(false);
    expect(m.getSubmodule('drop').training).toBe(false);
    const b = m.forward(x) as Tensor;
    const c = m.forward(x) as Tensor;
    expect(b.equal(c)).toBe(true);
    expect(b.eq(0).sum().item()).toBe(0);
    expect(m.getBuffer('bn.num_batches_tracked').item()).toBe(2);
  });

  test('forward converts floats, tuples and lists by the signature, and returns tuples as arrays', () => {
    const m = jitLoad(join(made, 'signature.pt'));
    const x = torch.tensor([1, 2], { dtype: 'float32' });
    const [y, sizes, tag] = m.forward(x, 3, [torch.ones([2]), 4], [1, 2, 3]) as [Tensor, number[], string];
    expect(y.tolist()).toEqual([10, 16]); // x * 2 * 3 + 1 * 4
    expect(sizes).toEqual([2, 4, 6]);
    expect(tag).toBe('ok');
    expect(() => m.forward(x, 3, [torch.ones([2])], [1])).toThrow(/pair.*tuple of 2 elements/);
    expect(() => m.forward(x, 1, [x, 1], [1], 5)).toThrow(/takes 4 argument\(s\) but 5 were given/);
    expect(m.methodNames()).toContain('forward');
  });

  test('to(dtype) keeps the compiled module in step', () => {
    const m = jitLoad(join(made, 'signature.pt'));
    m.to('float64');
    const [y] = m.forward(torch.tensor([1], { dtype: 'float64' }), 1, [torch.zeros([1], { dtype: 'float64' }), 0], []) as [Tensor];
    expect(y.dtype).toBe('float64');
    expect(m.getParameter('scale').dtype).toBe('float64');
  });

  test('a torch.save checkpoint passed to torch.jit.load is named as such', () => {
    expect(() => jitLoad(join(made, 'data.pth'))).toThrow(/data\.pth.*torch\.save checkpoint, not TorchScript.*torch\.load/);
  });
});

describe('torch.jit.load errors name the file', () => {
  test('missing, empty, not a zip, truncated', () => {
    expect(() => jitLoad(join(dir, 'nope.pt'))).toThrow(/nope\.pt.*no such file/);
    const empty = join(dir, 'empty.pt');
    writeFileSync(empty, '');
    expect(() => jitLoad(empty)).toThrow(/empty\.pt.*empty/);
    const junk = join(dir, 'junk.pt');
    writeFileSync(junk, 'not a module at all');
    expect(() => jitLoad(junk)).toThrow(/junk\.pt.*not a TorchScript archive/);
    const cut = join(dir, 'cut.pt');
    save({ w: torch.ones([100]) }, cut);
    writeFileSync(cut, readFileSync(cut).subarray(0, 300));
    expect(() => jitLoad(cut)).toThrow(/cut\.pt.*truncated/);
  });

  test('a ScriptModule is a Module', () => {
    expect(Object.getPrototypeOf(ScriptModule.prototype)).toBe(Module.prototype);
  });
});
