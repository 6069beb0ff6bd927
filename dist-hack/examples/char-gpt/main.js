// `node dist/examples/char-gpt/main.js [overrides]`: trains the name generator configured by
// config.yaml (e.g. `--steps 500`), then prints its validation loss and a few names. Sharded
// over two processes (ZeRO stage 3: parameters, gradients and optimizer state partitioned):
// `npx torchrunner launch --nproc-per-node 2 dist/examples/char-gpt/main.js --stack deepspeed --deepspeed.stage 3`.
// Tensor-parallel over two processes (attention heads and feed-forward split by Gpt.tensorParallelPlan()):
// `... main.js --stack parallel --parallel.tensor 2 --parallel.shard 1`.
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { CharGptRunner } from './runner.js';
const configFile = exampleFile('char-gpt', 'config.yaml');
const runner = new CharGptRunner(loadConfig({ files: configFile, argv: process.argv.slice(2) }));
try {
    await runner.train();
    const scores = await runner.evaluate(['val']);
    // Sampling runs on rank 0 alone (with a tensor axis, on every rank: each holds part of the
    // model): where parameters are sharded, every rank gathers them first.
    runner.strategy.gatherFullParameters?.();
    const names = runner.samplesHere ? runner.sample(20, 0.8) : [];
    if (runner.strategy.isMain) {
        console.log(`validation loss ${scores.val.loss.toFixed(4)} (nats per character, ${runner.strategy.worldSize} process(es), stack ${runner.config.stack})`);
        console.log(`names: ${names.join(', ')}`);
        console.log(`run directory: ${runner.workspace.dir}`);
    }
}
finally {
    await runner.close();
}
//# sourceMappingURL=main.js.map