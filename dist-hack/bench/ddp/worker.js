// One rank of the DDP step benchmark (started by case.ts with torchrun's environment).
// Modes: 'ddp' (forward, backward with bucketed all-reduce, finishGradientSync, SGD step),
// 'nosync' (the same without gradient sync: the compute alone), 'allreduce' (the same
// buckets all-reduced with no compute: the communication alone). Prints per-step milliseconds,
// and in 'ddp' mode each step's timeline: backward's start and end and each bucket's all-reduce,
// in milliseconds from backward's start (medians over the steps).
import { DataParallelStrategy, nn, optim, torch } from '../../src/index.js';
import { benchModel, BATCH, IN_FEATURES, CLASSES } from './model.js';
import { medianTimeline, timelineOf } from './timeline.js';
const mode = process.argv[2] ?? 'ddp';
const steps = Number(process.argv[3] ?? 30);
const warmup = Number(process.argv[4] ?? 5);
torch.setNumThreads(Number(process.env.THREADS ?? 1));
const strategy = new DataParallelStrategy();
torch.manualSeed(0);
const model = benchModel();
await strategy.prepare(model);
const opt = new optim.SGD(model.parameters(), { lr: 0.01 });
const criterion = new nn.CrossEntropyLoss();
torch.manualSeed(1 + strategy.rank);
const x = torch.randn([BATCH, IN_FEATURES]).keep();
const y = torch.randint(0, CLASSES, [BATCH]).keep();
const stepMs = [];
const exposedMs = [];
const timelines = [];
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
let buckets = [];
if (mode === 'allreduce') {
    // Bucket sizes as the reducer laid them out.
    strategy.setGradientSync(true);
    torch.scope(() => criterion.call(model.call(x), y).backward());
    await strategy.finishGradientSync();
    buckets = strategy.syncStats().bucketSizes;
    const flats = buckets.map((n) => torch.zeros([n]).keep());
    const group = await strategy.group();
    for (let s = 0; s < warmup + steps; s++) {
        await strategy.barrier();
        const t0 = performance.now();
        const works = flats.map((f) => group.allReduce(f, { async: true }));
        for (const w of works)
            await w.wait();
        if (s >= warmup)
            stepMs.push(performance.now() - t0);
    }
}
else {
    strategy.setGradientSync(mode === 'ddp');
    for (let s = 0; s < warmup + steps; s++) {
        await strategy.barrier();
        const t0 = performance.now();
        let backwardStart = 0;
        torch.scope(() => {
            const loss = criterion.call(model.call(x), y);
            backwardStart = monotonicMs();
            loss.backward();
        });
        const backwardEnd = monotonicMs();
        const t1 = performance.now();
        if (mode === 'ddp')
            await strategy.finishGradientSync();
        const t2 = performance.now();
        if (mode === 'ddp' && s >= warmup)
            timelines.push(timelineOf(backwardStart, backwardEnd, strategy.syncStats().timeline.bucketMs));
        opt.step();
        opt.zeroGrad();
        if (s >= warmup) {
            stepMs.push(performance.now() - t0);
            exposedMs.push(t2 - t1);
        }
    }
    if (mode === 'ddp')
        buckets = strategy.syncStats().bucketSizes;
}
await strategy.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(JSON.stringify({ rank: strategy.rank, mode, stepMs: median(stepMs), exposedMs: median(exposedMs), buckets, timeline: timelines.length ? medianTimeline(timelines) : null }));
//# sourceMappingURL=worker.js.map