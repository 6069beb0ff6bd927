// Checkpoint throughput and the async stall, as functions a benchmark driver can call.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FileCheckpointManager } from '../../src/checkpoints/file-manager.js';
import { readCheckpoint } from '../../src/checkpoints/read.js';
import { disposeTree } from '../../src/checkpoints/tree.js';
import { nn, optim, torch, type Tensor } from '../../src/index.js';
import { stepAsCopied, updateOrder } from '../../src/runners/step/step-as-copied.js';
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

/**
 * One synchronous save made as the runner makes it (`background`): seconds `save()` holds the
 * loop (the state written into the page cache) and until it is flushed and renamed over `latest`.
 */
export async function backgroundSaveCase(state: ReturnType<typeof buildState>, dir: string): Promise<{ held: number; total: number }> {
  const m = new FileCheckpointManager({ dir, keepLatestK: 0 });
  const t = performance.now();
  await m.save({ epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: true, payload: state.payload, background: true });
  const held = (performance.now() - t) / 1000;
  await m.wait();
  const total = (performance.now() - t) / 1000;
  await m.close();
  return { held, total };
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

/** What {@link asyncStallCase} measures, in seconds. */
export interface AsyncStall {
  /** One loop step without a save: the stand-in forward and backward, and Adam's step. */
  step: number;
  /** How long `save()` held the loop (the snapshot call). */
  saveCall: number;
  /** How long the manager's `prepare()` held the loop (building the payload to size the buffers). */
  prepareCall: number;
  /** When the buffers `prepare()` maps were mapped, after the call (on a worker thread, while the loop ran). */
  mapped: number;
  /** How long the optimizer steps after the first save waited for its copies (into the buffers `prepare()` mapped). */
  firstWait: number;
  /** The same for later saves (the previous save's buffers reused), median. */
  wait: number;
  /** Extra loop time of a loop with one later save against one without, median: the wait and the copy's share of memory bandwidth. */
  extra: number;
}

/**
 * The training loop's stall per asynchronous save: loops of `steps` steps of a fixed compute
 * (the forward and backward stand-in) and a real Adam step over the whole state, stepped as the
 * runner steps it ({@link stepAsCopied}: each parameter once its copies are made), yielding to
 * the event loop between steps; every other loop saves at its second step. One manager serves
 * all loops; as the runner does after its first step, `prepare()` maps the buffers of the
 * first save in the background, and later saves copy into the buffers the previous one left. Returns the waits for copies measured in the steps and the loops' extra
 * time, medians over `pairs` pairs of loops without and with a save.
 */
export async function asyncStallCase(state: ReturnType<typeof buildState>, dir: string, steps = 6, pairs = 3): Promise<AsyncStall> {
  const a = torch.randn([384, 384]).keep();
  const work = () => torch.scope(() => a.matmul(a).matmul(a).sum().item());
  const params = state.model.parameters();
  for (const p of params) p.grad = torch.zerosLike(p).keep();
  const m = new FileCheckpointManager({ dir, keepLatestK: 0, asyncMode: 'async' });
  const loop = async (save: boolean) => {
    let saveCall = 0;
    let waited = 0;
    const start = performance.now();
    for (let s = 1; s <= steps; s++) {
      work();
      waited += await stepAsCopied(state.opt, m.pendingCopies);
      const t = performance.now();
      await m.pendingCopies!.settled(); // as the runner's step does before the EMA and ZeRO's gathers
      waited += performance.now() - t;
      if (save && s === 2) {
        const c = performance.now();
        await m.save({ epoch: 0, globalStep: s, mode: 'step', isBest: false, forced: true, payload: state.payload, copyOrder: updateOrder(state.opt) });
        saveCall = (performance.now() - c) / 1000;
      }
      await new Promise<void>((r) => setImmediate(r));
    }
    const total = (performance.now() - start) / 1000;
    await m.wait();
    return { total, saveCall, waited: waited / 1000 };
  };
  await loop(false); // warm-up
  // As the runner does after its first optimizer step: the first save's buffers are mapped in
  // the background (while the next loop runs) before that save.
  const p0 = performance.now();
  const prepared = m.prepare(state.payload);
  const prepareCall = (performance.now() - p0) / 1000;
  const mappedAfter = prepared ? prepared.then(() => (performance.now() - p0) / 1000) : Promise.resolve(0);
  const extra: number[] = [];
  const calls: number[] = [];
  const waits: number[] = [];
  const bases: number[] = [];
  let firstWait = 0;
  for (let i = 0; i <= pairs; i++) {
    const base = await loop(false);
    if (i === 0) await mappedAfter;
    const withSave = await loop(true);
    if (i === 0) {
      firstWait = withSave.waited;
      continue;
    }
    extra.push(withSave.total - base.total);
    calls.push(withSave.saveCall);
    waits.push(withSave.waited);
    bases.push(base.total);
  }
  await m.close();
  state.opt.zeroGrad();
  a.dispose();
  return { step: median(bases) / steps, saveCall: median(calls), prepareCall, mapped: await mappedAfter, firstWait, wait: median(waits), extra: median(extra) };
}

/** A scratch directory for the files the cases write. */
export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tr-bench-ckpt-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type { Tensor };
