import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { pythonMissing, PYTHON } from '../unit/serialize/python.js';
import { collect, ensureCompiled, expectAllOk, freePort, rankEnv, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe.skipIf(pythonMissing)('a TypeScript rank and Python PyTorch ranks in one Gloo group', () => {
  // Ranks: 0 TypeScript, 1 Python, 2 TypeScript. On one node they meet in a store file in a
  // 0700 directory (as `torchrunner launch` sets up); Python joins it with init_method='file://'.
  test('init_process_group rendezvous, allReduce, broadcast, allGather, new_group and barrier agree', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'torchrunner-interop-'));
    const world = 3;
    const kinds = ['ts', 'py', 'ts'];
    const env = (rank: number) => rankEnv(rank, world, port, { TORCHRUNNER_STORE_FILE: join(dir, 'store'), GLOO_SOCKET_IFNAME: 'lo' });
    const procs = kinds.map((kind, rank) =>
      kind === 'ts'
        ? spawn(process.execPath, [join(WORKERS, 'interop.mjs')], { env: env(rank), stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(PYTHON, [join(WORKERS, 'interop.py')], { env: env(rank), stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const results = await Promise.all(procs.map((p, r) => collect(p, 90_000, `${kinds[r]} rank ${r}`))).finally(() => rmSync(dir, { recursive: true, force: true }));
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
