// What the misuse cases share: a tiny regression runner, configs in a case's own directory,
// and checks of the checkpoints directory. Cases run in child processes (see child.mjs) on
// the compiled package in dist/.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { nn, readCheckpoint, torch, TensorDataset, TorchRunner } from '../../../dist/src/index.js';
import { disposeTree } from '../../../dist/src/checkpoints/tree.js';

/** `n` samples of `y = x · w + 0.5` with 4 features. */
export function regressionData(n, seed = 7, targetShape = 'column') {
  torch.manualSeed(seed);
  const input = torch.randn([n, 4]);
  const w = torch.tensor([[1.5], [-2.0], [0.5], [3.0]]);
  let target = input.matmul(w).add(0.5);
  if (targetShape === 'flat') target = target.flatten();
  return new TensorDataset({ input: input.keep(), target: target.keep() });
}

/** A config for a tiny run whose workspace is `ctx.dir/runs`, with `patch` merged over it. */
export function tinyConfig(ctx, patch = {}) {
  return {
    seed: 1,
    id: 'run',
    workspaceRoot: join(ctx.dir, 'runs'),
    epochs: 1,
    optim: { name: 'sgd', lr: 0.05 },
    dataloader: { batchSize: 4 },
    logging: { console: false, file: false, tensorboard: false },
    ...patch,
  };
}

/** The tiny runner: `nn.Linear(4, 1)`, MSE, `train` (32 samples) and `val` (8) splits unless `splits` says otherwise. */
export class Tiny extends TorchRunner {
  constructor(config, { splits = { train: 32, val: 8 }, targetShape = 'column', outFeatures = 1 } = {}) {
    super(config);
    this.model = new nn.Linear(4, outFeatures);
    this.criterion = new nn.MSELoss();
    this.datasets = Object.fromEntries(Object.entries(splits).map(([s, n], i) => [s, regressionData(n, 7 + i, targetShape)]));
  }
}

/** Builds a Tiny runner (or `Cls`) with `patch`, trains it and closes it; returns the runner. */
export async function trainTiny(ctx, patch = {}, options = {}, Cls = Tiny) {
  const runner = new Cls(tinyConfig(ctx, patch), options);
  try {
    await runner.train();
  } finally {
    await runner.close();
  }
  return runner;
}

/** `ctx.dir/runs/<lineage>/run/checkpoints`. */
export function checkpointsDir(ctx) {
  const root = join(ctx.dir, 'runs');
  const lineage = existsSync(root) ? readdirSync(root).find((n) => n.startsWith('default')) : undefined;
  return lineage ? join(root, lineage, 'run', 'checkpoints') : join(root, 'none');
}

/** Temporary files of atomic writes left in `dir`. */
export function tempFiles(dir) {
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.tmp')) : [];
}

/** The global step stored in a checkpoint file. */
export function stepOf(path) {
  const c = readCheckpoint(path);
  disposeTree(c);
  return c.state.global_step;
}

/** The model's parameters as plain arrays. */
export function params(model) {
  return model.parameters().map((p) => Array.from(p.detach().flatten().toArray()));
}

/** Mounts a tmpfs of `size` at `dir` (root only); returns an unmount function, or null when it cannot. */
export function mountTmpfs(dir, size) {
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return () => execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
}

/** Runs `node <script> ...args` with `env`; resolves with its exit and output (killed after `timeoutMs`). */
export function runNode(script, args, env, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out });
    });
  });
}
