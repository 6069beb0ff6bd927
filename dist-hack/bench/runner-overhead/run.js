// The runner's own cost per step, measured where it is most visible: a model so small that
// the step is almost nothing but bookkeeping (Linear 16 -> 10, batch 64, Adam). The same
// training runs as a plain loop (the pattern of examples/mnist-loop) and through a
// TorchRunner with the demo's logging (log file, TensorBoard, a log line every 100 steps,
// progress), interleaved: once doing the loop's work (accuracy on the evaluation splits only)
// and once also computing accuracy on the training split, as the demo does. The differences
// per step, in wall and in process CPU time (which other processes sharing the machine disturb
// far less), are the runner's overhead and the training metric's cost; divided by an MNIST
// CNN step they give their share of that step.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataLoader, nn, optim, TensorDataset, torch, TorchRunner } from '../../src/index.js';
import { median } from '../common/reference.js';
const STEPS = Number(process.env.STEPS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 5);
torch.setNumThreads(1);
torch.manualSeed(0);
const input = torch.randn([STEPS * 64, 16]).keep();
const data = new TensorDataset(input, torch.scope(() => input.narrow(1, 0, 10).argmax(1)).keep());
async function measure(fn) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const wallUs = ((performance.now() - t0) * 1000) / STEPS;
    const c = process.cpuUsage(c0);
    return { wallUs, cpuUs: (c.user + c.system) / STEPS };
}
async function plainLoop() {
    torch.manualSeed(1);
    const model = new nn.Linear(16, 10);
    const criterion = new nn.CrossEntropyLoss();
    const optimizer = new optim.Adam(model.parameters(), { lr: 1e-3 });
    const loader = new DataLoader(data, { batchSize: 64, shuffle: true, seed: 1 });
    let last = 0;
    const cost = await measure(async () => {
        for await (const [x, y] of loader) {
            last = torch.scope(() => {
                const loss = criterion.call(model.call(x), y);
                optimizer.zeroGrad();
                loss.backward();
                optimizer.step();
                return loss.item();
            });
            x.dispose();
            y.dispose();
        }
    });
    if (!Number.isFinite(last))
        throw new Error('the plain loop diverged');
    model.dispose();
    optimizer.dispose();
    return cost;
}
class TinyRunner extends TorchRunner {
    constructor(config, metricsOnTrain) {
        super(config);
        this.metricsOnTrain = metricsOnTrain;
        this.model = new nn.Linear(16, 10);
        this.criterion = new nn.CrossEntropyLoss();
        this.datasets = { train: data };
        this.metrics = ['accuracy'];
    }
}
async function runner(metricsOnTrain) {
    const r = new TinyRunner({
        seed: 1,
        epochs: 1,
        optim: { name: 'adam', lr: 1e-3 },
        dataloader: { batchSize: 64, splits: { train: { shuffle: true } } },
        logInterval: 100,
        workspaceRoot: mkdtempSync(join(tmpdir(), 'bench-overhead-')),
        logging: { console: false, file: true, tensorboard: true },
    }, metricsOnTrain);
    await r.setup();
    const cost = await measure(async () => void (await r.train()));
    await r.close();
    return cost;
}
const loops = [];
const runners = [];
const withTrainMetric = [];
const fmt = (c) => `${c.wallUs.toFixed(1)} us (cpu ${c.cpuUs.toFixed(1)} us)`;
for (let i = 0; i < RUNS; i++) {
    loops.push(await plainLoop());
    runners.push(await runner(false));
    withTrainMetric.push(await runner(true));
    console.log(`run ${i + 1} per step: plain loop ${fmt(loops[i])}, runner ${fmt(runners[i])}, runner + training accuracy ${fmt(withTrainMetric[i])}`);
}
const med = (xs) => ({ wallUs: median(xs.map((x) => x.wallUs)), cpuUs: median(xs.map((x) => x.cpuUs)) });
const [l, r, m] = [med(loops), med(runners), med(withTrainMetric)];
const mnistStepUs = Number(process.env.MNIST_STEP_US ?? 9080);
const share = (us) => `${((us / mnistStepUs) * 100).toFixed(2)}%`;
console.log(`${STEPS} steps of Linear 16->10, batch 64, medians of ${RUNS}: plain loop ${fmt(l)}, runner ${fmt(r)}, runner + training accuracy ${fmt(m)}`);
console.log(`runner overhead per step: wall ${(r.wallUs - l.wallUs).toFixed(1)} us, cpu ${(r.cpuUs - l.cpuUs).toFixed(1)} us`);
console.log(`training accuracy per step: wall ${(m.wallUs - r.wallUs).toFixed(1)} us, cpu ${(m.cpuUs - r.cpuUs).toFixed(1)} us`);
console.log(`as a share of an MNIST CNN step of ${mnistStepUs} us (docs/architecture.md: 8.52 s / 938 steps; set MNIST_STEP_US): ` +
    `runner overhead wall ${share(r.wallUs - l.wallUs)}, cpu ${share(r.cpuUs - l.cpuUs)}; training accuracy cpu ${share(m.cpuUs - r.cpuUs)}`);
//# sourceMappingURL=run.js.map