// npm run bench:pipeline — the measured pipeline bubble of the 1F1B schedule and of the
// interleaved 1F1B schedule (2 virtual stages per rank) at P = 2 and 4 stages (one process
// each, Gloo on loopback) against the theory: (P−1)/(M+P−1) for 1F1B, (P−1)/(V·M+P−1)
// interleaved. Measured: the share of a step a stage spends waiting on the others (receives
// and sends), averaged over the stages. Env: STEPS (timed steps, default 8), WIDTH (default
// 512), STAGES (comma-separated, default 2,4).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/cli/launch.js';
const worker = join(fileURLToPath(new URL('.', import.meta.url)), 'worker.js');
const steps = Number(process.env.STEPS ?? 8);
const stageCounts = (process.env.STAGES ?? '2,4').split(',').map(Number);
async function run(P, V, counts) {
    const port = await freePort();
    return Promise.all([...Array(P).keys()].map((rank) => new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [worker, counts.join(','), String(steps)], {
            env: { ...process.env, CHUNKS: String(V), RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(P), LOCAL_WORLD_SIZE: String(P), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port), OMP_NUM_THREADS: '1' },
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`stage ${rank} exited with ${code}`))));
    })));
}
console.log(`pipeline bubble, one process per stage (1 thread each), 4 × Linear(${process.env.WIDTH ?? 512}) + Tanh per stage (2 chunks of 2 interleaved), batch 32 per micro-batch`);
console.log(`load average before: ${loadavg().map((l) => l.toFixed(1)).join(', ')}`);
console.log('P  schedule         M   step ms  measured bubble  theory');
for (const P of stageCounts) {
    // The interleaved schedule runs micro-batches in groups of P: counts that P divides.
    const counts = [P, 2 * P, 4 * P];
    for (const [V, name] of [[1, '1F1B'], [2, 'interleaved V=2']]) {
        const stages = await run(P, V, counts);
        counts.forEach((M, i) => {
            const measured = stages.reduce((s, st) => s + st.results[i].waitShare, 0) / stages.length;
            const stepMs = stages[0].results[i].stepMs;
            const theory = (P - 1) / (V * M + P - 1);
            console.log(`${P}  ${name.padEnd(15)}  ${String(M).padEnd(3)} ${stepMs.toFixed(1).padStart(7)}  ${(measured * 100).toFixed(1).padStart(14)}%  ${(theory * 100).toFixed(1).padStart(5)}%`);
        });
    }
}
console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(', ')}`);
//# sourceMappingURL=run.js.map