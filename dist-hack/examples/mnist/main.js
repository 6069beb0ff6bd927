// `npm run demo`: one epoch of the MNIST CNN through MnistRunner, configured by
// configs/mnist.yaml (override anything on the command line, e.g. `--epochs 2 --optim.lr 5e-4`).
// Run again, it continues its run directory's run: an interrupted run picks up where it
// stopped, a complete one says so in one line.
import { loadConfig } from '../../src/index.js';
import { packageFile } from '../paths.js';
import { MnistRunner } from './runner.js';
const config = loadConfig({ files: packageFile('configs', 'mnist.yaml'), argv: process.argv.slice(2) });
// The command line chooses what happens to an earlier attempt (--overwrite, --resume, --id); by default the demo continues it.
const chosen = config.autoResume || config.overwrite || config.resume !== undefined;
const runner = new MnistRunner(chosen ? config : { ...config, autoResume: true });
try {
    await runner.setup();
    const { epochs, steps } = runner.config;
    const state = runner.state;
    if (epochs !== undefined ? state.epoch >= epochs : state.globalStep >= steps) {
        console.log(`the demo's run is complete (step ${state.globalStep}) in ${runner.workspace.dir}; \`npm run demo -- --overwrite\` trains it again, \`-- --id NAME\` trains a new run beside it`);
    }
    else {
        const run = await runner.train();
        if (run.status === 'interrupted') {
            console.log(`stopped by ${run.signal} at step ${run.step}; \`npm run demo\` again continues from checkpoint ${run.checkpoint}`);
        }
        else {
            const scores = await runner.evaluate(['test']);
            console.log(`test accuracy ${(scores.test.accuracy * 100).toFixed(2)}%  (loss ${scores.test.loss.toFixed(4)})`);
        }
        console.log(`run directory: ${runner.workspace.dir}`);
    }
}
finally {
    await runner.close();
}
//# sourceMappingURL=main.js.map