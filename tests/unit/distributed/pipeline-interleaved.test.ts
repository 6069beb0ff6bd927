import { describe, expect, test } from 'vitest';

import { checkSchedule, checkVirtualStages, interleavedOneForwardOneBackward, oneForwardOneBackward, type PipelineAction } from '../../../src/distributed/pipeline/index.js';

const order = (r: number, P: number, V: number, M: number) => interleavedOneForwardOneBackward(r, P, V, M).map((a) => `${a.op[0]}${a.chunk}.${a.microbatch}`).join(' ');

/**
 * Runs every rank's schedule as the stages would, with blocking receives and sends that never
 * wait (as StageLink posts them): an action starts once its rank is free and its input exists
 * (the activation of the part before, the gradient of the part after). A forward through one
 * chunk takes 1/V, a backward 2/V (a rank's work per micro-batch is 3 whatever V).
 *
 * @returns the step's length and the bubble (the share of the step a rank is idle, the mean
 *   over ranks); throws when no rank can go on (a deadlock)
 */
function simulate(P: number, V: number, M: number, schedule: (r: number) => PipelineAction[]): { makespan: number; bubble: number } {
  const lists = [...Array(P).keys()].map(schedule);
  const next = new Array<number>(P).fill(0);
  const free = new Array<number>(P).fill(0);
  const busy = new Array<number>(P).fill(0);
  const done = new Map<string, number>();
  const last = P * V - 1;
  for (;;) {
    let progressed = false;
    for (let r = 0; r < P; r++) {
      while (next[r]! < lists[r]!.length) {
        const a = lists[r]![next[r]!]!;
        const part = (a.chunk ?? 0) * P + r;
        const dep = a.op === 'forward' ? (part > 0 ? `f${part - 1}.${a.microbatch}` : null) : part < last ? `b${part + 1}.${a.microbatch}` : null;
        if (dep !== null && !done.has(dep)) break;
        const cost = a.op === 'forward' ? 1 / V : 2 / V;
        const start = Math.max(free[r]!, dep === null ? 0 : done.get(dep)!);
        free[r] = start + cost;
        busy[r]! += cost;
        done.set(`${a.op[0]}${part}.${a.microbatch}`, free[r]!);
        next[r]! += 1;
        progressed = true;
      }
    }
    if (next.every((n, r) => n === lists[r]!.length)) break;
    if (!progressed) throw new Error(`deadlock at P ${P}, V ${V}, M ${M}: ranks wait at actions ${next.join(', ')}`);
  }
  const makespan = Math.max(...free);
  return { makespan, bubble: busy.reduce((s, b) => s + (1 - b / makespan), 0) / P };
}

