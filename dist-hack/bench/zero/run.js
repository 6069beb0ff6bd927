// npm run bench:zero — step time and memory per rank of the sharding engine's stages 0-3
// against DDP, with PyTorch's DDP, ZeroRedundancyOptimizer (ZeRO-1) and FSDP from Python on the
// same libtorch, 2 processes on loopback (Gloo), one thread each.
import { join } from 'node:path';
import { group } from '../ddp/case.js';
import { packageRoot, PYTHON } from '../common/reference.js';
const world = Number(process.env.WORLD ?? 2);
const threads = Number(process.env.THREADS ?? 1);
const steps = process.env.STEPS ?? '20';
const root = packageRoot();
const worker = join(root, 'dist', 'bench', 'zero', 'worker.js');
const script = join(root, 'bench', 'zero', 'zero_reference.py');
const mib = (b) => (b / (1024 * 1024)).toFixed(1);
const rows = [];
for (const mode of ['ddp', 's0', 's1', 's2', 's3'])
    rows.push({ side: 'torchrunner', mode, r: await group(process.execPath, [worker, mode, steps], world, threads) });
for (const mode of ['ddp', 'zero1', 'fsdp']) {
    let r;
    try {
        r = await group(PYTHON, [script, mode, steps], world, threads);
    }
    catch (err) {
        r = { error: err.message };
    }
    rows.push({ side: 'pytorch', mode, r });
}
console.log(`ZeRO step, ${world} processes x ${threads} thread(s), Gloo on loopback, MLP 512-1024-1024-1024-10 (2.6M parameters), Adam, batch 32 per rank, clip 1.0`);
const ddp = rows[0].r;
for (const { side, mode, r } of rows) {
    if (r.error) {
        console.log(`${side} ${mode}: does not run here: ${r.error}`);
        continue;
    }
    console.log(`${side} ${mode}: step ${r.stepMs.toFixed(1)} ms (x${(r.stepMs / ddp.stepMs).toFixed(2)} torchrunner ddp); tensors ${mib(r.tensorBytes)} MiB (x${(r.tensorBytes / ddp.tensorBytes).toFixed(2)}); peak RSS ${mib(r.maxRssBytes)} MiB`);
}
const byMode = Object.fromEntries(rows.map((x) => [`${x.side}:${x.mode}`, x.r]));
const zero1 = byMode['pytorch:zero1'];
if (zero1 && !zero1.error)
    console.log(`ratio torchrunner stage 1 / pytorch ZeroRedundancyOptimizer step: ${(byMode['torchrunner:s1'].stepMs / zero1.stepMs).toFixed(3)}`);
const fsdp = byMode['pytorch:fsdp'];
if (fsdp && !fsdp.error)
    console.log(`ratio torchrunner stage 3 / pytorch FSDP (FULL_SHARD) step: ${(byMode['torchrunner:s3'].stepMs / fsdp.stepMs).toFixed(3)}`);
//# sourceMappingURL=run.js.map