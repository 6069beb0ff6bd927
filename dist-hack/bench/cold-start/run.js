// Cold start of a service to its first prediction, in fresh processes: trains a small MLP for a
// few steps to get a checkpoint (with Adam's state), then runs serve-once.js N times and
// reports the median of each phase. Usage: node dist/bench/cold-start/run.js [runs=7]
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nn, TensorDataset, torch, TorchRunner } from '../../src/index.js';
const runs = Number(process.argv[2] ?? 7);
class Classifier extends TorchRunner {
    constructor(config) {
        super(config);
        this.model = new nn.Sequential(new nn.Linear(784, 256), new nn.ReLU(), new nn.Linear(256, 10));
        this.criterion = new nn.CrossEntropyLoss();
        const input = torch.rand([256, 784]);
        this.datasets = { train: new TensorDataset({ input: input.keep(), target: torch.randint(0, 10, [256]).keep() }) };
    }
}
const runner = new Classifier({ steps: 5, optim: { name: 'adam', lr: 1e-3 }, workspaceRoot: mkdtempSync(join(tmpdir(), 'cold-start-')), logging: { console: false, file: false } });
const checkpoint = (await runner.train()).checkpoint;
await runner.close();
const script = fileURLToPath(new URL('./serve-once.js', import.meta.url));
const samples = [];
for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, [script, checkpoint], { encoding: 'utf8' });
    if (r.status !== 0)
        throw new Error(`serve-once failed:\n${r.stderr}`);
    samples.push(JSON.parse(r.stdout.trim().split('\n').at(-1)));
}
const median = (k) => {
    const v = samples.map((s) => s[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
};
for (const k of ['importMs', 'loadMs', 'firstPredictionMs', 'totalMs'])
    console.log(`${k.padEnd(18)} median ${median(k).toFixed(1)} ms  (${samples.map((s) => s[k].toFixed(0)).join(', ')})`);
//# sourceMappingURL=run.js.map