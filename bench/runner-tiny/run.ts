// What the runner costs on steps that are almost nothing but bookkeeping, with its default
// config: a 4 -> 8 -> 1 MLP, batch 8, SGD, step mode, evaluation rounds (every steps/20),
// results files, heartbeat, log file, a durable checkpoint every steps/20 and a final one. The
// same steps run as a plain loop plus one torch.save, and as the runner with only the final
// checkpoint (what the interval saves cost), interleaved, and the medians are compared. Then
// a 1 ms timer runs beside 300 runner steps (checkpoints at the default interval: every
// steps/20) and the gaps between its ticks are reported: what a progress bar, a signal handler
// or the user's own HTTP health endpoint would wait.
// The timer runs through the runner's setup too, which train() does first when it was not set up
// before: the longest gap there is reported on its own.
// Then each case runs once in fresh processes (`--fresh` rounds, interleaved), as a short job
// started from the command line runs it: before V8 has compiled the step path. A fourth case
// runs there too: the default config with the plain loop's step in place of the runner's
// (what the loop, the evaluation rounds and the saves cost around any step).
//   npx tsc -p tsconfig.json && node dist/bench/runner-tiny/run.js [--processes 5] [--steps 1000] [--runs 5] [--warmup 15] [--fresh 5] [--async-checkpoints]
// The order of the three cases rotates from round to round. Warm-up rounds of 100 steps run
// every case first: V8 compiles what runs once or twice a run (setup, saves, the final writes)
// only after many runs, on a background thread, and on a 2-vCPU VM that thread slows the
// loop beside it. The CPU time of the process's other threads (compilation, the saves' I/O)
// and of the JS thread itself are reported per run. The rounds run in `--processes` processes,
// one after the other, each warmed up on its own, and are pooled: a process's JIT decisions
// and memory layout set every case's speed for the whole process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { DataLoader, nn, optim, TensorDataset, torch, TorchRunner, type RunnerConfigInput, type Tensor } from '../../src/index.js';
import { numberArg, stringArg } from '../common/args.js';
import { median } from '../common/reference.js';

function makeModel() {
  return new nn.Sequential(new nn.Linear(4, 8), new nn.ReLU(), new nn.Linear(8, 1));
}

export function makeData(steps: number) {
  torch.manualSeed(0);
  const x = torch.randn([steps * 8, 4]).keep();
  const y = torch.scope(() => x.sum(1, true).mul(0.5)).keep();
  return new TensorDataset(x, y);
}

export class TinyRunner extends TorchRunner {
  constructor(config: RunnerConfigInput, data: TensorDataset) {
    super(config);
    this.model = makeModel();
    this.criterion = new nn.MSELoss();
    this.datasets = { train: data };
  }
}

/**
 * The runner with the plain loop's step in place of its own (its direct step, which the default
 * config takes): the loop, the evaluation rounds, the heartbeat and the saves of the default
 * config around the plain loop's step. What it costs over the plain loop is what the runner's
 * features cost, whatever its step costs. With `--async-checkpoints` the runner takes its
 * general step (the optimizer step waits for the saves' copies), and this case is the runner's own.
 */
export class PlainStepRunner extends TinyRunner {
  protected override directStep(batch: unknown): void {
    const [x, y] = batch as [Tensor, Tensor];
    plainStep(this.model, this.criterion as nn.Module, this.optimizer, x, y);
    this.state.microStep += 1;
    this.state.globalStep += 1;
  }
}

/** `--async-checkpoints` runs the runner with `checkpoint.asyncMode: async` (the default config otherwise). */
const ASYNC_CHECKPOINTS = process.argv.includes('--async-checkpoints');

export function runnerConfig(steps: number, root: string, finalCheckpointOnly = false): RunnerConfigInput {
  return {
    checkpoint: { ...(ASYNC_CHECKPOINTS ? { asyncMode: 'async' as const } : {}), ...(finalCheckpointOnly ? { interval: steps } : {}) },
    seed: 1,
    steps,
    optim: { name: 'sgd', lr: 0.01 },
    dataloader: { batchSize: 8 },
    workspaceRoot: root,
    logging: { console: false },
  };
}

/** What one case took, in milliseconds. */
export interface Timing {
  wall: number;
  /** CPU time of the whole process. */
  cpu: number;
  /** CPU time of the threads other than the JS thread (NaN without /proc). */
  background: number;
}

/** Nanoseconds the threads other than the JS thread have run, from /proc (NaN without it). */
function backgroundNs(): number {
  try {
    let ns = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      if (tid === String(process.pid)) continue;
      try {
        ns += Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended meanwhile
      }
    }
    return ns;
  } catch {
    return NaN;
  }
}

