// The main thread serves 10,000 predictions while a Worker trains. Every prediction must equal
// the one made before the Worker started, and the Worker's losses must equal a run alone.
// Prints one JSON line.
import { Worker } from 'node:worker_threads';

import { torch } from '../../../../dist/src/torch/index.js';
import { makeModel, train } from './train.mjs';

torch.setNumThreads(1);
const N = 10_000;
const model = makeModel(32, 7);
model.eval();
const predict = (i) =>
  torch.scope(() => torch.noGrad(() => {
    const x = torch.arange(16, { dtype: 'float32' }).add(i).mul(0.37).sin().reshape([1, 16]);
    return Array.from(model.forward(x).toArray());
  }));
const expected = Array.from({ length: N }, (_, i) => predict(i));

const minSteps = 200;
const reference = train({ seed: 3, width: 64, steps: minSteps });
const flag = new SharedArrayBuffer(4);
const worker = new Worker(new URL('./serve-worker.mjs', import.meta.url), { workerData: { seed: 3, width: 64, minSteps, flag } });
const done = new Promise((resolve, reject) => {
  worker.on('message', (m) => m !== 'started' && resolve(m));
  worker.once('error', reject);
  worker.once('exit', (code) => reject(new Error(`the worker exited with code ${code}`)));
});
await new Promise((resolve) => worker.once('message', resolve));

let mismatches = 0;
let errors = 0;
for (let i = 0; i < N; i++) {
  try {
    const got = predict(i);
    if (!got.every((v, k) => Object.is(v, expected[i][k]))) mismatches++;
  } catch {
    errors++;
  }
  if (i % 500 === 499) await new Promise((r) => setImmediate(r));
}
Atomics.store(new Int32Array(flag), 0, 1);
const { losses } = await done;
await worker.terminate();
const workerSame = reference.losses.every((l, k) => Object.is(l, losses[k]));
console.log(JSON.stringify({ predictions: N, mismatches, errors, workerSteps: losses.length, workerSame }));
