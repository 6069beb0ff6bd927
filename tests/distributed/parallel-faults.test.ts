// A rank that stops (SIGSTOP) or dies (SIGKILL) in the middle of a ParallelRunner run: the
// survivors must stop on their own, naming it, well within distributed.heartbeatTimeout plus
// a few seconds (not after the 300 s pipeline or 30 min collective timeouts).
// workers/fault-runner.mjs faults after step 2; heartbeatTimeout is 3 s here.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { collect, ensureCompiled, freePort, rankEnv, WORKERS, type ProcResult } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const HEARTBEAT_S = 3;

/** Runs workers/fault-runner.mjs on 2 ranks; rank 1 faults. Returns rank 0's outcome and the seconds from the fault to its exit. */
async function faultRun(axes: object, fault: 'stop' | 'kill'): Promise<{ survivor: ProcResult; seconds: number }> {
  const port = await freePort();
  const procs = [0, 1].map((rank) =>
    spawn(process.execPath, [join(WORKERS, 'fault-runner.mjs'), JSON.stringify(axes), fault, '1', String(HEARTBEAT_S)], { env: rankEnv(rank, 2, port), stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const faulty = collect(procs[1]!, 120_000, 'faulty rank').catch(() => null);
  try {
    const survivor = await collect(procs[0]!, 90_000, 'surviving rank 0');
    const exitedAt = Date.now();
    const faultAt = JSON.parse(/\{"rank":0,"faultAt":\d+\}/.exec(survivor.stderr)?.[0] ?? '{"faultAt":0}').faultAt as number;
    expect(faultAt, survivor.stderr).toBeGreaterThan(0);
    return { survivor, seconds: (exitedAt - faultAt) / 1000 };
  } finally {
    // A stopped rank never exits on its own.
    procs[1]!.kill('SIGKILL');
    await faulty;
  }
}

describe('a rank lost or stalled in a ParallelRunner run is named by the survivors', () => {
  test('pipeline 2, rank 1 stopped (SIGSTOP): rank 0 stops within the heartbeat timeout plus a few seconds, naming rank 1 as stopped', async () => {
    const { survivor, seconds } = await faultRun({ pipeline: 2, shard: 1 }, 'stop');
    expect(survivor.stderr).toMatch(/torchrunner: rank 0: rank 1 stopped responding \(last heartbeat \d+ s ago; its process is stopped\); stopping, since distributed\.heartbeatTimeout is 3 s/);
    expect(survivor.code !== 0 || survivor.signal !== null).toBe(true);
    expect(seconds).toBeLessThan(HEARTBEAT_S + 10);
  });

  for (const [name, axes] of [
    ['pipeline 2', { pipeline: 2, shard: 1 }],
    ['shard 2', { shard: 2 }],
    ['tensor 2', { tensor: 2, shard: 1 }],
  ] as const) {
    test(`${name}, rank 1 killed (SIGKILL): rank 0 fails within seconds, naming rank 1 as lost`, async () => {
      const { survivor, seconds } = await faultRun(axes, 'kill');
      expect(survivor.code).not.toBe(0);
      expect(survivor.stderr).toMatch(/failed on rank 0: lost rank 1 \(no heartbeat in the rendezvous store\)|rank 1 exited \(its process is gone/);
      expect(seconds).toBeLessThan(HEARTBEAT_S + 10);
    });
  }
});