/** Wall and CPU time of `fn` (CPU time is disturbed far less by other processes sharing the machine). */
async function timed(fn: () => Promise<void>): Promise<Timing> {
  const b0 = backgroundNs();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000, background: (backgroundNs() - b0) / 1e6 };
}

/** One step of the plain loop; disposes the batch. */
export function plainStep(model: nn.Module, criterion: nn.Module, optimizer: { zeroGrad(): void; step(): unknown }, x: Tensor, y: Tensor): void {
  torch.scope(() => {
    const loss = criterion.call(model.call(x), y) as Tensor;
    optimizer.zeroGrad();
    loss.backward();
    optimizer.step();
    return loss.item();
  });
  x.dispose();
  y.dispose();
}

/** Milliseconds of `steps` plain-loop steps plus one torch.save of the model and optimizer. */
export async function plainLoopMs(steps: number, data: TensorDataset, dir: string): Promise<Timing> {
  torch.manualSeed(1);
  const model = makeModel();
  const criterion = new nn.MSELoss();
  const optimizer = new optim.SGD(model.parameters(), { lr: 0.01 });
  const loader = new DataLoader(data, { batchSize: 8, shuffle: true, seed: 1 });
  const ms = await timed(async () => {
  for await (const [x, y] of loader as AsyncIterable<[Tensor, Tensor]>) plainStep(model, criterion, optimizer, x, y);
  torch.scope(() => torch.save({ model: model.stateDict(), optimizer: optimizer.stateDict() as unknown as Record<string, Tensor> }, join(dir, 'plain.pth')));
  });
  optimizer.dispose();
  model.dispose();
  return ms;
}

/** Milliseconds of `runner.train()` for `steps` steps with the default config (or with only the final checkpoint). */
export async function runnerMs(steps: number, data: TensorDataset, root: string, finalCheckpointOnly = false, Runner: typeof TinyRunner = TinyRunner): Promise<Timing> {
  const r = new Runner(runnerConfig(steps, root, finalCheckpointOnly), data);
  await r.setup();
  const ms = await timed(async () => void (await r.train()));
  await r.close();
  return ms;
}

/**
 * Gaps (ms) between the ticks of a 1 ms interval timer while the runner sets up (as `train()`
 * does first when it was not set up before: git, the workspace, the loggers) and while it
 * trains `steps` steps.
 */
export async function timerGaps(steps: number, data: TensorDataset, root: string): Promise<{ setup: number[]; train: number[] }> {
  const r = new TinyRunner(runnerConfig(steps, root), data);
  const gaps = { setup: [] as number[], train: [] as number[] };
  let into = gaps.setup;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    into.push(now - last);
    last = now;
  }, 1);
  await r.setup();
  // The gap the end of setup falls in counts for setup.
  const now = performance.now();
  into.push(now - last);
  last = now;
  into = gaps.train;
  await r.train();
  clearInterval(timer);
  await r.close();
  return gaps;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

