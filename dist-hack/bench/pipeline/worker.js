// One stage of the pipeline-bubble benchmark (started by run.ts with torchrun's environment):
// an MLP of 4 equal blocks per stage, trained with the 1F1B schedule for each micro-batch
// count in argv[2] (comma-separated); with env CHUNKS V above 1, the 4 blocks are V model
// chunks of 4/V blocks (the stage holds parts r, r + P, … of a model cut into P × V) trained
// with the interleaved 1F1B schedule. Prints, per count, the median step time and the share
// of it this stage spent waiting on the others.
import { nn, optim, torch, PipelineStage } from '../../src/index.js';
const counts = process.argv[2].split(',').map(Number);
const steps = Number(process.argv[3] ?? 8);
const width = Number(process.env.WIDTH ?? 512);
const V = Number(process.env.CHUNKS ?? 1);
torch.setNumThreads(1);
await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 120_000 });
const group = torch.distributed.getDefaultGroup();
torch.manualSeed(group.rank);
const block = () => [new nn.Linear(width, width), new nn.Tanh()];
const chunks = Array.from({ length: V }, () => new nn.Sequential(...Array.from({ length: 4 / V }, block).flat()));
const module = V === 1 ? chunks[0] : new nn.Sequential(...chunks);
const stage = new PipelineStage({ module, chunks: V === 1 ? undefined : chunks, group });
const opt = new optim.SGD(module.parameters(), { lr: 1e-4 });
const x = torch.randn([32, width]).keep();
const y = torch.randn([32, width]).keep();
const loss = (out, target) => nn.functional.mseLoss(out, target);
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const results = [];
for (const M of counts) {
    const stepMs = [];
    const waitShare = [];
    for (let s = 0; s < steps + 2; s++) {
        await group.barrier({ async: true }).wait();
        const waitBefore = stage.waitMs;
        const start = performance.now();
        const microbatches = stage.isFirst ? Array.from({ length: M }, () => ({ input: x, target: y })) : undefined;
        await stage.trainStep({ microbatches, count: M, loss });
        const total = performance.now() - start;
        opt.step();
        opt.zeroGrad();
        if (s < 2)
            continue; // warm-up
        stepMs.push(total);
        waitShare.push((stage.waitMs - waitBefore) / total);
    }
    results.push({ M, stepMs: median(stepMs), waitShare: median(waitShare) });
}
console.log(JSON.stringify({ stage: stage.stage, results }));
await torch.distributed.destroyProcessGroup();
//# sourceMappingURL=worker.js.map