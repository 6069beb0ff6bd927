import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { pythonMissing, PYTHON } from '../unit/serialize/python.js';
import { collect, ensureCompiled, expectAllOk, freePort, rankEnv, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe.skipIf(pythonMissing)('a TypeScript rank and Python PyTorch ranks in one Gloo group', () => {
  // Ranks: 0 TypeScript (serves the store), 1 Python, 2 TypeScript.
  test('init_process_group rendezvous, allReduce, broadcast, allGather, new_group and barrier agree', async () => {
    const port = await freePort();
    const world = 3;
    const kinds = ['ts', 'py', 'ts'];
    const procs = kinds.map((kind, rank) =>
      kind === 'ts'
        ? spawn(process.execPath, [join(WORKERS, 'interop.mjs')], { env: rankEnv(rank, world, port), stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(PYTHON, [join(WORKERS, 'interop.py')], { env: rankEnv(rank, world, port), stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const results = await Promise.all(procs.map((p, r) => collect(p, 90_000, `${kinds[r]} rank ${r}`)));
    expectAllOk(results);
    for (const [rank, r] of results.entries()) {
      expect(r.result).toEqual({
        rank,
        allReduce: [6, 60],
        max: [6, 0],
        broadcast: 2.5,
        allGather: [
          [0, 0],
          [1, 1],
          [2, 4],
        ],
        sub: rank < 2 ? 201 : 102,
      });
    }
  });
});
