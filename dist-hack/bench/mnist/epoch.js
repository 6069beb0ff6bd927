// One timed MNIST epoch of examples/mnist-loop in this process; prints JSON (used by run.ts).
import { trainMnist } from '../../examples/mnist-loop/train.js';
const [seed, threads, maxSteps] = process.argv.slice(2).map(Number);
const rss = [];
let cpuFirst;
let cpuLast;
const result = await trainMnist({
    seed,
    threads,
    maxSteps: Number.isFinite(maxSteps) ? maxSteps : undefined,
    // Sampled every 10 steps: reading RSS costs a system call.
    onStep: (step) => {
        // CPU time of steps 2..N (robust to other processes sharing the machine)
        cpuLast = process.cpuUsage();
        if (step === 1)
            cpuFirst = cpuLast;
        if (step % 10 === 0)
            rss.push(process.memoryUsage.rss());
    },
});
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const cpu = (a, b) => (b.user - a.user + b.system - a.system) / 1e6;
console.log(JSON.stringify({ ...result, cpuSecondsAfterFirstStep: cpu(cpuFirst, cpuLast), rssFirst100MB: mean(rss.slice(0, 10)) / 2 ** 20, rssLast100MB: mean(rss.slice(-10)) / 2 ** 20 }));
//# sourceMappingURL=epoch.js.map