/** The tiny-step cost and gap figures; what `npm run bench` and the command line print. */
export async function runnerTinyCases(options: { steps?: number; runs?: number; warmup?: number; gapSteps?: number } = {}) {
  const steps = options.steps ?? 1000;
  const runs = options.runs ?? 5;
  const warmup = options.warmup ?? 15;
  const gapSteps = options.gapSteps ?? 300;
  torch.setNumThreads(1);
  const data = makeData(Math.max(steps, gapSteps));
  const root = mkdtempSync(join(tmpdir(), 'bench-runner-tiny-'));
  try {
    const subset = (n: number) => new TensorDataset(...(data.tensors as Tensor[]).map((t) => t.narrow(0, 0, n * 8).keep()));
    const stepData = subset(steps);
    const warmSteps = Math.min(steps, 100);
    const warmData = subset(warmSteps);
    for (let i = 0; i < warmup; i++) {
      await plainLoopMs(warmSteps, warmData, root);
      await runnerMs(warmSteps, warmData, join(root, `warm${i}`));
      await runnerMs(warmSteps, warmData, join(root, `warmf${i}`), true);
    }
    const plain: Timing[] = [];
    const runner: Timing[] = [];
    const finalOnly: Timing[] = [];
    const cases = [
      async () => plain.push(await plainLoopMs(steps, stepData, root)),
      async (i: number) => runner.push(await runnerMs(steps, stepData, join(root, `r${i}`))),
      async (i: number) => finalOnly.push(await runnerMs(steps, stepData, join(root, `f${i}`), true)),
    ];
    // Each round starts with the next case, so that none always runs after the same other one
    // (whose garbage and cache footprint it would inherit).
    for (let i = 0; i < runs; i++) {
      for (let k = 0; k < cases.length; k++) await cases[(i + k) % cases.length]!(i);
    }
    const { setup, train: gaps } = await timerGaps(gapSteps, subset(gapSteps), join(root, 'gaps'));
    return {
      steps,
      runs,
      warmup,
      plain,
      runner,
      finalOnly,
      gapSteps,
      gaps: { p50: percentile(gaps, 50), p90: percentile(gaps, 90), p99: percentile(gaps, 99), max: Math.max(...gaps), count: gaps.length },
      setupGap: Math.max(...setup),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const CASES = ['plain', 'runner', 'finalOnly', 'plainStep'] as const;
type CaseName = (typeof CASES)[number];

/** One case, once, in this process (a fresh process's `--child` run). */
async function runCase(name: CaseName, steps: number): Promise<Timing> {
  torch.setNumThreads(1);
  const data = makeData(steps);
  const root = mkdtempSync(join(tmpdir(), 'bench-runner-tiny-fresh-'));
  try {
    if (name === 'plain') return await plainLoopMs(steps, data, root);
    return await runnerMs(steps, data, join(root, 'run'), name === 'finalOnly', name === 'plainStep' ? PlainStepRunner : TinyRunner);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Each case once per fresh process, `rounds` rounds, the order rotating: what a short run
 * started from the command line pays while V8 compiles the step path (the runner's is longer
 * than the plain loop's) and the code that runs once a run.
 */
export function freshProcessCases(options: { steps?: number; rounds?: number } = {}): Record<CaseName, Timing[]> {
  const steps = options.steps ?? 1000;
  const out: Record<CaseName, Timing[]> = { plain: [], runner: [], finalOnly: [], plainStep: [] };
  for (let i = 0; i < (options.rounds ?? 5); i++) {
    for (let k = 0; k < CASES.length; k++) {
      const name = CASES[(i + k) % CASES.length]!;
      out[name].push(childResult<Timing>(['--child', name, '--steps', String(steps)]));
    }
  }
  return out;
}

/** What this script, run in a new process with `args` (and `--async-checkpoints` when this one has it), prints last, as JSON. */
function childResult<T>(args: string[]): T {
  const script = fileURLToPath(import.meta.url);
  const text = execFileSync(process.execPath, [script, ...args, ...(ASYNC_CHECKPOINTS ? ['--async-checkpoints'] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return JSON.parse(text.trim().split('\n').pop()!) as T;
}

/** What {@link runnerTinyCases} returns. */
export type RunnerTinyResult = Awaited<ReturnType<typeof runnerTinyCases>>;

/**
 * {@link runnerTinyCases} in `processes` processes, one after the other. A process's JIT
 * decisions and memory layout move every case's speed for the whole process (two processes of
 * the same build measured per-round ratios 1.17x and 1.30x), so one process's rounds are one
 * sample of that state, however many there are; pooling the rounds of several gives the
 * typical figure.
 */
export function runnerTinyProcesses(options: { processes?: number; steps?: number; runs?: number; warmup?: number } = {}): RunnerTinyResult[] {
  const args = ['--worker', '--steps', String(options.steps ?? 1000), '--runs', String(options.runs ?? 5), '--warmup', String(options.warmup ?? 15)];
  return Array.from({ length: options.processes ?? 5 }, () => childResult<RunnerTinyResult>(args));
}

/** A per-round ratio's median and quartiles. */
export interface RatioQuartiles {
  median: number;
  q1: number;
  q3: number;
}

/**
 * The median of each round's own ratio `case / plain` (the runs of one round share the machine's
 * state of the moment), with its quartiles; `plain` and `other` are milliseconds, one a round.
 */
export function roundRatios(rounds: { plain: number[]; other: number[] }[]): RatioQuartiles {
  const ratios = rounds.flatMap(({ plain, other }) => other.map((x, i) => x / plain[i]!)).sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.round(q * (ratios.length - 1))]!;
  return { median: at(0.5), q1: at(0.25), q3: at(0.75) };
}

/** `1.23x (quartiles 1.10-1.40x)`. */
export function ratioText(q: RatioQuartiles): string {
  return `${q.median.toFixed(2)}x (quartiles ${q.q1.toFixed(2)}-${q.q3.toFixed(2)}x)`;
}

const walls = (xs: Timing[]) => xs.map((x) => x.wall);

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const child = stringArg('child') as CaseName | undefined;

if (isMain && child !== undefined) {
  console.log(JSON.stringify(await runCase(child, numberArg('steps', 1000))));
} else if (isMain && process.argv.includes('--worker')) {
  console.log(JSON.stringify(await runnerTinyCases({ steps: numberArg('steps', 1000), runs: numberArg('runs', 5), warmup: numberArg('warmup', 15) })));
} else if (isMain) {
  const processes = numberArg('processes', 5);
  const all = runnerTinyProcesses({ processes, steps: numberArg('steps', 1000), runs: numberArg('runs', 5), warmup: numberArg('warmup', 15) });
  const r = all[0]!;
  const pool = (pick: (x: RunnerTinyResult) => Timing[]) => all.flatMap(pick);
  const [plain, runner, finalOnly] = [pool((x) => x.plain), pool((x) => x.runner), pool((x) => x.finalOnly)];
  const list = (xs: Timing[]) => xs.map((x) => x.wall.toFixed(0)).join(', ');
  for (const [i, x] of all.entries()) {
    const own = (other: Timing[]) => roundRatios([{ plain: walls(x.plain), other: walls(other) }]).median.toFixed(2);
    console.log(`process ${i + 1}: plain ${list(x.plain)} ms; runner ${list(x.runner)} ms (per-round ${own(x.runner)}x); final checkpoint only ${list(x.finalOnly)} ms (${own(x.finalOnly)}x)`);
  }
  const label = `${r.steps} steps, medians of ${plain.length} interleaved runs in ${processes} process${processes === 1 ? '' : 'es'}`;
  for (const k of ['wall', 'cpu'] as const) {
    const [p, q, f] = [plain, runner, finalOnly].map((xs) => median(xs.map((x) => x[k]))) as [number, number, number];
    console.log(`${label}, ${k} time: plain ${p.toFixed(0)} ms, runner ${q.toFixed(0)} ms, ratio ${(q / p).toFixed(2)}x (goal <= 1.25x); final checkpoint only ${f.toFixed(0)} ms, ${(f / p).toFixed(2)}x`);
  }
  const perRound = (pick: (x: RunnerTinyResult) => Timing[]) => roundRatios(all.map((x) => ({ plain: walls(x.plain), other: walls(pick(x)) })));
  console.log(`per-round wall-time ratios to the plain loop, median of ${plain.length}: runner ${ratioText(perRound((x) => x.runner))}; final checkpoint only ${ratioText(perRound((x) => x.finalOnly))}`);
  const background = (xs: Timing[]) => median(xs.map((x) => x.background)).toFixed(1);
  console.log(
    `other threads' CPU a run (V8 compiling, checkpoint and results I/O), median after ${r.warmup} warm-up rounds: ` +
      `plain ${background(plain)} ms, runner ${background(runner)} ms, final checkpoint only ${background(finalOnly)} ms`,
  );
  // What the JS thread itself spends: on a machine whose second core is taken by other tenants,
  // the other threads' CPU above comes on top of it.
  const jsThread = (xs: Timing[]) => median(xs.map((x) => x.cpu - x.background));
  const [jp, jr, jf] = [plain, runner, finalOnly].map(jsThread) as [number, number, number];
  console.log(
    `JS thread CPU a run, medians: plain ${jp.toFixed(0)} ms, runner ${jr.toFixed(0)} ms (${(jr / jp).toFixed(2)}x), final checkpoint only ${jf.toFixed(0)} ms (${(jf / jp).toFixed(2)}x)`,
  );
  const p90 = all.map((x) => x.gaps.p90);
  const worst = all.reduce((a, x) => (x.gaps.p90 > a.gaps.p90 ? x : a));
  const g = worst.gaps;
  console.log(
    `1 ms timer during ${r.gapSteps} runner steps, once per process: gap p90 ${p90.map((v) => v.toFixed(1)).join(', ')} ms (goal <= 20); ` +
      `the worst process (${g.count} ticks): p50 ${g.p50.toFixed(1)} ms, p99 ${g.p99.toFixed(1)} ms, max ${g.max.toFixed(1)} ms`,
  );
  console.log(`longest gap of that timer while setup() ran, per process: ${all.map((x) => x.setupGap.toFixed(1)).join(', ')} ms`);
  const rounds = numberArg('fresh', 5);
  if (rounds > 0) {
    const f = freshProcessCases({ steps: r.steps, rounds });
    const wall = (xs: Timing[]) => median(xs.map((x) => x.wall));
    const ratio = (xs: Timing[]) => median(xs.map((x, i) => x.wall / f.plain[i]!.wall)).toFixed(2);
    console.log(
      `fresh processes, one run each, ${rounds} rounds: plain ${wall(f.plain).toFixed(0)} ms, runner ${wall(f.runner).toFixed(0)} ms (per-round ${ratio(f.runner)}x), ` +
        `final checkpoint only ${wall(f.finalOnly).toFixed(0)} ms (${ratio(f.finalOnly)}x), ` +
        `the runner around the plain loop's step ${wall(f.plainStep).toFixed(0)} ms (${ratio(f.plainStep)}x); other threads' CPU (V8 compiling): ` +
        `plain ${background(f.plain)} ms, runner ${background(f.runner)} ms`,
    );
  }
}
