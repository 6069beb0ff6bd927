// Memory of async checkpointing when every step saves a history checkpoint faster than the
// disk can take them: the resident set at the first save, at its peak and at the end, and
// the largest number of saves queued at once. Before the queue was bounded, each queued
// history save held a snapshot of every tensor until written.
//   npx tsc -p tsconfig.json && node dist/bench/async-save-memory/run.js [--steps 200] [--width 1024]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nn, torch, TensorDataset, TorchRunner } from '../../src/index.js';
import { numberArg } from '../common/args.js';
const steps = numberArg('steps', 200);
const width = numberArg('width', 1024);
const mib = (n) => `${(n / 2 ** 20).toFixed(0)} MiB`;
class Wide extends TorchRunner {
    rss = [];
    mostPending = 0;
    constructor(config) {
        super(config);
        this.model = new nn.Sequential(new nn.Linear(16, width), new nn.Tanh(), new nn.Linear(width, width), new nn.Tanh(), new nn.Linear(width, 1));
        this.criterion = new nn.MSELoss();
        const x = torch.randn([256, 16]);
        this.datasets = { train: new TensorDataset({ input: x.keep(), target: x.sum(1, true).keep() }) };
    }
    async checkpoint(forced) {
        await super.checkpoint(forced);
        this.mostPending = Math.max(this.mostPending, this.checkpointManager.pending ?? 0);
        this.rss.push(process.memoryUsage().rss);
    }
}
const root = mkdtempSync(join(tmpdir(), 'tr-bench-async-'));
const runner = new Wide({
    steps,
    workspaceRoot: root,
    optim: { name: 'adam', lr: 1e-4 },
    dataloader: { batchSize: 8 },
    checkpoint: { asyncMode: 'async', interval: 1, keepLatestK: 2 },
    logging: { console: false, file: false, tensorboard: false },
});
try {
    await runner.train();
}
finally {
    await runner.close();
    rmSync(root, { recursive: true, force: true });
}
const params = runner.model.parameters().reduce((n, p) => n + p.numel(), 0);
const first = runner.rss[0];
const peak = Math.max(...runner.rss);
console.log(`${steps} steps, a history save at every step, ${(params / 1e6).toFixed(2)}M parameters (checkpoint ~${mib(params * 12)} with Adam state)`);
console.log(`RSS at the first save ${mib(first)}, peak ${mib(peak)} (+${mib(peak - first)}), at the end ${mib(runner.rss.at(-1))}; at most ${runner.mostPending} saves pending`);
//# sourceMappingURL=run.js.map