// `node dist/examples/finetune/main.js [weights file] [overrides]`: fine-tunes from the
// PyTorch-pretrained weights (digits04.safetensors by default; digits04.pth works the same),
// then trains the same model from scratch with the same budget, and prints both accuracies.
import { loadConfig } from '../../src/index.js';
import { exampleFile } from '../paths.js';
import { FinetuneRunner } from './runner.js';
const here = (name) => exampleFile('finetune', name);
const args = process.argv.slice(2);
const weights = args[0] && !args[0].startsWith('--') ? args.shift() : here('digits04.safetensors');
const config = loadConfig({ files: here('config.yaml'), argv: args });
async function accuracy(runner) {
    try {
        await runner.train();
        return (await runner.evaluate(['test'])).test.accuracy;
    }
    finally {
        await runner.close();
    }
}
// The new head is not in the file and the file's classifier is not in the model: non-strict.
const tuned = await accuracy(await FinetuneRunner.fromPretrained(config, weights, { strict: false }));
// Its own lineage, so the two runs do not share a run directory.
const scratch = await accuracy(new FinetuneRunner({ ...config, lineage: 'finetune-scratch' }));
console.log(`digits 5-9 after ${config.steps} steps: fine-tuned from ${weights}: ${(tuned * 100).toFixed(2)}%, from scratch: ${(scratch * 100).toFixed(2)}%`);
//# sourceMappingURL=main.js.map