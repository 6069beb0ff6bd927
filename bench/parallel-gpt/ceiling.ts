// The machine's ceiling for two single-thread processes, measured the way the issue of
// "splits that pay off" is judged: a 1024×1024 by 1024×2048 matrix product's GFLOP/s in one
// process alone, then in two processes side by side (OMP_NUM_THREADS=1 each); the ceiling is
// their summed rate over the lone one. Also Gloo's all-reduce on loopback between two
// processes: the latency of a 4-byte one and the time of a 4 MB one.
// As a worker: `ceiling.js matmul` or `ceiling.js allreduce` (torchrun's environment).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../src/cli/launch.js';

const self = fileURLToPath(import.meta.url);

/** What one `spawn` of this file printed last (a JSON line). */
function child(mode: string, env: Record<string, string> = {}): Promise<any> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [self, mode], { env: { ...process.env, OMP_NUM_THREADS: '1', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`ceiling ${mode} exited with ${code}`))));
  });
}

export interface Ceiling {
  aloneGflops: number;
  pairGflops: [number, number];
  /** Two side-by-side processes' summed rate over one alone. */
  ratio: number;
  allReduceLatencyMs: number;
  allReduce4MbMs: number;
  /** Process CPU time (every thread: Gloo's and the kernel's work for loopback TCP) per 4 MB all-reduce, the busier rank. */
  allReduce4MbCpuMs: number;
}

/** Measures the ceiling (about 10 s). */
export async function measureCeiling(): Promise<Ceiling> {
  const alone = (await child('matmul')).gflops as number;
  const pair = (await Promise.all([child('matmul'), child('matmul')])).map((r) => r.gflops as number) as [number, number];
  const port = String(await freePort());
  const dist = (rank: number) => ({ RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: '2', LOCAL_WORLD_SIZE: '2', MASTER_ADDR: '127.0.0.1', MASTER_PORT: port });
  const reduces = await Promise.all([child('allreduce', dist(0)), child('allreduce', dist(1))]);
  const reduce = reduces[0];
  return {
    aloneGflops: alone,
    pairGflops: pair,
    ratio: (pair[0] + pair[1]) / alone,
    allReduceLatencyMs: reduce.latencyMs,
    allReduce4MbMs: reduce.fourMbMs,
    allReduce4MbCpuMs: Math.max(...reduces.map((r) => r.fourMbCpuMs as number)),
  };
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function matmulWorker(): Promise<void> {
  const { torch } = await import('../../src/index.js');
  torch.setNumThreads(1);
  const a = torch.randn([1024, 1024]).keep();
  const b = torch.randn([1024, 2048]).keep();
  for (let i = 0; i < 3; i++) torch.scope(() => a.matmul(b));
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    torch.scope(() => a.matmul(b));
    times.push(performance.now() - t0);
  }
  console.log(JSON.stringify({ gflops: (2 * 1024 * 1024 * 2048) / (median(times) / 1000) / 1e9 }));
}

async function allReduceWorker(): Promise<void> {
  const { torch } = await import('../../src/index.js');
  const group = await torch.distributed.initProcessGroup({ backend: 'gloo' });
  const timeOf = (t: { keep(): unknown }, n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      group.allReduce(t as never);
      times.push(performance.now() - t0);
    }
    return median(times.slice(3));
  };
  const small = torch.zeros([1]).keep();
  const big = torch.zeros([1 << 20]).keep();
  const latencyMs = timeOf(small, 40);
  const cpu = process.cpuUsage();
  const fourMbMs = timeOf(big, 20);
  const used = process.cpuUsage(cpu);
  await torch.distributed.destroyProcessGroup();
  console.log(JSON.stringify({ latencyMs, fourMbMs, fourMbCpuMs: (used.user + used.system) / 1000 / 20 }));
}

if (process.argv[1] === self) {
  const mode = process.argv[2];
  if (mode === 'matmul') await matmulWorker();
  else if (mode === 'allreduce') await allReduceWorker();
  else console.log(JSON.stringify(await measureCeiling()));
}
