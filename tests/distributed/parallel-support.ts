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
