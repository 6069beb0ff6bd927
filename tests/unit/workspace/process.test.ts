import { describe, expect, it } from 'vitest';
import { formatTimestamp, isMainProcess, uniqueTimestamp } from '../../../src/workspace/index.js';

describe('isMainProcess', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ RANK: '' }, true],
    [{ RANK: '0' }, true],
    [{ RANK: '1' }, false],
    [{ RANK: '7', LOCAL_RANK: '0' }, false],
    [{ LOCAL_RANK: '1' }, true],
  ])('%j -> %s', (env, expected) => {
    expect(isMainProcess(env)).toBe(expected);
  });
});

describe('timestamps', () => {
  it('formats local time as YYYYMMDD-HHMMSS', () => {
    expect(formatTimestamp(new Date(2026, 0, 2, 3, 4, 5))).toBe('20260102-030405');
  });

  it('appends a counter when a timestamp is taken', () => {
    const taken = new Set(['20260102-030405', '20260102-030405-2']);
    expect(uniqueTimestamp('20260102-030405', (t) => taken.has(t))).toBe('20260102-030405-3');
    expect(uniqueTimestamp('20260102-030406', (t) => taken.has(t))).toBe('20260102-030406');
  });
});
