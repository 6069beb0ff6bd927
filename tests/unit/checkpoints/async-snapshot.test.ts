// Async checkpoints copy large tensors on a worker thread while training goes on: what is
// written is the state at the save, whatever happens to the tensors after untilSnapshotted().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { FileCheckpointManager } from '../../../src/checkpoints/file-manager.js';
import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { torch, type Tensor } from '../../../src/index.js';
import { firstSaveGrowth } from '../../support/memory.js';

const dir = mkdtempSync(join(tmpdir(), 'torchrunner-async-snap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('async checkpoint snapshots', () => {
  test('tensors changed in place after untilSnapshotted() are written as they were at the save', async () => {
    torch.manualSeed(0);
    const big = torch.randn([1024, 1024]).keep(); // copied on a worker thread
    const rows = big.narrow(0, 10, 4).keep(); // a view: its whole storage is copied
    const small = torch.randn([16]).keep(); // copied at once
    const expected = { big: big.clone().keep(), rows: rows.clone().keep(), small: small.clone().keep() };
    const m = new FileCheckpointManager({ dir, asyncMode: 'async' });
    for (const step of [1, 2]) {
      await m.save({ epoch: 0, globalStep: step, mode: 'step', isBest: false, forced: false, payload: () => ({ state: { global_step: step }, model: { big, rows, small } }) });
      // What a forward may change in place before the optimizer step: small tensors only.
      small.add_(100);
      await m.untilSnapshotted();
      big.add_(100);
      await m.wait();
      const written = readCheckpoint(m.latestPath);
      const model = written.model as Record<string, Tensor>;
      expect(model.big!.equal(expected.big)).toBe(true);
      expect(model.rows!.equal(expected.rows)).toBe(true);
      expect(model.small!.equal(expected.small)).toBe(true);
      disposeTree(written);
      for (const t of Object.values(expected)) t.add_(100);
    }
    await m.close();
  });

  test('prepare() maps the first save\'s buffers off the JS thread: the save then copies into them, taking no new memory; synchronous managers prepare nothing', async () => {
    torch.manualSeed(1);
    const weights = [0, 1, 2, 3].map(() => torch.randn([2048, 2048]).keep()); // 64 MB
    const payload = () => ({ state: { global_step: 1 }, model: Object.fromEntries(weights.map((w, i) => [`w${i}`, w])) });
    expect(new FileCheckpointManager({ dir: join(dir, 'sync') }).prepare(payload)).toBeUndefined();
    const m = new FileCheckpointManager({ dir: join(dir, 'prepared'), asyncMode: 'async' });
    const growth = await firstSaveGrowth(m, { epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: false, payload });
    expect(growth.prepare).toBeGreaterThan(0.75 * 64);
    expect(growth.save).toBeLessThan(0.1 * 64);
    const saved = weights[0]!.clone().keep();
    weights[0]!.add_(1);
    await m.wait();
    const written = readCheckpoint(m.latestPath);
    expect((written.model as Record<string, Tensor>).w0!.equal(saved)).toBe(true);
    saved.dispose();
    disposeTree(written);
    await m.close();
    for (const w of weights) w.dispose();
  });
});
