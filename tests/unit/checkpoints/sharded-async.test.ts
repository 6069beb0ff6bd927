import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

import { readShardedPayload, ShardedCheckpointManager } from '../../../src/checkpoints/index.js';
import { torch, type Tensor } from '../../../src/index.js';
import { firstSaveGrowth } from '../../support/memory.js';

const root = mkdtempSync(join(tmpdir(), 'tr-sharded-async-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('an asynchronous sharded save writes the state as it was at save(): small tensors cloned at once, large ones copied before untilSnapshotted settles', async () => {
  const dir = join(root, 'async');
  const m = new ShardedCheckpointManager({ dir, rank: 0, worldSize: 1, asyncMode: 'async', paramNames: () => ['w'] });
  // 2^18 elements and more are copied on a worker thread; the bias and the chunk of 3 rows are cloned at once.
  const w = torch.arange(600 * 512, { dtype: 'float32' }).reshape([600, 512]).keep();
  const bias = torch.ones([4]).keep();
  const moment = torch.full([600, 512], 2).keep();
  const payload = () => ({
    state: { epoch: 0, global_step: 1 },
    model: {
      w: new torch.distributed.ShardedTensor([603, 512], 'float32', [
        { offsets: [0, 0], tensor: w },
        { offsets: [600, 0], tensor: w.narrow(0, 0, 3) },
      ]),
      bias,
    },
    optimizer: { state: new Map([[0, { exp_avg: moment }]]), param_groups: [{ lr: 0.1, params: [0] }] },
  });
  await m.save({ epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: true, payload });
  bias.add_(1); // a forward may change small buffers in place right away
  await m.untilSnapshotted(); // what the runner's optimizer step waits for
  w.add_(1);
  moment.mul_(3);
  await m.close();

  const { payload: loaded } = await readShardedPayload(join(dir, 'latest'), { rank: 0, paramNames: ['w'] });
  const model = loaded.model as Record<string, Tensor>;
  const expectedW = torch.cat([torch.arange(600 * 512, { dtype: 'float32' }).reshape([600, 512]), torch.arange(3 * 512, { dtype: 'float32' }).reshape([3, 512])]);
  expect(model.w!.equal(expectedW)).toBe(true);
  expect(model.bias!.equal(torch.ones([4]))).toBe(true);
  const state = (loaded.optimizer as { state: Map<number, Record<string, Tensor>> | Record<string, Record<string, Tensor>> }).state;
  const exp = state instanceof Map ? state.get(0)! : state['0']!;
  expect(exp.exp_avg!.equal(torch.full([600, 512], 2))).toBe(true);
});

test('prepare() maps the buffers of the first asynchronous sharded save (its chunks and the optimizer state): the save then takes no new memory; a synchronous manager prepares nothing', async () => {
  const w = torch.randn([2048, 2048]).keep(); // 16 MB
  const moments = [torch.randn([2048, 2048]).keep(), torch.randn([2048, 2048]).keep()];
  const payload = () => ({
    state: { epoch: 0, global_step: 1 },
    model: { w: new torch.distributed.ShardedTensor([2048, 2048], 'float32', [{ offsets: [0, 0], tensor: w }]) },
    optimizer: { state: new Map([[0, { exp_avg: moments[0]!, exp_avg_sq: moments[1]! }]]), param_groups: [{ lr: 0.1, params: [0] }] },
  });
  expect(new ShardedCheckpointManager({ dir: join(root, 'sync-prepare'), rank: 0, worldSize: 1, paramNames: () => ['w'] }).prepare(payload)).toBeUndefined();
  const m = new ShardedCheckpointManager({ dir: join(root, 'prepared'), rank: 0, worldSize: 1, asyncMode: 'async', paramNames: () => ['w'] });
  const growth = await firstSaveGrowth(m, { epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: true, payload });
  expect(growth.prepare).toBeGreaterThan(0.75 * 48);
  expect(growth.save).toBeLessThan(0.1 * 48);
  const saved = w.clone().keep();
  w.add_(1);
  await m.close();
  const { payload: loaded } = await readShardedPayload(join(root, 'prepared', 'latest'), { rank: 0, paramNames: ['w'] });
  expect((loaded.model as Record<string, Tensor>).w!.equal(saved)).toBe(true);
  for (const t of [w, saved, ...moments]) t.dispose();
});
