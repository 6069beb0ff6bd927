// One timed MNIST epoch of examples/mnist (MnistRunner) in this process; prints JSON (used by
// run.ts). The epoch is timed like the plain loop's: from the first training step to the last,
// without set-up and evaluation; the log file and TensorBoard are written as in the demo. The
// runner does the loop's work: accuracy on the test split only (the demo also reports it on
// the training split, which bench/runner-overhead prices separately).
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { loadConfig, torch } from '../../src/index.js';
import { MnistRunner } from '../../examples/mnist/runner.js';
import { packageRoot } from '../common/reference.js';
const [seed, threads, yieldMs] = process.argv.slice(2).map(Number);
torch.setNumThreads(threads);
class TimedRunner extends MnistRunner {
    epochSeconds = NaN;
    cpuFirst;
    cpuLast;
    // CPU time of steps 2..N, as the plain loop's bench measures it (robust to other processes
    // sharing the machine): taken after each whole micro-step (accumSteps is 1 here)
    async trainMicroStep(batch, split, closesWindow) {
        await super.trainMicroStep(batch, split, closesWindow);
        this.cpuLast = process.cpuUsage();
        if (this.state.globalStep === 1)
            this.cpuFirst = this.cpuLast;
    }
    async trainEpoch(split) {
        if (Number.isFinite(yieldMs))
            this.yieldIntervalMs = yieldMs;
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
runner.metricsOnTrain = false;
try {
    await runner.train();
    const results = runner.results;
    const a = runner.cpuFirst;
    const b = runner.cpuLast;
    const cpuSecondsAfterFirstStep = (b.user - a.user + b.system - a.system) / 1e6;
    console.log(JSON.stringify({ steps: runner.state.globalStep, epochSeconds: runner.epochSeconds, cpuSecondsAfterFirstStep, accuracy: results[0].scores.test.accuracy }));
}
finally {
    await runner.close();
}
//# sourceMappingURL=runner-epoch.js.map