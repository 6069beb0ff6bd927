// `npm run demo`: one epoch of the MNIST CNN through MnistRunner, configured by
// configs/mnist.yaml (override anything on the command line, e.g. `--epochs 2 --optim.lr 5e-4`).
import { fileURLToPath } from 'node:url';

import { loadConfig } from '../../src/index.js';
import { MnistRunner } from './runner.js';

const configFile = fileURLToPath(new URL('../../../configs/mnist.yaml', import.meta.url));
const runner = new MnistRunner(loadConfig({ files: configFile, argv: process.argv.slice(2) }));
try {
  const run = await runner.train();
  if (run.status === 'interrupted') {
    console.log(`stopped by ${run.signal} at step ${run.step}; continue with --autoResume (checkpoint ${run.checkpoint})`);
  } else {
    const scores = await runner.evaluate(['test']);
    console.log(`test accuracy ${(scores.test!.accuracy! * 100).toFixed(2)}%  (loss ${scores.test!.loss!.toFixed(4)})`);
  }
  console.log(`run directory: ${runner.workspace.dir}`);
} finally {
  await runner.close();
}
