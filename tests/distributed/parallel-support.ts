import { expectAllOk, runRanks, type ProcResult } from './support.js';

/** Distance in units in the last place of a float64 `b`. */
export const ulps = (a: number, b: number) => Math.abs(a - b) / (Number.EPSILON * Math.pow(2, Math.floor(Math.log2(Math.abs(b)))));

/**
 * workers/parallel-runner.mjs as `world` ranks (`mode`: 'parallel' for ParallelRunner, 'plain'
 * for a TorchRunner under stack parallel) and as the single-process TorchRunner over the same
 * global batches, side by side.
 */
export async function compareWithOneProcess(
  world: number,
  axes: object,
  perRank: number,
  dataRanks: number,
  accumSteps: number,
  options: { mode?: 'parallel' | 'plain'; dtype?: 'float32' | 'float64'; weighted?: boolean } = {},
): Promise<[ProcResult[], any]> {
  const tail = [String(perRank), String(dataRanks), String(accumSteps), options.dtype ?? 'float64', options.weighted ? 'weighted' : 'uniform'];
  const [parallel, [reference]] = await Promise.all([
    runRanks('parallel-runner.mjs', world, { args: [options.mode ?? 'parallel', JSON.stringify(axes), ...tail], timeoutMs: 150_000 }),
    runRanks('parallel-runner.mjs', 1, { args: ['reference', '{}', ...tail], timeoutMs: 150_000 }),
  ]);
  expectAllOk([...parallel, reference!]);
  return [parallel, reference!.result];
}

/** A parameter as the tensor-parallel workers print it: its (local) shape, its tensor-parallel split, its values. */
export interface Param {
  shape: number[];
  split: { dim: number; rank: number; size: number; blocks: number } | null;
  values: number[];
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
