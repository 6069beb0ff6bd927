// A failed loadStateDict changes nothing: every parameter, buffer, optimizer state tensor and
// option, scheduler field, loader position, counter and the generator state are compared
// bitwise (copies of the same bytes) before and after a load with one bad entry.
import { describe, expect, test } from 'vitest';

import { nn, optim, Tensor, torch } from '../../../src/index.js';
import { TinyRunner, tinyConfig } from './tiny.js';

/** Every tensor and value of a tree, tensors as their bytes, so that equality is bitwise. */
function fingerprint(value: unknown): unknown {
  if (value instanceof Map) return fingerprint(Object.fromEntries(value));
  if (value instanceof Tensor) {
    const a = value.toArray();
    return { shape: value.shape, dtype: value.dtype, bytes: Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('hex') };
  }
  if (Array.isArray(value)) return value.map(fingerprint);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fingerprint(v)]));
  return value;
}

function trainedAdam() {
  torch.manualSeed(3);
  const model = new nn.Sequential(new nn.Linear(4, 8), new nn.BatchNorm1d(8), new nn.Linear(8, 1));
  const opt = new optim.Adam(model.parameters(), { lr: 1e-2 });
  for (let i = 0; i < 3; i++) {
    torch.scope(() => {
      const loss = (model.call(torch.randn([6, 4])) as Tensor).pow(2).mean();
      opt.zeroGrad();
      loss.backward();
      opt.step();
    });
  }
  return { model, opt };
}

describe('loadStateDict is transactional', () => {
  test('Module: one entry of the wrong shape or type, and nothing is copied', () => {
    const { model } = trainedAdam();
    const before = fingerprint(model.stateDict());
    const good = torch.scope(() => Object.fromEntries(Object.entries(model.stateDict()).map(([k, v]) => [k, v.mul(0).add(7).keep()])));
    const keys = Object.keys(good);
    const wrongShape = { ...good, [keys.at(-1)!]: torch.zeros([3]) };
    expect(() => model.loadStateDict(wrongShape)).toThrow(/size mismatch for 2\.bias/);
    expect(fingerprint(model.stateDict())).toEqual(before);
    const notATensor = { ...good, [keys[1]!]: 'weights' as unknown as Tensor };
    expect(() => model.loadStateDict(notATensor)).toThrow(/value for 0\.bias: expected a Tensor/);
    expect(fingerprint(model.stateDict())).toEqual(before);
    // The good dict loads (with a dtype conversion for the float64 entry).
    model.loadStateDict({ ...good, [keys[0]!]: good[keys[0]!]!.to('float64') });
    expect((model.stateDict()[keys[0]!] as Tensor).dtype).toBe('float32');
    expect(fingerprint(model.stateDict())).not.toEqual(before);
  });

  test('Optimizer: one invalid group option, and neither state nor options change', () => {
    const { model, opt } = trainedAdam();
    const before = fingerprint(opt.stateDict());
    const saved = opt.stateDict();
    const bad = { ...saved, param_groups: saved.param_groups.map((g) => ({ ...g, lr: 0.5, betas: [0.9, 'x'] })) };
    expect(() => opt.loadStateDict(bad as never)).toThrow(/Adam\.loadStateDict: the saved options are invalid: .*betas/);
    expect(fingerprint(opt.stateDict())).toEqual(before);
    expect(opt.paramGroups[0]!.lr).toBe(1e-2);
    opt.dispose();
    model.dispose();
  });

  test('runner: a malformed scheduler or runner state rolls back every part', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 6, sched: { name: 'step', options: { stepSize: 2 } }, ema: { decay: 0.9 } }));
    await runner.train();
    const snapshot = () =>
      fingerprint({ model: runner.model.stateDict(), optimizer: runner.optimizer!.stateDict(), scheduler: runner.scheduler!.stateDict(), ema: runner.ema!.stateDict(), state: runner.state.stateDict() });
    // Change what a successful load would change, so that a partial load would show.
    const other = torch.scope(() => {
      const p = runner.stateDict() as Record<string, any>;
      for (const t of Object.values(p.model as Record<string, Tensor>)) t.add_(1);
      return p;
    });
    const before = snapshot();
    const badScheduler = { ...other, scheduler: { ...other.scheduler, base_lrs: ['0.1'] } };
    expect(() => runner.loadStateDict(badScheduler)).toThrow(/cannot restore 'scheduler'/);
    expect(snapshot()).toEqual(before);
    const badState = { ...other, state: { ...other.state, global_step: -3 } };
    expect(() => runner.loadStateDict(badState)).toThrow(/cannot restore 'state'.*global_step/);
    expect(snapshot()).toEqual(before);
    await runner.close();
  });
});
