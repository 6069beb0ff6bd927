// Two Workers train different models at the same time (they start together), three times over; each result must be
// bitwise the result of the same training run alone on the main thread. Prints one JSON line.
import { torch } from '../../../../dist/src/torch/index.js';
import { runWorker, sameBytes } from './run-worker.mjs';
import { train } from './train.mjs';

torch.setNumThreads(1);
const configs = [
  { seed: 1, width: 64, steps: 400 },
  { seed: 2, width: 48, steps: 400 },
];
const solo = configs.map((c) => train(c));
const rounds = [];
for (let r = 0; r < 3; r++) {
  const barrier = new SharedArrayBuffer(4);
  const results = await Promise.all(configs.map((c) => runWorker('./train-worker.mjs', { ...c, barrier, parties: configs.length })));
  rounds.push(results.map((res, i) => ({
    params: sameBytes(res.params, solo[i].params),
    losses: res.losses.every((l, k) => Object.is(l, solo[i].losses[k])),
    lastLoss: res.losses.at(-1),
  })));
}
console.log(JSON.stringify({ solo: solo.map((s) => s.losses.at(-1)), rounds }));
