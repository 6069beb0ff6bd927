// Uses the copy of a main-thread Tensor that postMessage made (its fields, not its prototype
// or its native tensor), then rebuilds the tensor from its data.
import { parentPort, workerData } from 'node:worker_threads';

import { torch, Tensor } from '../../../../dist/src/torch/index.js';

let error = null;
try {
  const copied = Object.setPrototypeOf(workerData.tensor, Tensor.prototype);
  copied.add(1).toArray();
} catch (e) {
  error = e.message;
}
const rebuilt = Array.from(torch.tensor(workerData.data).toArray());
parentPort.postMessage({ error, rebuilt });
