// Ranks that disagree or never meet: a taken store port, a WORLD_SIZE mismatch, a missing
// peer, different configs and models, a peer that dies. Every rank must end with an error
// that names what to fix, within the configured timeout, never abort or hang.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../../../dist/src/cli/launch.js';
import { runNode } from '../support.mjs';

const RANK_SCRIPT = fileURLToPath(new URL('../rank-script.mjs', import.meta.url));

function rankEnv(rank, world, port, extra = {}) {
  return { RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(world), LOCAL_WORLD_SIZE: String(world), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port), OMP_NUM_THREADS: '1', ...extra };
}

/**
 * Starts one process per entry of `ranks` ({ rank, world, args }) on one port and checks
 * that each exits with an error (not a signal, not a timeout); throws an Error holding
 * every rank's output, for the case's expected message to be matched against.
 */
async function ranksFail(ctx, ranks, { port, timeoutMs = 60_000, expectOk = [], killed = [] } = {}) {
  const p = port ?? (await freePort());
  const results = await Promise.all(
    ranks.map((r) => runNode(RANK_SCRIPT, [JSON.stringify({ root: join(ctx.dir, 'runs'), ...r.args })], rankEnv(r.rank, r.world, p), timeoutMs)),
  );
  const out = results.map((r, i) => `--- rank ${ranks[i].rank} (exit ${r.code ?? r.signal}):\n${r.out}`).join('\n');
  for (const [i, r] of results.entries()) {
    if (r.signal === 'SIGKILL' && !killed.includes(ranks[i].rank)) return `hang: rank ${ranks[i].rank} still ran after ${timeoutMs} ms\n${out}`;
    if (r.signal && !killed.includes(ranks[i].rank)) return `crash: rank ${ranks[i].rank} died of ${r.signal}\n${out}`;
    if (r.code === 0 && !expectOk.includes(ranks[i].rank)) return `silent: rank ${ranks[i].rank} exited 0\n${out}`;
  }
  throw new Error(out);
}

const two = (args0 = {}, args1 = {}) => [
  { rank: 0, world: 2, args: args0 },
  { rank: 1, world: 2, args: args1 },
];

export const CASES = [
  {
    name: 'distributed: the store port is taken',
    expect: /rank 0 cannot serve the rendezvous (store on port|on 127\.0\.0\.1:)\d+: the port is already in use .*Choose a free port/,
    run: async (ctx) => {
      const srv = createServer();
      const port = await new Promise((resolve) => srv.listen(0, '0.0.0.0', () => resolve(srv.address().port)));
      try {
        return await ranksFail(ctx, [{ rank: 0, world: 2, args: { timeout: 5 } }], { port });
      } finally {
        srv.close();
      }
    },
  },
  {
    name: 'distributed: WORLD_SIZE differs between ranks',
    expect: /(rank 0[^]*WORLD_SIZE mismatch at the rendezvous: rank 0 was started with WORLD_SIZE=2, rank 1 with WORLD_SIZE=3[^]*){1}/,
    run: (ctx) => ranksFail(ctx, [{ rank: 0, world: 2, args: { timeout: 20 } }, { rank: 1, world: 3, args: { timeout: 20 } }]),
  },
  {
    name: 'distributed: a peer never comes (timeout 3 s)',
    expect: /rank 0 waited 3 s for its peers, but 1 of 2 processes joined the rendezvous; rank 1 never did/,
    run: (ctx) => ranksFail(ctx, [{ rank: 0, world: 2, args: { timeout: 3 } }], { timeoutMs: 30_000 }),
  },
  {
    name: 'distributed: rank 0 never comes (timeout 3 s)',
    expect: /rank 1 could not reach the rendezvous (store )?at 127\.0\.0\.1:\d+ within 3 s \(rank 0 serves it\)/,
    run: (ctx) => ranksFail(ctx, [{ rank: 1, world: 2, args: { timeout: 3 } }], { timeoutMs: 30_000 }),
  },
  {
    name: 'distributed: ranks with different learning rates',
    expect: /The ranks disagree on the config and the model at setup[^]*rank 1 differs from rank 0 in 1 key:\s+config optim\.lr: 0\.1 on rank 0, 0\.2 on rank 1/,
    run: (ctx) => ranksFail(ctx, two({ lr: 0.1 }, { lr: 0.2 })),
  },
  {
    name: 'distributed: ranks with different accumulation',
    expect: /config accumSteps: 1 on rank 0, 2 on rank 1/,
    run: (ctx) => ranksFail(ctx, two({}, { accumSteps: 2 })),
  },
  {
    name: 'distributed: ranks that build different models',
    expect: /parameter 0\.weight: float32\[8, 4\] on rank 0, float32\[16, 4\] on rank 1/,
    run: (ctx) => ranksFail(ctx, two({ hidden: 8 }, { hidden: 16 })),
  },
  {
    name: 'distributed: a peer dies during training (kill -9)',
    expect: /failed on rank 0: lost rank 1 \(no heartbeat.*see its log/,
    run: (ctx) => ranksFail(ctx, two({ steps: 50, timeout: 60 }, { steps: 50, timeout: 60, dieAtStep: 3 }), { killed: [1] }),
  },
];
