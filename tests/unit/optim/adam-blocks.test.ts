import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { optim, torch, type Tensor } from '../../../src/index.js';
import { pythonMissing, runPython } from '../serialize/python.js';

// A parameter larger than the native step's block (65,536 elements) is updated block by block;
// one of 200,003 elements ends in a partial block and a scalar tail. Python's torch runs the
// same libtorch library here, so its multi-tensor Adam must agree bit for bit.
const dir = mkdtempSync(join(tmpdir(), 'adam-blocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPTIONS = {
  adam: (p: Tensor[]) => new optim.Adam(p, { lr: 1e-3 }),
  adamw: (p: Tensor[]) => new optim.AdamW(p, { lr: 1e-3, weightDecay: 0.1 }),
  amsgrad: (p: Tensor[]) => new optim.Adam(p, { lr: 1e-2, amsgrad: true, weightDecay: 0.01, maximize: true }),
};

describe.skipIf(pythonMissing !== null)('Adam on parameters larger than a block', () => {
  test('Adam, AdamW and AMSGrad with maximize match PyTorch multi-tensor Adam bit for bit after 3 steps', () => {
    torch.setNumThreads(1);
    torch.manualSeed(0);
    const shapes = [[200_003], [512, 300], [7]];
    const params = shapes.map((s) => torch.randn(s).keep());
    const grads = [0, 1, 2].map(() => shapes.map((s) => torch.randn(s).mul(0.5).keep()));
    torch.save({ params, grads }, join(dir, 'in.pth'));
    runPython('optim/adam_large.py', [join(dir, 'in.pth'), join(dir, 'out.pth')]);
    const expected = torch.load<Record<string, Tensor[]>>(join(dir, 'out.pth'));
    for (const [name, make] of Object.entries(OPTIONS)) {
      const ours = params.map((p) => p.clone().requiresGrad_().keep());
      const opt = make(ours);
      for (const step of grads) {
        ours.forEach((p, i) => (p.grad = step[i]!.clone().keep()));
        opt.step();
      }
      ours.forEach((p, i) => {
        const got = p.detach().toArray() as Float32Array;
        const want = expected[name]![i]!.toArray() as Float32Array;
        expect(Buffer.from(got.buffer).equals(Buffer.from(want.buffer)), `${name}, parameter ${i}`).toBe(true);
      });
      // The steps moved the parameters: equality above is not two untouched copies.
      expect(torch.scope(() => ours[0]!.detach().sub(params[0]!).abs().max().item()) as number).toBeGreaterThan(1e-4);
      opt.dispose();
      for (const p of ours) p.dispose();
    }
  });
});
