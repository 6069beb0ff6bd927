// Trains forever, saving synchronously and asynchronously and all-reducing over a one-rank
// Gloo group in turn, so that a terminate() lands mid-step, mid-save or mid-collective. Holds
// an 8 MB tensor, so that a Worker whose tensors outlive it shows in the process's RSS. Posts
// 'ready' once set up.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import { optim, torch } from '../../../../dist/src/torch/index.js';
import { makeModel, step } from './train.mjs';

const { dir, index } = workerData;
const ballast = torch.ones([2 * 1024 * 1024]);
const model = makeModel(64, index);
const opt = new optim.SGD(model.parameters(), { lr: 0.05, momentum: 0.9 });
const store = new torch.distributed.FileStore(join(dir, `store-${index}`), 1);
const pg = await torch.distributed.ProcessGroup.create({ backend: 'gloo', store, rank: 0, size: 1, timeoutMs: 30_000, hostname: '127.0.0.1' });
const file = join(dir, `state-${index}.pth`);
parentPort.postMessage('ready');
for (let s = 0; ; s++) {
  step(model, opt, s, index);
  const phase = s % 4;
  if (phase === 0) await torch.saveAsync({ model: model.stateDict(), ballast }, file);
  else if (phase === 1) torch.save({ model: model.stateDict(), step: s }, file);
  else if (phase === 2) await pg.allReduce(ballast, { async: true }).wait();
  else pg.allReduce(ballast.narrow(0, 0, 1024));
}
