// One timed MNIST epoch of examples/mnist (MnistRunner) in this process; prints JSON (used by
// run.ts). The epoch is timed like the plain loop's: from the first training step to the last,
// without set-up and evaluation; the log file and TensorBoard are written as in the demo. The
// runner does the loop's work: accuracy on the test split only (the demo also reports it on
// the training split, which bench/runner-overhead prices separately).
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';

import { loadConfig, torch } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { packageRoot } from '../common/reference.js';

const [seed, threads, yieldMs] = process.argv.slice(2).map(Number);
torch.setNumThreads(threads!);

class TimedRunner extends MnistRunner {
  epochSeconds = NaN;
  cpuFirst: NodeJS.CpuUsage | undefined;
  cpuLast: NodeJS.CpuUsage | undefined;
  protected override async trainEpoch(split: string) {
    if (Number.isFinite(yieldMs)) this.yieldIntervalMs = yieldMs!;
    const t0 = performance.now();
    const out = await super.trainEpoch(split);
    this.epochSeconds = (performance.now() - t0) / 1000;
    return out;
  }
}

const workspaceRoot = mkdtempSync(join(tmpdir(), 'bench-mnist-'));
const config = loadConfig({
  files: join(packageRoot(), 'configs', 'mnist.yaml'),
  object: { seed, workspaceRoot },
  argv: ['--logging.console', 'false'],
});
const runner = new TimedRunner(config);
runner.metricsOnTrain = false;
// CPU time of steps 2..N, as the plain loop's bench measures it (robust to other processes
// sharing the machine), taken at each optimizer step through the public event: overriding the
// step (trainMicroStep) would put the runner on its general path, not the one it takes here.
runner.on('step', ({ step }) => {
  runner.cpuLast = process.cpuUsage();
  if (step === 1) runner.cpuFirst = runner.cpuLast;
});
try {
  await runner.train();
  const results = runner.results;
  const a = runner.cpuFirst!;
  const b = runner.cpuLast!;
  const cpuSecondsAfterFirstStep = (b.user - a.user + b.system - a.system) / 1e6;
  console.log(JSON.stringify({ steps: runner.state.globalStep, epochSeconds: runner.epochSeconds, cpuSecondsAfterFirstStep, accuracy: results[0]!.scores.test!.accuracy }));
} finally {
  await runner.close();
  rmSync(workspaceRoot, { recursive: true, force: true });
}
