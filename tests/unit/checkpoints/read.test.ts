import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FileCheckpointManager } from '../../../src/checkpoints/file-manager.js';
import { findResumable, readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { torch, type Tensor } from '../../../src/torch/index.js';
import { startChild } from '../../support/child.js';
import { tinyRun } from './payload.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-ckpt-read-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function writeRun(steps: number[], interval = 10): Promise<FileCheckpointManager> {
  const run = tinyRun();
  const m = new FileCheckpointManager({ dir, interval });
  for (const s of steps) {
    run.setStep(s);
    await m.save({ epoch: 0, globalStep: s, mode: 'step', isBest: false, forced: false, payload: run.payload });
  }
  run.dispose();
  return m;
}

describe('readCheckpoint', () => {
  it('names the file and the problem', () => {
    expect(() => readCheckpoint(join(dir, 'nope.pth'))).toThrow(`Cannot read the checkpoint '${join(dir, 'nope.pth')}': no such file`);
    const bare = join(dir, 'weights.pth');
    torch.save({ weight: torch.ones([2]) }, bare);
    expect(() => readCheckpoint(bare)).toThrow(/weights\.pth': it holds a dict with keys 'weight', not a runner checkpoint .*loadPretrained/);
    writeFileSync(join(dir, 'junk.pth'), 'not a checkpoint at all');
    expect(() => readCheckpoint(join(dir, 'junk.pth'))).toThrow(/junk\.pth': it is not a torch\.save file/);
  });

  it('reads what the manager wrote', async () => {
    const m = await writeRun([10]);
    const c = readCheckpoint(m.latestPath);
    expect(c.state).toEqual({ globalStep: 10, epoch: 0 });
    expect(c.runner).toEqual({ seed: 0 });
    disposeTree(c);
  });
});

describe('resumable', () => {
  it('is null in an empty or missing directory', async () => {
    expect(await new FileCheckpointManager({ dir: join(dir, 'none') }).resumable()).toBeNull();
    mkdirSync(join(dir, 'empty'));
    expect(findResumable(join(dir, 'empty'))).toBeNull();
  });

  it('returns latest when it reads', async () => {
    const m = await writeRun([10, 20, 25]);
    expect(await m.resumable()).toBe(m.latestPath);
  });

  it('falls back to the newest readable history file when latest is truncated, warning with both names', async () => {
    const m = await writeRun([10, 20, 30, 35]);
    // Damage the newest history file as well: the fallback skips it too.
    const s30 = join(dir, 'ckpt-s000000000030.pth');
    copyFileSync(s30, `${s30}.copy`);
    rmSync(s30);
    copyFileSync(`${s30}.copy`, s30); // unlink the hard link before damaging it
    truncateSync(s30, 100);
    truncateSync(m.latestPath, Math.floor(statSync(m.latestPath).size / 2));
    const warnings: string[] = [];
    const found = findResumable(dir, (w) => warnings.push(w));
    expect(found!.path).toBe(join(dir, 'ckpt-s000000000020.pth'));
    expect(found!.payload.state.globalStep).toBe(20);
    disposeTree(found!.payload);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`Checkpoint '${m.latestPath}' cannot be used (`);
    expect(warnings[0]).toContain(`resuming from '${join(dir, 'ckpt-s000000000020.pth')}' instead (1 newer history file(s) were unreadable too)`);
  });

  it('refuses to start over silently when nothing reads', async () => {
    const m = await writeRun([10]);
    for (const name of readdirSync(dir)) {
      rmSync(join(dir, name));
      writeFileSync(join(dir, name), 'garbage');
    }
    expect(() => findResumable(dir, () => {})).toThrow(/No readable checkpoint in '.*':\n {2}Cannot read the checkpoint '.*latest\.pth'.*\n {2}Cannot read the checkpoint '.*ckpt-s000000000010\.pth'/);
    void m;
  });
});

describe('atomic writes', () => {
  it('a SIGKILL at any instant of a save leaves a readable latest at the last announced step or later', async () => {
    const script = fileURLToPath(new URL('./scripts/save-forever.ts', import.meta.url));
    for (const delayMs of [0, 90]) {
      const ckpt = join(dir, `kill-${delayMs}`);
      const child = startChild(script, [ckpt]);
      await child.waitFor(/saved 3\n/);
      await new Promise((r) => setTimeout(r, delayMs));
      child.process.kill('SIGKILL');
      const result = await child.done;
      expect(result.signal).toBe('SIGKILL');
      const announced = Math.max(...[...result.stdout.matchAll(/saved (\d+)/g)].map((m) => Number(m[1])));
      const c = readCheckpoint(join(ckpt, 'latest.pth'));
      const step = c.state.globalStep as number;
      expect(step).toBeGreaterThanOrEqual(announced);
      expect(step).toBeLessThanOrEqual(announced + 1);
      expect((c.model.step as Tensor).item()).toBe(step);
      disposeTree(c);
      // Every history file and best are complete checkpoints too.
      for (const name of readdirSync(ckpt).filter((n) => n.endsWith('.pth'))) disposeTree(readCheckpoint(join(ckpt, name)));
    }
  });
});
