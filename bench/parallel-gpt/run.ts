// npm run bench:parallel-gpt — tokens per second of the parallel-gpt example (the same model
// and batches: 2 micro-batches of 32 names per step) under stack: parallel, each split on two
// processes with one thread each, against one process with one thread, and the machine's
// ceiling for two single-thread processes measured in the same run (bench/parallel-gpt/ceiling.ts).
// Each configuration trains --steps steps (default 40), timed over the steps after the first
// --warmup (default 10), in --rounds interleaved rounds (default 3; the median is printed).
// Tokens are the valid target characters of those steps, summed over data-parallel replicas;
// the CPU time per step is the busiest rank's process CPU time (every thread) over those steps.
// Options: --width (64), --heads (4), --layers (4), --microbatches (pipeline micro-batches per
// step, default 8), --cases (comma-separated, default all):
//   one        1 process, 1 thread (the baseline)
//   threads2   1 process, 2 threads (the same cores as two processes)
//   tensor     tensor 2
//   tensor-sp  tensor 2 with parallel.sequenceParallel
//   pipeline   pipeline 2, --microbatches micro-batches per step (1F1B), cut from the step's 2 batches
//   pipeline-whole  pipeline 2, --microbatches whole batches of 32 names per step (accumSteps),
//              so that each micro-batch's products have the shapes of one process's
//   ddp        replicate 2 (each process its own batches)
//   fsdp       shard 2 with parallel.fullyShard (each process its own batches)
//   fsdp-keep  the same with parallel.reshardAfterForward false (one gather per unit and micro-batch)
// Goals printed: tensor 2 at ≥ 90 % of the ceiling; pipeline 2 at ≥ 90 % of ceiling × (1 − bubble),
// bubble = (P−1)/(M+P−1); the fully sharded step at ≤ 1.25× the DDP step.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../src/cli/launch.js';
import { numberArg, stringArg } from '../common/args.js';
import { measureCeiling } from './ceiling.js';

const worker = join(fileURLToPath(new URL('.', import.meta.url)), 'worker.js');
const steps = numberArg('steps', Number(process.env.STEPS ?? 40));
const rounds = numberArg('rounds', Number(process.env.ROUNDS ?? 3));
const warmup = numberArg('warmup', Number(process.env.WARMUP ?? 10));
const model = { width: numberArg('width', 64), heads: numberArg('heads', 4), layers: numberArg('layers', 4) };
const microbatches = numberArg('microbatches', 8);
const runs = mkdtempSync(join(tmpdir(), 'torchrunner-bench-parallel-gpt-'));

interface Case {
  key: string;
  label: string;
  processes: number;
  threads: number;
  axes: Record<string, unknown>;
  /** Batches per optimizer step, where not the example's 2. */
  accumSteps?: number;
}

const ALL: Case[] = [
  { key: 'one', label: '1 process, 1 thread', processes: 1, threads: 1, axes: { shard: 1 } },
  { key: 'threads2', label: '1 process, 2 threads', processes: 1, threads: 2, axes: { shard: 1 } },
  { key: 'tensor', label: 'tensor 2', processes: 2, threads: 1, axes: { tensor: 2, shard: 1 } },
  { key: 'tensor-sp', label: 'tensor 2, sequence parallelism', processes: 2, threads: 1, axes: { tensor: 2, shard: 1, sequenceParallel: true } },
  { key: 'pipeline', label: `pipeline 2, ${microbatches} micro-batches`, processes: 2, threads: 1, axes: { pipeline: 2, shard: 1, microbatches } },
  { key: 'pipeline-whole', label: `pipeline 2, ${microbatches} × 32 names`, processes: 2, threads: 1, axes: { pipeline: 2, shard: 1 }, accumSteps: microbatches },
  { key: 'ddp', label: 'DDP 2 (replicate 2)', processes: 2, threads: 1, axes: { replicate: 2, shard: 1 } },
  { key: 'fsdp', label: 'FSDP 2 (shard 2, fullyShard)', processes: 2, threads: 1, axes: { shard: 2, fullyShard: true } },
  { key: 'fsdp-keep', label: 'FSDP 2, reshardAfterForward false', processes: 2, threads: 1, axes: { shard: 2, fullyShard: true, reshardAfterForward: false } },
];
const wanted = (stringArg('cases') ?? ALL.map((c) => c.key).join(',')).split(',');
const cases = ALL.filter((c) => wanted.includes(c.key));
if (!cases.some((c) => c.key === 'one')) cases.unshift(ALL[0]!);

