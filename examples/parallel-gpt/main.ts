// `npx torchrunner launch --nproc-per-node 4 dist/examples/parallel-gpt/main.js --parallel.tensor 2 --parallel.pipeline 2`:
// trains char-gpt's name generator over named parallel axes (their product is the number of
// processes), then prints the validation loss. Names are sampled on rank 0 only where one rank
// holds the whole model (no pipeline, tensor or context axis); otherwise every rank would have
// to take part in each forward, and sampling is skipped with a note.
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { ParallelGptRunner } from './runner.js';

const runner = new ParallelGptRunner(loadConfig({ files: exampleFile('parallel-gpt', 'config.yaml'), argv: process.argv.slice(2) }));
try {
  const summary = await runner.train();
  const scores = await runner.evaluate(['val']);
  if (runner.samplesOnOneRank) runner.strategy.gatherFullParameters?.();
  if (runner.strategy.isMain) {
    console.log(`validation loss ${scores.val!.loss!.toFixed(4)} (nats per character, ${runner.strategy.worldSize} processes, ${runner.topology.toString()})`);
    console.log(`trained ${summary.step} steps`);
    if (runner.samplesOnOneRank) console.log(`names: ${runner.sample(20, 0.8).join(', ')}`);
    else console.log('names: not sampled (the model is split over ranks, so every forward needs every rank)');
    console.log(`run directory: ${runner.workspace.dir}`);
  }
} finally {
  await runner.close();
}
