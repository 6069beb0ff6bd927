// What letting the event loop run between steps costs the training step. The runner yields
// (awaits a setImmediate) once at least `yieldIntervalMs` have passed since the last yield;
// this runs the same small-model training with a yield after every step, with the default
// (every 5 ms) and never, interleaved, and prints the median step time of each (wall time,
// and process CPU time, which other processes sharing the machine disturb far less) and the
// cost of one bare yield. The small model (an MLP, batch 64, 256 -> 512 -> 10) makes a per-step
// cost as visible as it can be; MNIST CNN steps are about 50x longer.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nn, TensorDataset, torch, TorchRunner } from '../../src/index.js';
import { median } from '../common/reference.js';
const STEPS = Number(process.env.STEPS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 3);
torch.setNumThreads(Number(process.env.THREADS ?? 1));
torch.manualSeed(0);
const data = new TensorDataset({ input: torch.randn([STEPS * 64, 256]).keep(), target: torch.randint(0, 10, [STEPS * 64]).keep() });
class MlpRunner extends TorchRunner {
    constructor(config, yieldMs) {
        super(config);
        this.model = new nn.Sequential(new nn.Linear(256, 512), new nn.ReLU(), new nn.Linear(512, 10));
        this.criterion = new nn.CrossEntropyLoss();
        this.datasets = { train: data };
        this.yieldIntervalMs = yieldMs;
    }
}
async function stepCost(yieldMs) {
    const config = {
        steps: STEPS,
        evaluateInterval: STEPS,
        optim: { name: 'adam', lr: 1e-3 },
        dataloader: { batchSize: 64 },
        workspaceRoot: mkdtempSync(join(tmpdir(), 'bench-yield-')),
        logging: { console: false, file: false, tensorboard: false },
    };
    const runner = new MlpRunner(config, yieldMs);
    await runner.setup();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await runner.train();
    const wallUs = ((performance.now() - t0) * 1000) / STEPS;
    const c = process.cpuUsage(c0);
    await runner.close();
    return { wallUs, cpuUs: (c.user + c.system) / STEPS };
}
async function bareYieldMicros(n = 20000) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++)
        await new Promise((resolve) => setImmediate(resolve));
    return ((performance.now() - t0) * 1000) / n;
}
const every = [];
const byDefault = [];
const never = [];
const fmt = (c) => `${c.wallUs.toFixed(1)} us (cpu ${c.cpuUs.toFixed(1)} us)`;
// The order rotates from run to run, so that warm-up and garbage left by the previous run do
// not always fall on the same variant.
const variants = [
    [0, every],
    [5, byDefault],
    [Infinity, never],
];
for (let r = 0; r < RUNS; r++) {
    for (let k = 0; k < variants.length; k++) {
        const [yieldMs, into] = variants[(r + k) % variants.length];
        into.push(await stepCost(yieldMs));
    }
    console.log(`run ${r + 1} per step: yield every step ${fmt(every[r])}, every 5 ms ${fmt(byDefault[r])}, never ${fmt(never[r])}`);
}
const med = (xs) => ({ wallUs: median(xs.map((x) => x.wallUs)), cpuUs: median(xs.map((x) => x.cpuUs)) });
const [e, d, n] = [med(every), med(byDefault), med(never)];
const pct = (a, b) => `${(((a - b) / b) * 100).toFixed(2)}%`;
console.log(`${STEPS} steps, medians of ${RUNS}: yield every step ${fmt(e)}, every 5 ms (default) ${fmt(d)}, never ${fmt(n)}`);
console.log(`cost vs never: every step wall ${pct(e.wallUs, n.wallUs)}, cpu ${pct(e.cpuUs, n.cpuUs)}; default wall ${pct(d.wallUs, n.wallUs)}, cpu ${pct(d.cpuUs, n.cpuUs)}`);
console.log(`one bare setImmediate yield: ${(await bareYieldMicros()).toFixed(2)} us`);
//# sourceMappingURL=run.js.map