let run = 0;

async function measure(c: Case): Promise<{ tokens: number; seconds: number; cpuSeconds: number }> {
  const port = await freePort();
  const workspace = join(runs, String(run++));
  const results = await Promise.all(
    [...Array(c.processes).keys()].map(
      (rank) =>
        new Promise<string>((resolve, reject) => {
          const dist = c.processes > 1 ? { RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(c.processes), LOCAL_WORLD_SIZE: String(c.processes), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port) } : {};
          const child = spawn(process.execPath, [worker, JSON.stringify(c.axes), String(steps), String(warmup), String(c.threads), JSON.stringify(model), ...(c.accumSteps ? [String(c.accumSteps)] : [])], {
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
  const lines = results.map((r) => JSON.parse(r.trim().split('\n').pop()!) as { tokens: number; seconds: number; cpuSeconds: number });
  // The busiest rank's CPU time: what the slowest side of the split computed, and communicated.
  return { ...lines[0]!, cpuSeconds: Math.max(...lines.map((l) => l.cpuSeconds)) };
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const f2 = (x: number) => x.toFixed(2);
console.log(`parallel-gpt tokens per second: ${model.layers} blocks, width ${model.width}, ${model.heads} heads, 2 × 32 names per step, fp32, Gloo on loopback; ${steps - warmup} steps timed after ${warmup} of warm-up, median of ${rounds} interleaved rounds`);
try {
  const ceiling = await measureCeiling();
  console.log(`ceiling: 1024×1024 · 1024×2048 matmul ${ceiling.aloneGflops.toFixed(1)} GFLOP/s alone, ${ceiling.pairGflops.map((g) => g.toFixed(1)).join(' + ')} side by side: ${f2(ceiling.ratio)}×; Gloo all-reduce on loopback: 4 B ${ceiling.allReduceLatencyMs.toFixed(3)} ms, 4 MB ${ceiling.allReduce4MbMs.toFixed(2)} ms (${ceiling.allReduce4MbCpuMs.toFixed(2)} ms of CPU a rank)`);
  const rates: number[][] = cases.map(() => []);
  const stepMs: number[][] = cases.map(() => []);
  const cpuMs: number[][] = cases.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, c] of cases.entries()) {
      const { tokens, seconds, cpuSeconds } = await measure(c);
      rates[i]!.push(tokens / seconds);
      stepMs[i]!.push((seconds * 1000) / (steps - warmup));
      cpuMs[i]!.push((cpuSeconds * 1000) / (steps - warmup));
    }
  }
  const base = median(rates[0]!);
  console.log('configuration                      tokens/s (median, min..max)   × 1 process   step ms   CPU ms/step (busiest rank)   goal');
  const stepOf = (key: string) => {
    const i = cases.findIndex((c) => c.key === key);
    return i < 0 ? undefined : median(stepMs[i]!);
  };
  const bubble = 1 / (microbatches + 1);
  cases.forEach((c, i) => {
    const m = median(rates[i]!);
    const range = `${Math.min(...rates[i]!).toFixed(0)}..${Math.max(...rates[i]!).toFixed(0)}`;
    const ratio = m / base;
    let goal = '';
    if (c.key.startsWith('tensor')) goal = `${((100 * ratio) / ceiling.ratio).toFixed(0)} % of the ceiling (goal ≥ 90 %)`;
    if (c.key.startsWith('pipeline')) goal = `${((100 * ratio) / (ceiling.ratio * (1 - bubble))).toFixed(0)} % of ceiling × (1 − ${f2(bubble)}) (goal ≥ 90 %)`;
    if (c.key.startsWith('fsdp') && stepOf('ddp')) goal = `step ${f2(stepOf(c.key)! / stepOf('ddp')!)}× DDP's (goal ≤ 1.25×)`;
    console.log(`${c.label.padEnd(33)} ${m.toFixed(0).padStart(9)} (${range})`.padEnd(62) + `   ${f2(ratio).padStart(5)}   ${median(stepMs[i]!).toFixed(1).padStart(8)}   ${median(cpuMs[i]!).toFixed(1).padStart(8)}   ${goal}`);
  });
} finally {
  rmSync(runs, { recursive: true, force: true });
}
