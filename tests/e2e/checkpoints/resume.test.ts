// Kill a run anywhere and resume it to the same result: real child processes, real files.
// Exact equality is legitimate here: the same machine, process type and deterministic
// kernels (one thread) compute the uninterrupted and the resumed run.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { startChild } from '../../support/child.js';

const SCRIPT = fileURLToPath(new URL('./train-child.ts', import.meta.url));
const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function newRoot(): string {
  const r = mkdtempSync(join(tmpdir(), 'tr-resume-'));
  roots.push(r);
  return r;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** `[step, microStep, loss text]` per micro-step, in order. */
  losses: [number, number, string][];
  params: number[][] | null;
  done: { step: number; how: string } | null;
  stdout: string;
}

async function train(args: { root: string; config?: Record<string, unknown>; killAt?: number[]; signal?: string; twice?: boolean; exitCode?: number }): Promise<Run> {
  const child = startChild(SCRIPT, [JSON.stringify(args)], { OMP_NUM_THREADS: '1' });
  const r = await child.done;
  const losses = [...r.stdout.matchAll(/^loss (\d+) (\d+) (\S+)$/gm)].map((m) => [Number(m[1]), Number(m[2]), m[3]!] as [number, number, string]);
  const params = /^params (.*)$/m.exec(r.stdout);
  const done = /^done (\d+) (\S+)$/m.exec(r.stdout);
  if (r.signal === null && r.code !== 0 && r.code !== args.exitCode) throw new Error(`training child failed (${r.code}):\n${r.stdout}\n${r.stderr}`);
  return {
    code: r.code,
    signal: r.signal,
    losses,
    params: params ? (JSON.parse(params[1]!) as number[][]) : null,
    done: done ? { step: Number(done[1]), how: done[2]! } : null,
    stdout: r.stdout + r.stderr,
  };
}

/** The run directory's checkpoints directory under a workspace root. */
function checkpointsDir(root: string): string {
  const lineage = readdirSync(root).find((n) => n.startsWith('default'))!;
  return join(root, lineage, 'run', 'checkpoints');
}

function stepOf(path: string): number {
  const c = readCheckpoint(path);
  disposeTree(c);
  return c.state.global_step as number;
}

/**
 * The resumed run's losses equal the uninterrupted run's at the same micro-steps; when it
 * ran to the end, so do its last micro-step and the final parameters.
 */
function expectSameRun(resumed: Run, reference: Run, firstStep: number): void {
  expect(resumed.losses.length).toBeGreaterThan(0);
  expect(resumed.losses[0]![0]).toBe(firstStep);
  const ref = new Map(reference.losses.map(([s, m, v]) => [`${s}:${m}`, v]));
  for (const [s, m, v] of resumed.losses) expect(`${s}:${m} ${v}`).toBe(`${s}:${m} ${ref.get(`${s}:${m}`)}`);
  if (resumed.done?.how !== 'complete') return;
  expect(resumed.losses.at(-1)).toEqual(reference.losses.at(-1));
  expect(resumed.params).toEqual(reference.params);
  expect(resumed.done?.step).toBe(reference.done?.step);
}

const STEP = { steps: 40 };
const EPOCH = { epochs: 4, extra: { trainSize: 80 }, checkpoint: { interval: 1, keepLatestK: 2 } };

