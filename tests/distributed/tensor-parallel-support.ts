// Helpers of the tests that run workers/tensor-parallel-runner.mjs: the run against one
// process, and parameter parts compared with the whole parameters.
import { expect } from 'vitest';

import { expectAllOk, runRanks, type ProcResult } from './support.js';

export interface Param {
  shape: number[];
  split: { dim: number; rank: number; size: number; blocks: number } | null;
  values: number[];
}

/** workers/tensor-parallel-runner.mjs on `world` ranks and as one process over the same global batches. */
export async function compare(world: number, axes: object, perRank: number, dataRanks: number, accumSteps: number, env: Record<string, string> = {}): Promise<[ProcResult[], any]> {
  const tail = [String(perRank), String(dataRanks), String(accumSteps)];
  const [parallel, [reference]] = await Promise.all([
    runRanks('tensor-parallel-runner.mjs', world, { args: ['parallel', JSON.stringify(axes), ...tail], timeoutMs: 150_000, env }),
    runRanks('tensor-parallel-runner.mjs', 1, { args: ['reference', '{}', ...tail], timeoutMs: 150_000, env }),
  ]);
  expectAllOk([...parallel, reference!]);
  return [parallel, reference!.result];
}

/** The values of the whole parameter `whole` that a rank's part (`local`, split as `split` says) holds, in the part's order. */
export function partOf(whole: Param, local: Param): number[] {
  const split = local.split!;
  const strides = whole.shape.map((_, d) => whole.shape.slice(d + 1).reduce((a, b) => a * b, 1));
  const part = local.shape[split.dim]! / split.blocks;
  const block = part * split.size;
  const out: number[] = [];
  const index = local.shape.map(() => 0);
  for (let k = 0; k < local.values.length; k++) {
    let flat = 0;
    index.forEach((i, d) => {
      const w = d === split.dim ? Math.floor(i / part) * block + split.rank * part + (i % part) : i;
      flat += w * strides[d]!;
    });
    out.push(whole.values[flat]!);
    for (let d = index.length - 1; d >= 0; d--) {
      if (++index[d]! < local.shape[d]!) break;
      index[d] = 0;
    }
  }
  return out;
}

/** Every rank's parameters (its tensor-parallel parts) within `tolerance` (relative, at least 1 absolute) of the single process's. */
export function expectParamsNear(ranks: ProcResult[], ref: Record<string, Param>, tolerance: number): void {
  for (const r of ranks) {
    const params = r.result.params as Record<string, Param>;
    expect(Object.keys(params)).toEqual(Object.keys(ref));
    for (const [name, p] of Object.entries(params)) {
      const expected = p.split ? partOf(ref[name]!, p) : ref[name]!.values;
      expect(p.values.length, name).toBe(expected.length);
      p.values.forEach((v, i) => expect(Math.abs(v - expected[i]!), `${name}[${i}] on rank ${r.result.rank}`).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected[i]!))));
    }
  }
}