describe('interleaved 1F1B schedule', () => {
  test("Megatron-LM's order: (P−r−1)·2 + (V−1)·P warm-up forwards, groups of P micro-batches per chunk, backwards from the last chunk", () => {
    // P 2, V 2, M 4: rank 0 warms up with 2 + 2 forwards, rank 1 with 0 + 2.
    expect(order(0, 2, 2, 4)).toBe('f0.0 f0.1 f1.0 f1.1 f0.2 b1.0 f0.3 b1.1 f1.2 b0.0 f1.3 b0.1 b1.2 b1.3 b0.2 b0.3');
    expect(order(1, 2, 2, 4)).toBe('f0.0 f0.1 f1.0 b1.0 f1.1 b1.1 f0.2 b0.0 f0.3 b0.1 f1.2 b1.2 f1.3 b1.3 b0.2 b0.3');
    // M = P: every forward first.
    expect(order(1, 2, 2, 2)).toBe('f0.0 f0.1 f1.0 f1.1 b1.0 b1.1 b0.0 b0.1');
    // One chunk is plain 1F1B.
    expect(interleavedOneForwardOneBackward(1, 4, 1, 8)).toEqual(oneForwardOneBackward(1, 4, 8));
  });

  test('every chunk runs each micro-batch forward then backward once, each chunk\'s backwards in micro-batch order (one process\'s accumulation order)', () => {
    for (const [P, V, M] of [[2, 2, 4], [4, 2, 8], [3, 3, 6], [2, 3, 2], [4, 2, 5], [2, 2, 1]] as const) {
      for (let r = 0; r < P; r++) {
        const actions = interleavedOneForwardOneBackward(r, P, V, M);
        expect(checkSchedule(actions, M, V)).toBe(actions.length - 1);
        for (let c = 0; c < V; c++) expect(actions.filter((a) => a.op === 'backward' && a.chunk === c).map((a) => a.microbatch)).toEqual([...Array(M).keys()]);
      }
    }
  });

  test('no deadlock, and the bubble is (P−1)/(V·M+P−1) with equal chunks and free messages, against (P−1)/(M+P−1) for 1F1B', () => {
    for (const [P, V, M] of [[2, 2, 2], [2, 2, 4], [2, 2, 8], [4, 2, 4], [4, 2, 8], [4, 4, 16], [3, 2, 6], [8, 2, 16]] as const) {
      const interleaved = simulate(P, V, M, (r) => interleavedOneForwardOneBackward(r, P, V, M));
      const plain = simulate(P, 1, M, (r) => oneForwardOneBackward(r, P, M));
      expect(plain.bubble, `1F1B P ${P} M ${M}`).toBeCloseTo((P - 1) / (M + P - 1), 12);
      expect(interleaved.bubble, `interleaved P ${P} V ${V} M ${M}`).toBeCloseTo((P - 1) / (V * M + P - 1), 12);
    }
  });

  test('a count that is not a multiple of P (a short last window) runs every forward, then every backward, without deadlock', () => {
    for (const [P, V, M] of [[2, 2, 1], [2, 2, 3], [4, 2, 6], [3, 2, 4]] as const) {
      expect(order(0, P, V, M).split(' ').findIndex((a) => a.startsWith('b'))).toBe(V * M);
      expect(() => simulate(P, V, M, (r) => interleavedOneForwardOneBackward(r, P, V, M))).not.toThrow();
    }
  });

  test('checkSchedule names the chunk of a micro-batch the schedule gets wrong', () => {
    const actions = interleavedOneForwardOneBackward(0, 2, 2, 2).filter((a) => !(a.op === 'backward' && a.chunk === 1 && a.microbatch === 1));
    expect(() => checkSchedule(actions, 2, 2)).toThrow('pipeline schedule: micro-batch 1 of chunk 1 has no backward (of 2 micro-batches)');
    expect(() => checkSchedule([{ op: 'forward', microbatch: 0, chunk: 2 }], 1, 2)).toThrow(/is not \{ op: 'forward' \| 'backward', microbatch: 0\.\.0, chunk: 0\.\.1 \}/);
  });

  test('bad arguments and settings name what is wrong and a value that works', () => {
    expect(() => interleavedOneForwardOneBackward(2, 2, 2, 4)).toThrow('interleaved 1F1B schedule: stage 2 is not in 0..1');
    expect(() => interleavedOneForwardOneBackward(0, 2, 0, 4)).toThrow('chunks (virtual stages) must be a positive integer, got 0');
    expect(() => checkVirtualStages(2, 1, undefined, 2)).toThrow('parallel.virtualStages 2 needs parallel.pipeline above 1');
    expect(() => checkVirtualStages(2, 4, 6, 2)).toThrow(
      'parallel.virtualStages 2: the interleaved schedule runs micro-batches through the chunks in groups of parallel.pipeline 4, so the micro-batches per optimizer step must be a multiple of 4; parallel.microbatches is 6: set parallel.microbatches to 8',
    );
    expect(() => checkVirtualStages(2, 2, undefined, 3)).toThrow('parallel.microbatches is unset, so the schedule runs accumSteps 3 micro-batches: set parallel.microbatches to 6');
    expect(() => checkVirtualStages(2, 2, 4, 2)).not.toThrow();
    expect(() => checkVirtualStages(1, 2, 3, 1)).not.toThrow();
  });
});
