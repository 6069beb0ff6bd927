// Starts a Worker on one of these scripts and resolves with its first message; rejects when
// it fails or exits first.
import { Worker } from 'node:worker_threads';

export function runWorker(script, workerData) {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(script, import.meta.url), { workerData });
    w.once('message', (m) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`the worker exited with code ${code} before it answered`)));
  });
}

export function sameBytes(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
