// `npx torchrunner launch --nproc-per-node 4 dist/examples/parallel-gpt/main.js --parallel.tensor 2 --parallel.pipeline 2`:
// trains char-gpt's name generator over named parallel axes (their product is the number of
// processes), then prints the validation loss and a few names: sampled on rank 0, or with a
// tensor axis on every rank together (each holds part of the model). With a pipeline every
// forward would run through every stage, and with parallel.sequenceParallel sequences must
// divide by the tensor size: sampling is skipped with a note.
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { ParallelGptRunner } from './runner.js';

const runner = new ParallelGptRunner(loadConfig({ files: exampleFile('parallel-gpt', 'config.yaml'), argv: process.argv.slice(2) }));
try {
  const summary = await runner.train();
  const scores = await runner.evaluate(['val']);
  if (runner.canSample) runner.strategy.gatherFullParameters?.();
  const names = runner.samplesHere ? runner.sample(20, 0.8) : [];
  if (runner.strategy.isMain) {
    console.log(`validation loss ${scores.val!.loss!.toFixed(4)} (nats per character, ${runner.strategy.worldSize} processes, ${runner.topology.toString()})`);
    console.log(`trained ${summary.step} steps`);
    if (runner.canSample) console.log(`names: ${names.join(', ')}`);
    else if (runner.topology.sizes.pipeline > 1) console.log('names: not sampled (with a pipeline every forward runs through every stage)');
    else console.log('names: not sampled (sequence parallelism needs sequences whose length divides by the tensor size)');
    console.log(`run directory: ${runner.workspace.dir}`);
  }
} finally {
  await runner.close();
}
