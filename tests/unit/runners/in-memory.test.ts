// workspace: false: a run creates no directory and writes no file, even in a read-only working
// directory; its checkpoints stay in memory and resume a new runner; settings that can only
// write files are refused.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { MemoryCheckpointManager } from '../../../src/index.js';
import { runChild } from '../../support/child.js';
import { paramValues, TinyRunner, tinyConfig } from './tiny.js';

const SCRIPT = fileURLToPath(new URL('./scripts/in-memory-run.ts', import.meta.url));

describe('workspace: false', () => {
  it('a run in a read-only working directory succeeds and creates no file', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'torchrunner-readonly-'));
    chmodSync(cwd, 0o555);
    try {
      // A child process, so that its working directory (and the default workspaceRoot, runs/) is the read-only one.
      const { stdout } = await runChild(SCRIPT, [cwd]);
      const r = JSON.parse(stdout.trim().split('\n').at(-1)!);
      expect(r.summary).toMatchObject({ status: 'completed', step: 6, checkpoint: null });
      expect(r.latestStep).toBe(6);
      expect(r.results).toBe(3);
      expect(r.checkpointEvents).toEqual([2, 4, 6]);
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      chmodSync(cwd, 0o755);
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps latest and best in memory; a new runner resumes from the latest payload', async () => {
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-memory-'));
    const config = tinyConfig({ workspace: false, workspaceRoot: join(root, 'runs'), steps: 8, evaluateInterval: 2, checkpoint: { interval: 4 }, logging: { console: false, file: true, tensorboard: true } });
    const first = new TinyRunner(config);
    const second = new TinyRunner(config);
    try {
      first.stop(); // outside train(): nothing
      first.on('step', (e) => e.step === 5 && first.stop('pause'));
      const summary = await first.train();
      expect(summary).toMatchObject({ status: 'interrupted', reason: 'pause', step: 5, checkpoint: null });
      const manager = first.checkpointManager as MemoryCheckpointManager;
      expect(manager).toBeInstanceOf(MemoryCheckpointManager);
      expect(manager.latest?.point.globalStep).toBe(5);
      expect(manager.best).not.toBeNull();
      await second.setup();
      second.loadStateDict(manager.latest!.payload);
      expect(second.state.globalStep).toBe(5);
      expect(paramValues(second.model)).toEqual(paramValues(first.model));
      expect(await second.train()).toMatchObject({ status: 'completed', step: 8 });
      expect(readdirSync(root)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a profile, which can only be written to a file', async () => {
    const runner = new TinyRunner(tinyConfig({ workspace: false, steps: 4, profile: { start: 1, steps: 1 } }));
    try {
      await expect(runner.train()).rejects.toThrow(/profile writes a trace file, and workspace: false writes nothing: unset profile, or set workspace: true/);
    } finally {
      await runner.close();
    }
  });
});
