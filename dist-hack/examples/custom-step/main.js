// `node dist/examples/custom-step/main.js [overrides]`: trains the running-maximum tagger and
// prints the share of validation sequences it gets entirely right.
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { RunningMaxRunner } from './runner.js';
const configFile = exampleFile('custom-step', 'config.yaml');
const runner = new RunningMaxRunner(loadConfig({ files: configFile, argv: process.argv.slice(2) }));
try {
    await runner.train();
    const { val } = await runner.evaluate(['val']);
    console.log(`validation: loss ${val.loss.toFixed(4)}, sequences entirely right ${(val.sequenceAccuracy * 100).toFixed(1)}%`);
}
finally {
    await runner.close();
}
//# sourceMappingURL=main.js.map