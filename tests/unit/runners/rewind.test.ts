// --resume of an older checkpoint keeps what it supersedes, and --resume of a checkpoint
// elsewhere (a copied run directory) is honoured without the earlier-attempt refusal.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import type { RunnerConfigInput } from '../../../src/index.js';
import { resumeConfig, ResumeRunner } from '../../e2e/checkpoints/resume-runner.js';
import { runCli } from '../../support/cli.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function config(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const root = mkdtempSync(join(tmpdir(), 'tr-rewind-'));
  roots.push(root);
  return { ...resumeConfig(root, { steps: 8, checkpoint: { interval: 2, keepLatestK: 3 } }), logging: { console: false, file: true, tensorboard: false }, ...overrides };
}

function stepOf(path: string): number {
  const c = readCheckpoint(path);
  disposeTree(c);
  return c.state.global_step as number;
}

const ino = (path: string) => statSync(path).ino;
const S = (step: number) => `ckpt-s${String(step).padStart(12, '0')}.pth`;

/** Trains the first attempt to step 8: history at steps 4, 6 and 8 (keepLatestK 3). */
async function firstAttempt(c: RunnerConfigInput) {
  const a = new ResumeRunner(c);
  await a.train();
  await a.close();
  const ckpts = a.workspace.checkpointsDir;
  // step 2 stays too: it is best (retention never removes what best is)
  expect(readdirSync(ckpts).sort()).toEqual(['best.pth', S(2), S(4), S(6), S(8), 'latest.pth']);
  return { ckpts, timestamp: a.workspace.timestamp, inodes: { 6: ino(join(ckpts, S(6))), 8: ino(join(ckpts, S(8))) } };
}

/** Trains a second attempt that resumes from `resume`; returns its runner, the steps it trained and its warnings. */
async function resumeAttempt(c: RunnerConfigInput, resume: string) {
  const runner = new ResumeRunner({ ...c, resume });
  const warnings = warningsOf(runner);
  const steps: number[] = [];
  runner.onLoss = (step) => steps.push(step);
  try {
    await runner.train();
  } finally {
    await runner.close();
  }
  return { runner, steps, warnings };
}

/** The warnings the runner logs from now on (its `message` events). */
function warningsOf(runner: ResumeRunner): string[] {
  const warnings: string[] = [];
  runner.on('message', ({ level, text }) => void (level === 'warn' && warnings.push(text)));
  return warnings;
}

describe('--resume of an older checkpoint of the same run', () => {
  it("keeps the later saves under the attempt rewound from; retention counts the new attempt's alone", async () => {
    const c = config();
    const first = await firstAttempt(c);
    const { steps, warnings } = await resumeAttempt(c, join(first.ckpts, S(4)));
    expect(steps[0]).toBe(5); // it did resume at step 4
    const kept = join(first.ckpts, 'superseded', first.timestamp);
    expect(warnings.join('\n')).toContain(`supersedes the earlier attempt's saves in ${first.ckpts}; they are kept in ${kept} (${S(6)}, ${S(8)}); --overwrite deletes them instead`);
    // the first attempt's files themselves (same inodes), and latest/best as they were
    expect(readdirSync(kept).sort()).toEqual(['best.pth', S(6), S(8), 'latest.pth']);
    expect(ino(join(kept, S(6)))).toBe(first.inodes[6]);
    expect(ino(join(kept, S(8)))).toBe(first.inodes[8]);
    expect(stepOf(join(kept, 'latest.pth'))).toBe(8);
    // the new attempt's own history, pruned to keepLatestK 3 among its own files (step 2 is best, so it stays)
    expect(readdirSync(first.ckpts).sort()).toEqual(['best.pth', S(2), S(4), S(6), S(8), 'latest.pth', 'superseded']);
    expect(ino(join(first.ckpts, S(8)))).not.toBe(first.inodes[8]);
    expect(stepOf(join(first.ckpts, 'latest.pth'))).toBe(8);
  });

  it('with --overwrite, deletes them instead', async () => {
    const c = config();
    const first = await firstAttempt(c);
    const b = new ResumeRunner({ ...c, resume: join(first.ckpts, S(4)), overwrite: true });
    const warnings = warningsOf(b);
    try {
      await b.setup();
      expect(readdirSync(first.ckpts).sort()).toEqual(['best.pth', S(2), S(4), 'latest.pth']);
    } finally {
      await b.close();
    }
    expect(warnings.join('\n')).toContain(`deleted the earlier attempt's saves it supersedes in ${first.ckpts} (${S(6)}, ${S(8)})`);
  });

  it('--resume of latest continues the run: nothing is superseded', async () => {
    const c = config();
    const first = await firstAttempt(c);
    const b = new ResumeRunner({ ...c, resume: join(first.ckpts, 'latest.pth') });
    await b.setup();
    await b.close();
    expect(existsSync(join(first.ckpts, 'superseded'))).toBe(false);
  });
});

