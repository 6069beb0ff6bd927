// Checkpoint throughput and the async stall, as functions a benchmark driver can call.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FileCheckpointManager } from '../../src/checkpoints/file-manager.js';
import { readCheckpoint } from '../../src/checkpoints/read.js';
import { disposeTree } from '../../src/checkpoints/tree.js';
import { nn, optim, torch, type Tensor } from '../../src/index.js';
import { median } from '../common/reference.js';

/** The size of the benchmark state: `layers` Linear(width, width) layers and their Adam state. */
export interface StateShape {
  layers: number;
  width: number;
}

/** 24 × Linear(2048, 2048): 100.7M parameters, 1.2 GB with Adam's two moments. */
export const STATE_100M: StateShape = { layers: 24, width: 2048 };

/** A runner-like state: model, Adam with one step of state, and a payload function like the runner's. */
export function buildState(shape: StateShape) {
  torch.manualSeed(0);
  const model = new nn.Sequential(...Array.from({ length: shape.layers }, () => new nn.Linear(shape.width, shape.width)));
  const params = model.parameters();
  for (const p of params) p.grad = torch.zerosLike(p).keep();
  const opt = new optim.Adam(params, { lr: 1e-3 });
  opt.step();
  opt.zeroGrad();
  const payload = () => ({
    runner: { seed: 0, steps: 1000 },
    state: { epoch: 0, global_step: 1, micro_step: 1, rng: { torch: torch.getRngState() } },
    model: model.stateDict(),
    optimizer: opt.stateDict(),
  });
  const parameters = params.reduce((n, p) => n + p.numel(), 0);
  return {
    model,
    opt,
    payload,
    parameters,
    dispose() {
      opt.dispose();
      model.dispose();
    },
  };
}

/** Seconds for one synchronous save (atomic: temp file, fsync, rename, directory fsync) and the file size. */
export async function syncSaveCase(state: ReturnType<typeof buildState>, dir: string, repeats: number): Promise<{ seconds: number; bytes: number }> {
  const times: number[] = [];
  const m = new FileCheckpointManager({ dir, keepLatestK: 0 });
  for (let i = 0; i < repeats; i++) {
    const t = performance.now();
    await m.save({ epoch: 0, globalStep: i + 1, mode: 'step', isBest: false, forced: true, payload: state.payload });
    times.push((performance.now() - t) / 1000);
  }
  await m.close();
  return { seconds: median(times), bytes: statSync(m.latestPath).size };
}

/** Seconds to read a checkpoint back: `readCheckpoint` (every record's CRC checked) and the raw `torch.load` without the check. */
export function loadCase(path: string, repeats: number): { verified: number; unverified: number } {
  const time = (fn: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const t = performance.now();
      disposeTree(fn());
      times.push((performance.now() - t) / 1000);
    }
    return median(times);
  };
  return { verified: time(() => readCheckpoint(path)), unverified: time(() => torch.load(path, { verify: false })) };
}

/**
 * The training loop's stall per asynchronous save: a loop of `steps` fixed compute steps that
 * yields to the event loop between steps (as the runner does) and, as the runner's optimizer
 * step does, waits for any save's copy to finish, with one async save at the third step, against the same loop without a save (`pairs` pairs, in turn). Returns the time
 * `save()` held the step (the snapshot), the extra loop time (the stall), and the longest gap
 * between steps, medians over the pairs.
 */
export async function asyncStallCase(state: ReturnType<typeof buildState>, dir: string, steps = 30, pairs = 3): Promise<{ saveCall: number; stall: number; longestGap: number; step: number }> {
  const a = torch.randn([384, 384]).keep();
  const work = () => torch.scope(() => a.matmul(a).matmul(a).sum().item());
  const loop = async (save: boolean) => {
    const m = new FileCheckpointManager({ dir, keepLatestK: 0, asyncMode: 'async' });
    let saveCall = 0;
    let longestGap = 0;
    let last = performance.now();
    const start = last;
    for (let s = 1; s <= steps; s++) {
      work();
      // Where the runner's optimizer step waits for a save's copy to finish.
      await m.untilSnapshotted();
      if (save && s === 3) {
        const t = performance.now();
        await m.save({ epoch: 0, globalStep: s, mode: 'step', isBest: false, forced: true, payload: state.payload });
        saveCall = (performance.now() - t) / 1000;
      }
      await new Promise<void>((r) => setImmediate(r));
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }
    const total = (performance.now() - start) / 1000;
    await m.close();
    return { total, saveCall, longestGap: longestGap / 1000 };
  };
  await loop(false); // warm-up
  // Pairs of loops without and with a save, in turn; medians over the pairs.
  const stalls: number[] = [];
  const calls: number[] = [];
  const gaps: number[] = [];
  const bases: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const base = await loop(false);
    const withSave = await loop(true);
    stalls.push(withSave.total - base.total);
    calls.push(withSave.saveCall);
    gaps.push(withSave.longestGap);
    bases.push(base.total);
  }
  a.dispose();
  return { saveCall: median(calls), stall: median(stalls), longestGap: median(gaps), step: median(bases) / steps };
}

/** A scratch directory for the files the cases write. */
export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tr-bench-ckpt-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type { Tensor };
