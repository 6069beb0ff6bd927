// npm run bench:pipeline — the measured pipeline bubble of the 1F1B schedule at P = 2 and 4
// stages (one process each, Gloo on loopback) against the theoretical (P−1)/(M+P−1): the
// share of a step a stage spends waiting on the others, averaged over the stages.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../src/cli/launch.js';

const worker = join(fileURLToPath(new URL('.', import.meta.url)), 'worker.js');
const steps = Number(process.env.STEPS ?? 8);

async function run(P: number, counts: number[]): Promise<{ stage: number; results: { M: number; stepMs: number; waitShare: number }[] }[]> {
  const port = await freePort();
  return Promise.all(
    [...Array(P).keys()].map(
      (rank) =>
        new Promise<any>((resolve, reject) => {
          const child = spawn(process.execPath, [worker, counts.join(','), String(steps)], {
            env: { ...process.env, RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(P), LOCAL_WORLD_SIZE: String(P), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port), OMP_NUM_THREADS: '1' },
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`stage ${rank} exited with ${code}`))));
        }),
    ),
  );
}

console.log(`1F1B pipeline bubble, one process per stage (1 thread each), 4 × Linear(${process.env.WIDTH ?? 512}) + Tanh per stage, batch 32 per micro-batch`);
console.log('P  M   step ms  measured bubble  theoretical (P-1)/(M+P-1)');
for (const P of [2, 4]) {
  const counts = [1, P, 2 * P, 4 * P];
  const stages = await run(P, counts);
  counts.forEach((M, i) => {
    const measured = stages.reduce((s, st) => s + st.results[i]!.waitShare, 0) / stages.length;
    const stepMs = stages[0]!.results[i]!.stepMs;
    const theory = (P - 1) / (M + P - 1);
    console.log(`${P}  ${String(M).padEnd(3)} ${stepMs.toFixed(1).padStart(7)}  ${(measured * 100).toFixed(1).padStart(14)}%  ${(theory * 100).toFixed(1).padStart(24)}%`);
  });
}
