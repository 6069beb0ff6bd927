// npm run bench:parallel-gpt — tokens per second of the parallel-gpt example (the same model
// and batches: 4 blocks, width 64, 2 micro-batches of 32 names per step) under stack: parallel
// at tensor 2 (two processes, one thread each) and pipeline 2 against one process with one
// thread (and with two threads, the same cores as two processes). Each configuration trains
// STEPS steps (default 40), timed over the steps after the first WARMUP (default 10), in
// ROUNDS interleaved rounds (default 3; the median is printed); tokens are the valid target
// characters of those steps. The ratios come from this one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../src/cli/launch.js';

const worker = join(fileURLToPath(new URL('.', import.meta.url)), 'worker.js');
const steps = Number(process.env.STEPS ?? 40);
const rounds = Number(process.env.ROUNDS ?? 3);
const warmup = Number(process.env.WARMUP ?? 10);
const runs = mkdtempSync(join(tmpdir(), 'torchrunner-bench-parallel-gpt-'));

interface Case {
  label: string;
  processes: number;
  threads: number;
  axes: Record<string, number>;
}

let run = 0;

async function measure(c: Case): Promise<{ tokens: number; seconds: number }> {
  const port = await freePort();
  const workspace = join(runs, String(run++));
  const results = await Promise.all(
    [...Array(c.processes).keys()].map(
      (rank) =>
        new Promise<string>((resolve, reject) => {
          const dist = c.processes > 1 ? { RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(c.processes), LOCAL_WORLD_SIZE: String(c.processes), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port) } : {};
          const child = spawn(process.execPath, [worker, JSON.stringify(c.axes), String(steps), String(warmup), String(c.threads)], {
            env: { ...process.env, ...dist, OMP_NUM_THREADS: String(c.threads), BENCH_RUNS: workspace },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (err += d));
          child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${c.label}: rank ${rank} exited with ${code}\n${err}`))));
        }),
    ),
  );
  return JSON.parse(results[0]!.trim().split('\n').pop()!);
}

const cases: Case[] = [
  { label: '1 process, 1 thread', processes: 1, threads: 1, axes: { shard: 1 } },
  { label: '1 process, 2 threads', processes: 1, threads: 2, axes: { shard: 1 } },
  { label: 'tensor 2 (2 processes)', processes: 2, threads: 1, axes: { tensor: 2, shard: 1 } },
  { label: 'pipeline 2 (2 processes)', processes: 2, threads: 1, axes: { pipeline: 2, shard: 1 } },
];
console.log(`parallel-gpt tokens per second, ${steps - warmup} steps timed after ${warmup} of warm-up, median of ${rounds} interleaved rounds (4 blocks, width 64, 2 × 32 names per step, fp32, Gloo on loopback)`);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
try {
  const rates: number[][] = cases.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of cases.entries()) {
      const { tokens, seconds } = await measure(c);
      rates[i]!.push(tokens / seconds);
    }
  }
  const base = median(rates[0]!);
  console.log('configuration               tokens/s (median, min..max)   ratio to 1 process, 1 thread');
  cases.forEach((c, i) => {
    const m = median(rates[i]!);
    const range = `${Math.min(...rates[i]!).toFixed(0)}..${Math.max(...rates[i]!).toFixed(0)}`;
    console.log(`${c.label.padEnd(26)} ${m.toFixed(0).padStart(9)} (${range})`.padEnd(56) + `   ${(m / base).toFixed(2)}`);
  });
} finally {
  rmSync(runs, { recursive: true, force: true });
}
