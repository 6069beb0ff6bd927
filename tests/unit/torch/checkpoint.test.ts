// Activation checkpointing: gradients equal to running the function normally, dropout masks
// reproduced from the saved RNG state, parameters reached when no input needs a gradient, and
// activations not kept between forward and backward.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

import { liveCallbacks } from '../../../src/torch/autograd-bridge.js';
import { nn, torch, type Tensor } from '../../../src/torch/index.js';

const { checkpoint, checkpointWith } = torch.utils.checkpoint;

function block(seed: number, dropout = 0): nn.Sequential {
  torch.manualSeed(seed);
  return new nn.Sequential(new nn.Linear(8, 16), new nn.Tanh(), new nn.Dropout(dropout), new nn.Linear(16, 8));
}

const grads = (m: nn.Module): number[][] => m.parameters().map((p) => Array.from(p.grad!.toArray() as Float32Array));

/** Loss and gradients of `m` on `x`, with or without checkpointing, from RNG seed `seed`. */
function run(m: nn.Module, x: Tensor, seed: number, ckpt: boolean): { loss: number; params: number[][]; input: number[] | null } {
  m.zeroGrad();
  const leaf = x.detach().requiresGrad_(x.requiresGrad);
  torch.manualSeed(seed);
  const loss = torch.scope(() => {
    const y = ckpt ? (checkpoint((t: Tensor) => m.call(t), leaf) as Tensor) : m.call(leaf);
    const l = y.pow(2).mean();
    l.backward();
    return l.item() as number;
  });
  const input = leaf.requiresGrad ? Array.from(leaf.grad!.toArray() as Float32Array) : null;
  return { loss, params: grads(m), input };
}

describe('torch.utils.checkpoint.checkpoint', () => {
  it('gives the gradients of the plain computation, bitwise, for parameters and inputs', () => {
    const m = block(1);
    torch.manualSeed(2);
    const x = torch.randn([4, 8]).requiresGrad_();
    const plain = run(m, x, 3, false);
    const ckpt = run(m, x, 3, true);
    expect(ckpt).toEqual(plain);
    expect(plain.params[0]!.some((v) => v !== 0)).toBe(true);
  });

  it('recomputes dropout with the forward pass\'s RNG state: the same masks, the same gradients', () => {
    const m = block(1, 0.5);
    torch.manualSeed(2);
    const x = torch.randn([16, 8]).requiresGrad_();
    const plain = run(m, x, 5, false);
    const ckpt = run(m, x, 5, true);
    expect(ckpt).toEqual(plain);
    // Without the saved state the recomputation draws other masks: the gradients differ.
    m.zeroGrad();
    torch.manualSeed(5);
    torch.scope(() => (checkpointWith({ preserveRngState: false }, (t: Tensor) => m.call(t), x) as Tensor).pow(2).mean().backward());
    expect(grads(m)).not.toEqual(plain.params);
    // The generator continues after backward as if nothing had been recomputed.
    torch.manualSeed(5);
    torch.scope(() => (checkpoint((t: Tensor) => m.call(t), x) as Tensor).pow(2).mean().backward());
    const after = torch.rand([3]).toArray();
    torch.manualSeed(5);
    torch.scope(() => m.call(x).pow(2).mean().backward());
    expect(torch.rand([3]).toArray()).toEqual(after);
  });

  it('reaches the parameters inside the function when no input requires a gradient', () => {
    const m = block(1);
    torch.manualSeed(2);
    const x = torch.randn([4, 8]);
    const plain = run(m, x, 3, false);
    const ckpt = run(m, x, 3, true);
    expect(ckpt.params).toEqual(plain.params);
    expect(ckpt.input).toBeNull();
  });

  it('passes non-tensor arguments through, returns several outputs, and is the plain call without gradient recording', () => {
    const m = block(1);
    const x = torch.randn([4, 8]).requiresGrad_();
    const [a, b] = checkpoint((t: Tensor, k: number) => [m.call(t).mul(k), t.sum()], x, 3) as Tensor[];
    torch.scope(() => a!.sum().add(b!).backward());
    const withCkpt = Array.from(x.grad!.toArray() as Float32Array);
    x.grad = null;
    m.zeroGrad();
    torch.scope(() => {
      const y = m.call(x).mul(3);
      y.sum().add(x.sum()).backward();
    });
    expect(withCkpt).toEqual(Array.from(x.grad!.toArray() as Float32Array));
    const out = torch.noGrad(() => checkpoint((t: Tensor) => m.call(t), x) as Tensor);
    expect(out.requiresGrad).toBe(false);
    expect(liveCallbacks()).toBeLessThan(1000);
    expect(() => checkpoint(42 as never)).toThrow(/expected a function/);
  });

  it('keeps only its inputs between forward and backward (resident memory of 24 layers of 2 MB activations)', () => {
    // In a fresh process: forward through 24 Linear+Tanh layers on a [512, 1024] batch, plain
    // and with each group of 6 layers checkpointed; resident memory after forward, before backward.
    const script = `
      import { nn, torch } from '${new URL('../../../dist/src/index.js', import.meta.url).pathname}';
      import { readFileSync } from 'node:fs';
      torch.setNumThreads(1);
      const rss = () => Number(readFileSync('/proc/self/statm', 'utf8').split(' ')[1]) * 4096;
      const layers = Array.from({ length: 24 }, () => new nn.Sequential(new nn.Linear(1024, 1024), new nn.Tanh()));
      const x = torch.randn([512, 1024]).requiresGrad_();
      const ckpt = process.env.CKPT === '1';
      const before = rss();
      let h = x;
      for (let g = 0; g < 4; g++) {
        const group = (t) => layers.slice(g * 6, g * 6 + 6).reduce((a, l) => l.call(a), t);
        h = ckpt ? torch.utils.checkpoint.checkpoint(group, h) : group(h);
      }
      const grown = rss() - before;
      h.sum().backward();
      console.log(JSON.stringify({ grown, grad: x.grad.abs().sum().item() }));
    `;
    const measure = (mode: string) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, CKPT: mode === 'ckpt' ? '1' : '0' } }).trim().split('\n').pop()!);
    const plain = measure('plain');
    const ckpt = measure('ckpt');
    // Plain keeps each layer's 2 MB activation (its Tanh output, the next Linear's input): 48 MB
    // and more. Checkpointed keeps the group inputs and output (8 MB) on top of one group's
    // intermediates while it runs (12 MB, reused by the next group): under 0.6 of plain (0.45 here).
    expect(plain.grown).toBeGreaterThan(40e6);
    expect(ckpt.grown).toBeLessThan(plain.grown * 0.6);
    expect(ckpt.grad).toBeCloseTo(plain.grad, 0);
  }, 60_000);
});
