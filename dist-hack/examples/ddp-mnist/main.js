// The MNIST CNN trained data-parallel: the same MnistRunner as examples/mnist, started as
// several processes by the launcher, e.g. (after `npm run build`)
//
//   npx torchrunner launch --nproc-per-node 2 dist/examples/ddp-mnist/main.js
//
// Each process trains on its DistributedSampler shard with batch size 32, so the global batch
// (64) and the learning rate are those of the one-process example. Gradients are summed by a
// bucketed all-reduce that overlaps backward; only rank 0 logs and writes the run directory.
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/index.js';
import { MnistRunner } from '../mnist/runner.js';
const configFile = fileURLToPath(new URL('../../../configs/mnist.yaml', import.meta.url));
const world = Number(process.env.WORLD_SIZE ?? 1);
const runner = new MnistRunner(loadConfig({
    files: configFile,
    object: { stack: 'ddp', lineage: 'mnist-ddp', dataloader: { batchSize: Math.max(1, Math.round(64 / world)) } },
    argv: process.argv.slice(2),
}));
try {
    await runner.train();
    const scores = await runner.evaluate(['test']);
    if (runner.strategy.isMain) {
        console.log(`test accuracy ${(scores.test.accuracy * 100).toFixed(2)}%  (loss ${scores.test.loss.toFixed(4)}, ${world} process(es))`);
        console.log(`run directory: ${runner.workspace.dir}`);
    }
}
finally {
    await runner.close();
}
//# sourceMappingURL=main.js.map