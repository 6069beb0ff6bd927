// npm run bench:ddp — see case.ts.
import { ddpCase } from './case.js';
import { timelineText } from './timeline.js';
const r = await ddpCase({
    world: Number(process.env.WORLD ?? 2),
    threads: Number(process.env.THREADS ?? 1),
    steps: Number(process.env.STEPS ?? 30),
    runs: Number(process.env.RUNS ?? 3),
});
const f = (x) => x.toFixed(1);
const pct = (x) => `${(x * 100).toFixed(0)}%`;
console.log(`DDP step, ${r.world} processes x ${r.threads} thread(s), Gloo on loopback, MLP 784-2048-2048-2048-10 (40 MB of gradients), batch 64 per rank`);
console.log(`torchrunner buckets (elements): ${r.torchrunner.buckets.join(', ')}`);
const t = r.torchrunner;
console.log(`torchrunner: step ${f(t.stepMs)} ms; compute alone ${f(t.computeMs)} ms; all-reduce alone ${f(t.allReduceMs)} ms; waited after backward ${f(t.exposedMs)} ms; hidden ${pct(t.hiddenShare)}`);
if (r.pytorch) {
    const p = r.pytorch;
    console.log(`pytorch DDP: step ${f(p.stepMs)} ms; compute alone ${f(p.computeMs)} ms; all-reduce alone ${f(p.allReduceMs)} ms; hidden ${pct(p.hiddenShare)}`);
    console.log(`ratio torchrunner/pytorch step: ${r.ratio.toFixed(3)}`);
}
// Rank 0's step, medians over the last run's steps; PyTorch's from a run with a timing hook.
if (t.timeline)
    console.log(`torchrunner timeline: ${timelineText(t.timeline)}`);
if (r.pytorch?.timeline)
    console.log(`pytorch DDP timeline (backward ends where its last bucket starts): ${timelineText(r.pytorch.timeline)}`);
//# sourceMappingURL=run.js.map