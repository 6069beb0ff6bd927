// One timed MNIST epoch of examples/mnist (MnistRunner) in this process; prints JSON (used by
// run.ts). The epoch is timed like the plain loop's: from the first training step to the last,
// without set-up and evaluation; the log file and TensorBoard are written as in the demo.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';

import { loadConfig, torch } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { packageRoot } from '../common/reference.js';

const [seed, threads, yieldMs] = process.argv.slice(2).map(Number);
torch.setNumThreads(threads!);

class TimedRunner extends MnistRunner {
  epochSeconds = NaN;
  protected override async trainEpoch(split: string) {
    if (Number.isFinite(yieldMs)) this.yieldIntervalMs = yieldMs!;
    const t0 = performance.now();
    const out = await super.trainEpoch(split);
    this.epochSeconds = (performance.now() - t0) / 1000;
    return out;
  }
}

const config = loadConfig({
  files: join(packageRoot(), 'configs', 'mnist.yaml'),
  object: { seed, workspaceRoot: mkdtempSync(join(tmpdir(), 'bench-mnist-')) },
  argv: ['--logging.console', 'false'],
});
const runner = new TimedRunner(config);
try {
  const results = await runner.train();
  console.log(JSON.stringify({ steps: runner.state.globalStep, epochSeconds: runner.epochSeconds, accuracy: results[0]!.scores.test!.accuracy }));
} finally {
  await runner.close();
}