describe('--resume of a checkpoint in a copied run directory', () => {
  it('is honoured without the earlier-attempt refusal; the checkpoints already here are kept under their attempt', async () => {
    const c = config();
    const first = await firstAttempt(c);
    const copy = join(mkdtempSync(join(tmpdir(), 'tr-rewind-copy-')), 'run');
    roots.push(copy);
    cpSync(join(first.ckpts, '..'), copy, { recursive: true });
    const { runner: b, steps, warnings } = await resumeAttempt(c, join(copy, 'checkpoints', S(6)));
    expect(b.workspace.checkpointsDir).toBe(first.ckpts);
    expect(steps[0]).toBe(7);
    const kept = join(first.ckpts, 'superseded', first.timestamp);
    expect(readdirSync(kept).sort()).toEqual(['best.pth', S(2), S(4), S(6), S(8), 'latest.pth']);
    expect(ino(join(kept, S(8)))).toBe(first.inodes[8]);
    // only the new attempt's saves (its scores did not beat the resumed best, so it wrote no best)
    expect(readdirSync(first.ckpts).sort()).toEqual([S(8), 'latest.pth', 'superseded']);
    expect(stepOf(join(first.ckpts, 'latest.pth'))).toBe(8);
  });
});

describe('torchrunner ckpt <checkpoints dir or run dir>', () => {
  it('lists latest, best, the history and the saves a rewind kept, by attempt', async () => {
    const c = config();
    const first = await firstAttempt(c);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = new ResumeRunner({ ...c, resume: join(first.ckpts, S(4)) });
    try {
      await b.train();
    } finally {
      await b.close();
      warn.mockRestore();
    }
    const runDir = join(first.ckpts, '..');
    const text = runCli(['ckpt', runDir]);
    expect(text.status).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(`checkpoints in ${first.ckpts}:`);
    expect(lines.slice(1, 7).map((l) => l.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      `latest.pth = ${S(8)}`,
      `best.pth = ${S(2)}`,
      `${S(2)} step 2`,
      `${S(4)} step 4`,
      `${S(6)} step 6`,
      `${S(8)} step 8`,
    ]);
    expect(text.stdout).toContain(`superseded by a rewind, from attempt ${first.timestamp} (in ${join(first.ckpts, 'superseded', first.timestamp)}; --overwrite deletes them):`);
    const json = JSON.parse(runCli(['ckpt', first.ckpts, '--json']).stdout);
    expect(json.checkpoints.map((x: { name: string }) => x.name)).toEqual(['latest.pth', 'best.pth', S(2), S(4), S(6), S(8)]);
    expect(json.superseded).toHaveLength(1);
    expect(json.superseded[0].attempt).toBe(first.timestamp);
    expect(json.superseded[0].checkpoints.map((x: { name: string; point?: string }) => `${x.name} ${x.point ?? ''}`.trim())).toEqual(['latest.pth', 'best.pth', `${S(6)} step 6`, `${S(8)} step 8`]);
    // in the kept folder, latest is the earlier attempt's step 8 (the same file)
    expect(json.superseded[0].checkpoints[0].sameAs).toBe(S(8));
  }, 120_000);
});
