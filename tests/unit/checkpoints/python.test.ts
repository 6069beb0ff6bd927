import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { FileCheckpointManager } from '../../../src/checkpoints/file-manager.js';
import { pythonMissing, runPythonJson } from '../serialize/python.js';
import { tinyRun, values } from './payload.js';

describe.skipIf(pythonMissing !== null)("Python's torch.load", () => {
  it('opens a checkpoint the file manager wrote (sync and async), with the same model tensors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tr-ckpt-py-'));
    try {
      const run = tinyRun(11);
      const paths: string[] = [];
      for (const asyncMode of ['disabled', 'async'] as const) {
        const m = new FileCheckpointManager({ dir: join(dir, asyncMode), asyncMode, interval: 1 });
        run.setStep(4);
        await m.save({ epoch: 0, globalStep: 4, mode: 'step', isBest: true, forced: false, payload: run.payload });
        await m.close();
        paths.push(m.latestPath, m.bestPath, join(m.dir, 'ckpt-s000000000004.pth'));
      }
      const described = runPythonJson<any[]>('checkpoints/read_checkpoint.py', paths);
      expect(described).toHaveLength(6);
      for (const py of described) {
        expect(py.keys).toEqual(['model', 'optimizer', 'runner', 'state']);
        expect(py.state).toEqual({ globalStep: 4, epoch: 0 });
        expect(py.optimizer_state_keys).toEqual([0, 1]);
        expect(py.param_groups[0]).toContain('lr');
        for (const [name, t] of run.model.stateEntries()) {
          expect(py.model[name].dtype).toBe('float32');
          expect(py.model[name].shape).toEqual(t.shape);
          expect(py.model[name].values).toEqual(values(t));
        }
      }
      run.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
