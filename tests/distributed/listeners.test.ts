// Issue 24: a single-node run opens no TCP listener beyond loopback, whether started by the
// launcher or by initProcessGroup from a loopback MASTER_ADDR.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';

import { listenersOf, processTree, watchListeners } from './listeners.js';
import { collect, ensureCompiled, freePort, rankEnv, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function listen(host: string): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    servers.push(s);
    s.listen(0, host, () => resolve((s.address() as { port: number }).port));
  });
}

/** Resolves once every child printed its all-reduce result (`"sum":3`), then stops them. */
function whenUp(children: ChildProcess[], count: number, stop: () => void): void {
  let seen = '';
  for (const c of children) {
    c.stdout!.on('data', (d) => {
      seen += d;
      if ((seen.match(/"sum":3/g) ?? []).length === count) stop();
    });
  }
}

describe('listening sockets of a single-node run', () => {
  test('the scanner sees this process listen on every interface and on loopback', async () => {
    const any = await listen('0.0.0.0');
    const lo = await listen('127.0.0.1');
    const mine = listenersOf([process.pid]);
    expect(mine).toContainEqual({ pid: process.pid, address: '0.0.0.0', port: any, loopback: false });
    expect(mine).toContainEqual({ pid: process.pid, address: '127.0.0.1', port: lo, loopback: true });
  });

  test('torchrunner launch with 2 ranks: nothing listens beyond loopback, and the store directory is gone at exit', async () => {
    const env = { ...process.env, OMP_NUM_THREADS: '1' };
    for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT', 'TORCHRUNNER_STORE_FILE']) delete env[k];
    const child = spawn(process.execPath, [join(WORKERS, 'launch-cli.mjs'), '--nproc-per-node', '2', join(WORKERS, 'launched.mjs'), 'signal'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const watch = watchListeners(() => processTree(child.pid!));
    let seen: ReturnType<typeof watch.stop> = [];
    whenUp([child], 2, () => {
      seen = watch.stop();
      child.kill('SIGTERM');
    });
    const r = await collect(child, 90_000, 'launch');
    expect(r.code).toBe(128 + 15);
    expect(seen.filter((l) => !l.loopback)).toEqual([]);
    const m = /rendezvous through files in (\S+) \(mode 700\)/.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    expect((r.stderr.match(/nothing listens beyond loopback/g) ?? []).length).toBe(1);
    expect(existsSync(m![1]!)).toBe(false);
  });

  test('initProcessGroup with MASTER_ADDR=127.0.0.1 (no launcher), 2 ranks: nothing listens beyond loopback', async () => {
    const port = await freePort();
    const ranks = [0, 1].map((rank) =>
      spawn(process.execPath, [join(WORKERS, 'launched.mjs'), 'signal'], { env: rankEnv(rank, 2, port), stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const watch = watchListeners(() => ranks.map((c) => c.pid!));
    let seen: ReturnType<typeof watch.stop> = [];
    whenUp(ranks, 2, () => {
      seen = watch.stop();
      for (const c of ranks) c.kill('SIGTERM');
    });
    const results = await Promise.all(ranks.map((c, rank) => collect(c, 90_000, `rank ${rank}`)));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    expect(seen.filter((l) => !l.loopback)).toEqual([]);
  });
});
