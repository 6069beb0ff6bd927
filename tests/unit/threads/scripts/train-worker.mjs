// A Worker that trains (train.mjs) and posts the result. With `barrier` (a SharedArrayBuffer
// of one Int32), it starts once `parties` Workers have arrived, so that they train at once.
import { parentPort, workerData } from 'node:worker_threads';

import { train } from './train.mjs';

const { barrier, parties, ...config } = workerData;
if (barrier) {
  const count = new Int32Array(barrier);
  Atomics.add(count, 0, 1);
  Atomics.notify(count, 0);
  for (let n = Atomics.load(count, 0); n < parties; n = Atomics.load(count, 0)) Atomics.wait(count, 0, n);
}
parentPort.postMessage(train(config));
