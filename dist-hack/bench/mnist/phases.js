// Per-phase time (and the step's minor page faults) of an MNIST CNN step in this process (used by phases-run.ts): data (the
// loader's next batch), forward (model and loss), backward, optimizer (zeroGrad and step), and
// the loss read-back. Medians over the steps after `warmup`, in milliseconds. The same phases
// are timed on PyTorch's side by phases.py.
//   node dist/bench/mnist/phases.js <steps> <warmup>
import { mnistCnn } from '../../examples/mnist-loop/train.js';
import { DataLoader, MNIST, nn, optim, torch } from '../../src/index.js';
import { median } from '../common/reference.js';
const [steps = 300, warmup = 30] = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number);
// `--cpu`: each phase's process CPU time instead of its wall time (far less disturbed by other
// processes sharing the machine; the pools are one thread each, so it is the JS thread's).
const clock = process.argv.includes('--cpu') ? () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; } : () => performance.now();
torch.setNumThreads(1);
const train = new MNIST({ train: true });
const loader = new DataLoader(train, { batchSize: 64, shuffle: true, seed: 3 });
torch.manualSeed(3);
const model = mnistCnn();
const criterion = new nn.CrossEntropyLoss();
const optimizer = new optim.Adam(model.parameters(), { lr: 1e-3 });
model.train();
const phases = { faults: [], data: [], forward: [], backward: [], optimizer: [], item: [], step: [] };
const it = loader[Symbol.asyncIterator]();
for (let i = 0; i < steps + warmup; i++) {
    const f0 = process.resourceUsage().minorPageFault;
    const t0 = clock();
    const next = await it.next();
    if (next.done)
        break;
    const [x, y] = next.value;
    const t1 = clock();
    let t2 = 0;
    let t3 = 0;
    let t4 = 0;
    torch.scope(() => {
        const loss = criterion.call(model.call(x), y);
        t2 = clock();
        optimizer.zeroGrad();
        loss.backward();
        t3 = clock();
        optimizer.step();
        t4 = clock();
        return loss.item();
    });
    x.dispose();
    y.dispose();
    const t5 = clock();
    if (i < warmup)
        continue;
    phases.data.push(t1 - t0);
    phases.forward.push(t2 - t1);
    phases.backward.push(t3 - t2);
    phases.optimizer.push(t4 - t3);
    phases.item.push(t5 - t4);
    phases.step.push(t5 - t0);
    phases.faults.push(process.resourceUsage().minorPageFault - f0);
}
await it.return?.();
const pools = torch.threadPools();
console.log(JSON.stringify({ side: 'torchrunner', pools, ...Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, median(v)])) }));
//# sourceMappingURL=phases.js.map