describe('kill anywhere, resume to the same result', () => {
  const reference: Record<'step' | 'epoch', Promise<Run>> = {} as never;
  const referenceRoot: Record<'step' | 'epoch', string> = {} as never;
  for (const mode of ['step', 'epoch'] as const) {
    referenceRoot[mode] = newRoot();
    reference[mode] = train({ root: referenceRoot[mode], config: mode === 'step' ? STEP : EPOCH });
    reference[mode].catch(() => {});
  }

  for (const mode of ['step', 'epoch'] as const) {
    it(`${mode} mode: SIGKILL after step 25, autoResume from step 20 reproduces the losses from step 21 and the final parameters`, async () => {
      const root = newRoot();
      const config = mode === 'step' ? STEP : EPOCH;
      const killed = await train({ root, config, killAt: [25] });
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.losses.at(-1)![0]).toBe(26);
      expect(stepOf(join(checkpointsDir(root), 'latest.pth'))).toBe(20);
      const resumed = await train({ root, config: { ...config, autoResume: true } });
      expect(resumed.stdout).toMatch(new RegExp(`resumed from .*latest\\.pth \\(epoch ${mode === 'epoch' ? 2 : '\\d+'}, step 20\\)`));
      const ref = await reference[mode];
      expect(ref.done).toEqual({ step: 40, how: 'complete' });
      expectSameRun(resumed, ref, 21);
    });
  }

  it('step mode: SIGTERM inside an accumulation window discards the window, saves a forced checkpoint at the exact step, exits 0, and resumes to the same result', async () => {
    const root = newRoot();
    const stopped = await train({ root, config: STEP, killAt: [25], signal: 'SIGTERM' });
    expect(stopped.code).toBe(0);
    expect(stopped.done!.how).toBe('SIGTERM');
    const at = stopped.done!.step;
    // It stopped after the first micro-step of step 26's window: the window is discarded.
    expect(stopped.losses.at(-1)!.slice(0, 2)).toEqual([26, 50]);
    expect(at).toBe(25);
    const latest = join(checkpointsDir(root), 'latest.pth');
    expect(stopped.stdout).toContain(`stopped by SIGTERM at step ${at}; last checkpoint: ${latest} (step ${at}; resume with --autoResume`);
    expect(stepOf(latest)).toBe(at);
    // train() resolved to a summary that says so
    expect(JSON.parse(/^summary (.*)$/m.exec(stopped.stdout)![1]!)).toMatchObject({ status: 'interrupted', signal: 'SIGTERM', step: at, checkpoint: latest });
    const resumed = await train({ root, config: { ...STEP, autoResume: true } });
    expect(JSON.parse(/^summary (.*)$/m.exec(resumed.stdout)![1]!)).toMatchObject({ status: 'completed', signal: null, checkpoint: latest });
    // The resumed run replays the discarded window from its first micro-step.
    expect(resumed.losses[0]!.slice(0, 2)).toEqual([26, 50]);
    expectSameRun(resumed, await reference.step, at + 1);
  });

  it('a second signal exits at once (status 128 + 15), without the forced checkpoint', async () => {
    const root = newRoot();
    const run = await train({ root, config: STEP, killAt: [25], signal: 'SIGTERM', twice: true, exitCode: 143 });
    expect(run.code).toBe(143);
    expect(run.done).toBeNull();
    expect(run.stdout).toContain('received SIGTERM again: exiting now without a checkpoint');
    expect(stepOf(join(checkpointsDir(root), 'latest.pth'))).toBe(20);
  });

  it('epoch mode: two graceful stops within one epoch (SIGUSR1, SIGINT), two resumes, the same result', async () => {
    const root = newRoot();
    const first = await train({ root, config: EPOCH, killAt: [21], signal: 'SIGUSR1' });
    expect(first.code).toBe(0);
    expect(first.done!.how).toBe('SIGUSR1');
    const s1 = first.done!.step;
    const second = await train({ root, config: { ...EPOCH, autoResume: true }, killAt: [s1 + 2], signal: 'SIGINT' });
    expect(second.code).toBe(0);
    expect(second.done!.how).toBe('SIGINT');
    const s2 = second.done!.step;
    // Both stops fall inside epoch 3 (steps 21-30), so both resumes are mid-epoch. The child
    // holds its loop so that the handler runs at the runner's next yield; on a loaded machine
    // the thread that takes the signal may run later, and the stop comes a yield later.
    expect(s1).toBeGreaterThanOrEqual(21);
    expect(s2).toBeGreaterThanOrEqual(s1 + 2);
    expect(s2).toBeLessThan(30);
    const ref = await reference.epoch;
    expectSameRun(second, ref, s1 + 1);
    const third = await train({ root, config: { ...EPOCH, autoResume: true } });
    expectSameRun(third, ref, s2 + 1);
  });

  it('a truncated latest falls back to the newest valid history file with a warning naming both, and still reproduces the run', async () => {
    const root = newRoot();
    const killed = await train({ root, config: STEP, killAt: [25] });
    expect(killed.signal).toBe('SIGKILL');
    const dir = checkpointsDir(root);
    const latest = join(dir, 'latest.pth');
    // A torn latest (its own inode: the history file it was linked to stays intact).
    copyFileSync(latest, `${latest}.torn`);
    truncateSync(`${latest}.torn`, Math.floor(statSync(latest).size / 3));
    renameSync(`${latest}.torn`, latest);
    const resumed = await train({ root, config: { ...STEP, autoResume: true } });
    expect(resumed.stdout).toContain(`Checkpoint '${latest}' cannot be used (`);
    expect(resumed.stdout).toContain(`resuming from '${join(dir, 'ckpt-s000000000020.pth')}' instead`);
    expectSameRun(resumed, await reference.step, 21);
  });

  it('keepLatestK 2 keeps two history files; best is written only when the score improves', async () => {
    await reference.step;
    expect(readdirSync(checkpointsDir(referenceRoot.step)).sort()).toEqual(['best.pth', 'ckpt-s000000000030.pth', 'ckpt-s000000000040.pth', 'latest.pth']);
    const ref = await reference.epoch;
    const dir = checkpointsDir(referenceRoot.epoch);
    expect(readdirSync(dir).filter((n) => n.startsWith('ckpt-')).sort()).toEqual(['ckpt-e000003.pth', 'ckpt-e000004.pth']);
    const results = JSON.parse(readFileSync(join(dir, '..', 'results.json'), 'utf8'));
    const entries = (Array.isArray(results) ? results : results.results) as { step: number; scores: { val: { loss: number } } }[];
    let best = Infinity;
    const improved = entries.map((e) => {
      const better = e.scores.val.loss < best;
      best = Math.min(best, e.scores.val.loss);
      return better;
    });
    const savedBest = [...ref.stdout.matchAll(/checkpoint saved at step (\d+): \S+ \(([^)]*)\)/g)].filter((m) => /\bbest\b/.test(m[2]!)).map((m) => Number(m[1]));
    expect(savedBest).toEqual(entries.filter((_, i) => improved[i]).map((e) => e.step));
    const bestStep = entries[improved.lastIndexOf(true)]!.step;
    expect(stepOf(join(dir, 'best.pth'))).toBe(bestStep);
    expect(existsSync(join(dir, '..', 'heartbeat.json'))).toBe(true);
  });
});
