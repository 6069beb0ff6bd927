import { describe, expect, it } from 'vitest';

import { CheckpointPolicy } from '../../../src/checkpoints/policy.js';
import { historyName, parseHistoryName } from '../../../src/checkpoints/names.js';

const step = (globalStep: number) => ({ epoch: 0, globalStep, mode: 'step' as const });
const epoch = (e: number) => ({ epoch: e, globalStep: e * 100, mode: 'epoch' as const });

describe('CheckpointPolicy', () => {
  it('saves every epoch by default in epoch mode', () => {
    const p = new CheckpointPolicy();
    expect([1, 2, 3].map((e) => p.due(epoch(e)))).toEqual([true, true, true]);
    expect(p.due(epoch(0))).toBe(false);
  });

  it('saves every steps/20 optimizer steps by default in step mode', () => {
    const p = new CheckpointPolicy({ steps: 200 });
    expect(p.intervalFor('step')).toBe(10);
    expect([9, 10, 11, 20].map((s) => p.due(step(s)))).toEqual([false, true, false, true]);
    expect(new CheckpointPolicy({ steps: 7 }).intervalFor('step')).toBe(1);
  });

  it('uses checkpoint.interval in both modes', () => {
    const p = new CheckpointPolicy({ interval: 3, steps: 1000 });
    expect([1, 2, 3, 6].map((e) => p.due(epoch(e)))).toEqual([false, false, true, true]);
    expect([3, 50, 51].map((s) => p.due(step(s)))).toEqual([true, false, true]);
  });

  it('names history by epoch or step, zero-padded, and parses the names back', () => {
    expect(historyName(epoch(3))).toBe('ckpt-e000003.pth');
    expect(historyName(step(1234))).toBe('ckpt-s000000001234.pth');
    expect(parseHistoryName('ckpt-s000000001234.pth')).toEqual({ name: 'ckpt-s000000001234.pth', mode: 'step', index: 1234 });
    expect(parseHistoryName('latest.pth')).toBeNull();
    expect(parseHistoryName('.ckpt-e000001.pth.123.tmp')).toBeNull();
  });

  it('writes history only on the interval, best only when asked, and no history with keepLatestK 0', () => {
    const p = new CheckpointPolicy({ interval: 10 });
    expect(p.targets({ ...step(10), isBest: false })).toEqual({ latest: true, history: 'ckpt-s000000000010.pth', best: false });
    expect(p.targets({ ...step(25), isBest: true })).toEqual({ latest: true, history: null, best: true });
    expect(new CheckpointPolicy({ interval: 10, saveBest: false }).targets({ ...step(10), isBest: true }).best).toBe(false);
    expect(new CheckpointPolicy({ interval: 10, keepLatestK: 0 }).targets({ ...step(10), isBest: false }).history).toBeNull();
  });

  it('prunes all but the newest keepLatestK and never a protected file', () => {
    const names = [10, 40, 20, 30].map((s) => parseHistoryName(historyName(step(s)))!);
    expect(new CheckpointPolicy().prune(names)).toEqual([]);
    expect(new CheckpointPolicy({ keepLatestK: 2 }).prune(names).sort()).toEqual([historyName(step(10)), historyName(step(20))]);
    expect(new CheckpointPolicy({ keepLatestK: 2 }).prune(names, new Set([historyName(step(10))]))).toEqual([historyName(step(20))]);
    expect(new CheckpointPolicy({ keepLatestK: 0 }).prune(names).length).toBe(4);
  });

  it('rejects bad settings with the key and value', () => {
    expect(() => new CheckpointPolicy({ interval: 0 })).toThrow(/interval must be a whole number >= 1, got 0/);
    expect(() => new CheckpointPolicy({ keepLatestK: -1 })).toThrow(/keepLatestK must be a whole number >= 0/);
  });
});
