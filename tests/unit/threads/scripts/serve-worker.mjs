// Trains until the main thread sets the shared flag (and at least `minSteps` steps), then posts
// the losses. Posts 'started' after its first step.
import { parentPort, workerData } from 'node:worker_threads';

import { optim } from '../../../../dist/src/torch/index.js';
import { makeModel, step } from './train.mjs';

const { seed, width, minSteps, flag } = workerData;
const stop = new Int32Array(flag);
const model = makeModel(width, seed);
const opt = new optim.SGD(model.parameters(), { lr: 0.05, momentum: 0.9 });
const losses = [];
while (losses.length < minSteps || Atomics.load(stop, 0) === 0) {
  losses.push(step(model, opt, losses.length, seed));
  if (losses.length === 1) parentPort.postMessage('started');
}
parentPort.postMessage({ losses });
