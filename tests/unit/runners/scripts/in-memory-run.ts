// Trains with workspace: false in the directory given (read-only in the test) and prints what
// the run kept, as one JSON line. Args: working directory.
import { TinyRunner, regressionData } from '../tiny.js';
import { nn } from '../../../../src/index.js';

process.chdir(process.argv[2]!);
regressionData(1); // warm the addon before anything else
const runner = new TinyRunner({
  seed: 1,
  workspace: false,
  steps: 6,
  evaluateInterval: 2,
  checkpoint: { interval: 2 },
  optim: { name: 'sgd', lr: 0.05 },
  dataloader: { batchSize: 4 },
  logging: { console: true, file: true, tensorboard: true },
});
runner.model = new nn.Linear(4, 1);
const checkpointEvents: number[] = [];
runner.on('checkpoint', (e) => checkpointEvents.push(e.step));
try {
  const summary = await runner.train();
  const latest = (runner.checkpointManager as unknown as { latest: { point: { globalStep: number } } | null }).latest;
  console.log(JSON.stringify({ summary, latestStep: latest?.point.globalStep ?? null, results: runner.results.length, checkpointEvents }));
} finally {
  await runner.close();
}
