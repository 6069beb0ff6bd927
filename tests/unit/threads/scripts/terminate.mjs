// Terminates 50 Workers at random points (10 while they load, 40 at a random time up to 60 ms
// after they are set up: mid-step, mid-save or mid-collective), then checks that this thread
// still computes correctly and that the process's RSS came back near where it was after the
// first Worker. Prints one JSON line.
//   node --expose-gc terminate.mjs DIR
import { Worker } from 'node:worker_threads';

import { torch } from '../../../../dist/src/torch/index.js';

const dir = process.argv[2];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = () => process.memoryUsage().rss / 2 ** 20;
async function settle() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc();
    await sleep(50);
  }
}

async function churn(index, whileLoading) {
  const w = new Worker(new URL('./churn-worker.mjs', import.meta.url), { workerData: { dir, index } });
  const failure = new Promise((_, reject) => w.once('error', reject));
  failure.catch(() => {});
  if (!whileLoading) {
    await Promise.race([new Promise((r) => w.once('message', r)), failure]);
    await sleep(Math.random() * 60);
  } else {
    await sleep(Math.random() * 100);
  }
  await w.terminate();
}

const x = torch.arange(12, { dtype: 'float64' }).reshape([3, 4]);
const expected = Array.from(x.matmul(x.t()).toArray());
await churn(0, false);
await settle();
const baseline = rssMb();
for (let i = 1; i <= 50; i++) await churn(i, i % 5 === 0);
await settle();
const after = rssMb();
const got = Array.from(x.matmul(x.t()).toArray());
console.log(JSON.stringify({
  terminated: 50,
  baselineMb: Math.round(baseline),
  afterMb: Math.round(after),
  computesCorrectly: got.every((v, i) => v === expected[i]),
  live: torch.memoryStats().live,
}));
