// Kill fuzz: 30 kill -9s at random (seeded) moments of runs that save a checkpoint at every
// step (synchronous saves, async saves, and a 2-rank data-parallel run), each followed by an
// autoResume. Every run must end with the parameters of the uninterrupted run, and no
// temporary file may survive the saves after the kills. Exact equality is legitimate: the same
// machine, process type and one-thread kernels compute both.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureCompiled, freePort } from '../../distributed/support.js';

const SCRIPT = fileURLToPath(new URL('./train-script.mjs', import.meta.url));
// Enough steps that 12 kills, each after 1-2 step lines and up to 25 ms, end before the run does.
const STEPS = 64;
const PADDING = 150_000;
const roots: string[] = [];

afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});
beforeAll(() => ensureCompiled(), 300_000);

/** mulberry32: a small seeded generator, so a failing sequence of kills can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Attempt {
  killed: boolean;
  outputs: string[];
  codes: (number | null)[];
}

/**
 * Starts the run (one process, or `ranks` processes of a group) and, when `killAfter` is
 * set, sends SIGKILL to process `victim` `delayMs` after its `killAfter`-th `step` line.
 */
async function attempt(root: string, options: { asyncMode?: string; ranks?: number; killAfter?: number; delayMs?: number; victim?: number }): Promise<Attempt> {
  const ranks = options.ranks ?? 1;
  const port = await freePort();
  const arg = JSON.stringify({ root, steps: STEPS, padding: PADDING, asyncMode: options.asyncMode, timeout: 30 });
  let killed = false;
  const procs = Array.from({ length: ranks }, (_, rank) => {
    const env: NodeJS.ProcessEnv = { ...process.env, OMP_NUM_THREADS: '1' };
    if (ranks > 1) Object.assign(env, { RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(ranks), LOCAL_WORLD_SIZE: String(ranks), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port) });
    return spawn(process.execPath, [SCRIPT, arg], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  });
  const results = await Promise.all(
    procs.map(
      (child, rank) =>
        new Promise<{ out: string; code: number | null }>((resolve) => {
          let out = '';
          let steps = 0;
          const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
          child.stdout!.on('data', (d: Buffer) => {
            out += d;
            if (options.killAfter === undefined || rank !== (options.victim ?? 0) || killed) return;
            steps += (String(d).match(/^step \d+$/gm) ?? []).length;
            if (steps >= options.killAfter) {
              killed = true;
              setTimeout(() => child.kill('SIGKILL'), options.delayMs ?? 0);
            }
          });
          child.stderr!.on('data', (d: Buffer) => (out += d));
          child.on('close', (code) => {
            clearTimeout(timer);
            resolve({ out, code });
          });
        }),
    ),
  );
  return { killed, outputs: results.map((r) => r.out), codes: results.map((r) => r.code) };
}

function finalParams(a: Attempt): number[] | null {
  const m = /^params (.*)$/m.exec(a.outputs[0] ?? '');
  return m ? (JSON.parse(m[1]!) as { params: number[] }).params : null;
}

function checkpointsDir(root: string): string {
  const lineage = readdirSync(root).find((n) => n.startsWith('default'))!;
  return join(root, lineage, 'run', 'checkpoints');
}

/** Kills a run `kills` times at random moments, resuming each time, then lets it finish. */
async function fuzz(name: string, seed: number, kills: number, options: { asyncMode?: string; ranks?: number }): Promise<{ params: number[] | null; reference: number[] | null; temps: string[]; killsDone: number }> {
  const random = rng(seed);
  const base = mkdtempSync(join(tmpdir(), `tr-fuzz-${name}-`));
  roots.push(base);
  const reference = finalParams(await attempt(join(base, 'reference'), options));
  const root = join(base, 'run');
  let killsDone = 0;
  let last: Attempt | null = null;
  for (let i = 0; i < kills; i++) {
    const victim = Math.floor(random() * (options.ranks ?? 1));
    const a = await attempt(root, { ...options, killAfter: 1 + Math.floor(random() * 2), delayMs: Math.floor(random() * 25), victim });
    if (a.killed) killsDone += 1;
    // The survivors of a group whose rank was killed end with an error (an exit code), never hang.
    if (a.killed) expect(a.codes.filter((_, r) => r !== victim).every((c) => c !== null && c !== 0), a.outputs.join('\n')).toBe(true);
    last = a;
    if (finalParams(a)) break;
  }
  if (!last || !finalParams(last)) last = await attempt(root, options);
  const dir = checkpointsDir(root);
  const temps = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.tmp')) : [];
  return { params: finalParams(last), reference, temps, killsDone };
}

describe('kill -9 at random moments, then autoResume', () => {
  it('synchronous saves: 12 kills, nothing lost', async () => {
    const r = await fuzz('sync', 1, 12, {});
    expect(r.killsDone).toBe(12);
    expect(r.temps).toEqual([]);
    expect(r.reference).not.toBeNull();
    expect(r.params).toEqual(r.reference);
  }, 300_000);

  it('async saves: 12 kills, nothing lost', async () => {
    const r = await fuzz('async', 2, 12, { asyncMode: 'async' });
    expect(r.killsDone).toBe(12);
    expect(r.temps).toEqual([]);
    expect(r.params).toEqual(r.reference);
  }, 300_000);

  it('a 2-rank data-parallel run: 6 kills of either rank, nothing lost', async () => {
    const r = await fuzz('ddp', 3, 6, { ranks: 2 });
    expect(r.killsDone).toBe(6);
    expect(r.temps).toEqual([]);
    expect(r.params).toEqual(r.reference);
  }, 300_000);
});
