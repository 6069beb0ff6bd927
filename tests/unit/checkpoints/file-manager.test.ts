import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FileCheckpointManager, SMALL_STATE_ELEMENTS, type SavedCheckpoint } from '../../../src/checkpoints/file-manager.js';
import { sameFile } from '../../../src/checkpoints/links.js';
import { runFileJob, type FileStep } from '../../../src/torch/serialize/file-job.js';
import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { torch, type Tensor } from '../../../src/torch/index.js';
import { noGrad } from '../../../src/torch/autograd.js';
import { settledLive } from '../../support/memory.js';
import { tinyRun, values } from './payload.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-ckpt-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const point = (globalStep: number, extra: { isBest?: boolean; forced?: boolean } = {}) => ({
  epoch: 0,
  globalStep,
  mode: 'step' as const,
  isBest: extra.isBest ?? false,
  forced: extra.forced ?? false,
});

/** The step stored in a checkpoint file. */
function stepIn(path: string): number {
  const c = readCheckpoint(path);
  disposeTree(c);
  return c.state.globalStep as number;
}

const ckptDir = () => join(dir, 'checkpoints');
const history = () => readdirSync(ckptDir()).filter((n) => n.startsWith('ckpt-')).sort();

describe('FileCheckpointManager (synchronous)', () => {
  it('writes latest at every save and history on the interval, as hard links of latest', async () => {
    const run = tinyRun();
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10 });
    for (const s of [5, 10, 15, 20]) {
      run.setStep(s);
      await m.save({ ...point(s), payload: run.payload });
      if (s === 20) expect(sameFile(join(ckptDir(), 'ckpt-s000000000020.pth'), m.latestPath)).toBe(true);
    }
    run.setStep(25);
    await m.save({ ...point(25), payload: run.payload });
    expect(history()).toEqual(['ckpt-s000000000010.pth', 'ckpt-s000000000020.pth']);
    expect(stepIn(m.latestPath)).toBe(25);
    // latest was replaced by rename, so the history link kept its own bytes.
    expect(stepIn(join(ckptDir(), 'ckpt-s000000000020.pth'))).toBe(20);
    expect(readdirSync(ckptDir()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    const c = readCheckpoint(m.latestPath);
    expect(values(c.model.weight as Tensor)).toEqual(values(run.model.getParameter('weight')));
    expect(Object.keys(c.optimizer.state)).toEqual(['0', '1']);
    disposeTree(c);
    await m.close();
    run.dispose();
  });

  it('keepLatestK 2 keeps the two newest history files', async () => {
    const run = tinyRun();
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, keepLatestK: 2 });
    for (let s = 10; s <= 50; s += 10) {
      run.setStep(s);
      await m.save({ ...point(s), payload: run.payload });
    }
    expect(history()).toEqual(['ckpt-s000000000040.pth', 'ckpt-s000000000050.pth']);
    run.dispose();
  });

  it('writes best only on improvement and retention never removes what best is', async () => {
    const run = tinyRun();
    const saved: SavedCheckpoint[] = [];
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, keepLatestK: 1, onSaved: (s) => saved.push(s) });
    for (const [s, isBest] of [[10, true], [20, false], [30, false]] as const) {
      run.setStep(s);
      await m.save({ ...point(s, { isBest }), payload: run.payload });
    }
    expect(stepIn(m.bestPath)).toBe(10);
    expect(saved.map((x) => x.best !== null)).toEqual([true, false, false]);
    // keepLatestK 1 keeps s30 (latest) and s10 (what best is); s20 goes.
    expect(history()).toEqual(['ckpt-s000000000010.pth', 'ckpt-s000000000030.pth']);
    expect(saved[2]!.pruned).toEqual([join(ckptDir(), 'ckpt-s000000000020.pth')]);
    run.setStep(40);
    await m.save({ ...point(40, { isBest: true }), payload: run.payload });
    expect(stepIn(m.bestPath)).toBe(40);
    expect(history()).toEqual(['ckpt-s000000000040.pth']);
    run.dispose();
  });

  it('keepLatestK 0 keeps no history; a forced save off the interval writes latest only', async () => {
    const run = tinyRun();
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, keepLatestK: 0 });
    run.setStep(10);
    await m.save({ ...point(10), payload: run.payload });
    expect(history()).toEqual([]);
    const m2 = new FileCheckpointManager({ dir: ckptDir(), interval: 10 });
    run.setStep(13);
    await m2.save({ ...point(13, { forced: true }), payload: run.payload });
    expect(history()).toEqual([]);
    expect(stepIn(m2.latestPath)).toBe(13);
    run.dispose();
  });

  it('skips a forced save at the point it saved last (end of training right after an interval save)', async () => {
    const run = tinyRun();
    const saved: SavedCheckpoint[] = [];
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, onSaved: (s) => saved.push(s) });
    run.setStep(10);
    await m.save({ ...point(10, { isBest: true }), payload: run.payload });
    await m.save({ ...point(10, { isBest: true, forced: true }), payload: run.payload });
    run.setStep(12);
    await m.save({ ...point(12, { forced: true }), payload: run.payload });
    expect(saved.map((s) => s.point.globalStep)).toEqual([10, 12]);
    run.dispose();
  });

  it('frees the tensors the payload function made', async () => {
    const run = tinyRun();
    const m = new FileCheckpointManager({ dir: ckptDir() });
    const before = settledLive();
    for (let s = 1; s <= 3; s++) await m.save({ ...point(s), payload: run.payload });
    expect(settledLive()).toBe(before);
    run.dispose();
  });
});

describe.each(['small', 'large'] as const)('FileCheckpointManager (synchronous, background requests, %s state)', (size) => {
  // A large state is written from where it is while save awaits; a small one is copied, and written in the background.
  let big: Tensor | undefined;
  beforeEach(() => {
    big = size === 'large' ? torch.zeros([SMALL_STATE_ELEMENTS + 1]).keep() : undefined;
  });
  afterEach(() => big?.dispose());
  const payloadOf = (run: ReturnType<typeof tinyRun>) => () => ({ ...run.payload(), ...(big ? { big } : {}) });

  it('resolves once the payload is written; flush, renames and links finish by the next save or wait', async () => {
    const run = tinyRun();
    const saved: number[] = [];
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, onSaved: (x) => saved.push(x.point.globalStep) });
    const w = run.model.getParameter('weight');
    const expected = values(w);
    run.setStep(10);
    await m.save({ ...point(10), payload: payloadOf(run), background: true });
    // The bytes are written: training may change the weights now, without a copy having been made.
    noGrad(() => w.add_(1));
    run.setStep(11);
    await m.save({ ...point(11), payload: payloadOf(run), background: true });
    // A large state's next save published the first before writing its own; a small one's
    // may be queued behind it.
    if (size === 'large') expect(saved[0]).toBe(10);
    await m.wait();
    expect(values((readCheckpoint(join(ckptDir(), 'ckpt-s000000000010.pth')).model.weight as Tensor))).toEqual(expected);
    expect(saved).toEqual([10, 11]);
    expect(m.pending).toBe(0);
    expect(stepIn(m.latestPath)).toBe(11);
    expect(readdirSync(ckptDir()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await m.close();
    run.dispose();
  });

  it('reports a failure after the write at the next wait (at once without background), and removes the temporary file', async () => {
    const run = tinyRun();
    // A directory where the history file goes: the write succeeds, making the history link fails.
    mkdirSync(join(ckptDir(), 'ckpt-s000000000010.pth', 'x'), { recursive: true });
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10 });
    run.setStep(10);
    await m.save({ ...point(10), payload: payloadOf(run), background: true });
    await expect(m.wait()).rejects.toThrow(/Writing a checkpoint in '.*checkpoints' failed: cannot make '.*ckpt-s000000000010\.pth' from '.*latest\.pth'/);
    await expect(m.save({ ...point(20), payload: payloadOf(run) })).resolves.toBeUndefined();
    mkdirSync(join(ckptDir(), 'ckpt-s000000000030.pth', 'x'), { recursive: true });
    run.setStep(30);
    await expect(m.save({ ...point(30), payload: payloadOf(run) })).rejects.toThrow(/cannot make '.*ckpt-s000000000030\.pth'/);
    expect(readdirSync(ckptDir()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(stepIn(m.latestPath)).toBe(30);
    run.dispose();
  });

  it.runIf(size === 'small')('saves made while the previous one is flushed hold their own step\'s state and become latest in order', async () => {
    const run = tinyRun();
    const saved: number[] = [];
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 1, onSaved: (x) => saved.push(x.point.globalStep) });
    const w = run.model.getParameter('weight');
    const expected: number[][] = [];
    for (let step = 1; step <= 4; step++) {
      run.setStep(step);
      expected.push(values(w));
      await m.save({ ...point(step), payload: payloadOf(run), background: true });
      noGrad(() => w.add_(1));
    }
    await m.wait();
    expect(saved).toEqual([1, 2, 3, 4]);
    for (let step = 1; step <= 4; step++) {
      const c = readCheckpoint(join(ckptDir(), `ckpt-s00000000000${step}.pth`));
      expect([c.state.globalStep, values(c.model.weight as Tensor)]).toEqual([step, expected[step - 1]]);
      disposeTree(c);
    }
    expect(stepIn(m.latestPath)).toBe(4);
    expect(readdirSync(ckptDir()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await m.close();
    run.dispose();
  });

  it.runIf(size === 'small')('a save queued behind one that fails is not written, and the failure is reported once', async () => {
    const run = tinyRun();
    mkdirSync(join(ckptDir(), 'ckpt-s000000000001.pth', 'x'), { recursive: true });
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 1 });
    run.setStep(1);
    await m.save({ ...point(1), payload: payloadOf(run), background: true });
    run.setStep(2);
    // Queued behind the first, or (if that one already failed) reporting its failure.
    const second = await m.save({ ...point(2), payload: payloadOf(run), background: true }).then(
      () => null,
      (err: Error) => err,
    );
    if (second === null) await expect(m.wait()).rejects.toThrow(/cannot make '.*ckpt-s000000000001\.pth'/);
    else expect(second.message).toMatch(/cannot make '.*ckpt-s000000000001\.pth'/);
    await expect(m.wait()).resolves.toBeUndefined();
    expect(existsSync(join(ckptDir(), 'ckpt-s000000000002.pth'))).toBe(false);
    expect(stepIn(m.latestPath)).toBe(1);
    expect(readdirSync(ckptDir()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await m.close();
    run.dispose();
  });

  it('views of one storage are written as views of one storage', async () => {
    const m = new FileCheckpointManager({ dir: ckptDir() });
    const shared = torch.arange(6, { dtype: 'float32' }).keep();
    await m.save({ ...point(1), payload: () => ({ state: { globalStep: 1 }, model: { a: shared, b: shared.view([2, 3]).narrow(1, 1, 2), ...(big ? { big } : {}) } }), background: true });
    noGrad(() => shared.add_(100));
    await m.wait();
    const c = readCheckpoint(m.latestPath);
    expect(values(c.model.b as Tensor)).toEqual([1, 2, 4, 5]);
    noGrad(() => (c.model.a as Tensor).add_(1));
    expect(values(c.model.b as Tensor)).toEqual([2, 3, 5, 6]);
    disposeTree(c);
    shared.dispose();
  });

  it('copied tensors keep their dtype, shape and strides: scalars, empty, transposed and half-precision ones', async () => {
    const m = new FileCheckpointManager({ dir: ckptDir() });
    const model = {
      scalar: torch.full([], 7, { dtype: 'int64' }),
      empty: torch.zeros([0, 3]),
      flags: torch.tensor([true, false, true]),
      half: torch.tensor([0.5, -2, 3], { dtype: 'float16' }),
      transposed: torch.arange(6, { dtype: 'float64' }).view([2, 3]).t(),
    };
    const expected = Object.fromEntries(Object.entries(model).map(([k, t]) => [k, { dtype: t.dtype, shape: t.shape, values: t.toArray() }]));
    await m.save({ ...point(1), payload: () => ({ state: { globalStep: 1 }, model }), background: true });
    for (const t of Object.values(model)) noGrad(() => t.numel() > 0 && t.dtype !== 'bool' && t.add_(1));
    await m.wait();
    const c = readCheckpoint(m.latestPath);
    const got = c.model as Record<string, Tensor>;
    expect(Object.fromEntries(Object.entries(got).map(([k, t]) => [k, { dtype: t.dtype, shape: t.shape, values: t.toArray() }]))).toEqual(expected);
    expect(got.transposed!.isContiguous()).toBe(false);
    disposeTree(c);
    for (const t of Object.values(model)) t.dispose();
  });

  it('a write that fails is reported by save for a large state, by the next wait for a small one', async () => {
    const run = tinyRun();
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const m = new FileCheckpointManager({ dir: join(file, 'checkpoints') });
    const saving = m.save({ ...point(1), payload: payloadOf(run), background: true });
    if (size === 'large') {
      await expect(saving).rejects.toThrow(/torch\.saveAsync: cannot write '.*not-a-dir\/checkpoints\/latest\.pth': ENOTDIR/);
    } else {
      await expect(saving).resolves.toBeUndefined();
      await expect(m.wait()).rejects.toThrow(/Writing a checkpoint in '.*not-a-dir\/checkpoints' failed: torch\.saveAsync: cannot write '.*latest\.pth': ENOTDIR/);
    }
    run.dispose();
  });
});

describe('FileCheckpointManager (async)', () => {
  it('snapshots before save resolves and writes later, off the call', async () => {
    const run = tinyRun();
    const m = new FileCheckpointManager({ dir: ckptDir(), asyncMode: 'async' });
    const w = run.model.getParameter('weight');
    const expected = values(w);
    run.setStep(7);
    await m.save({ ...point(7), payload: run.payload });
    expect(existsSync(m.latestPath)).toBe(false);
    expect(m.pending).toBe(1);
    noGrad(() => w.add_(1)); // training goes on and changes the weights
    await m.wait();
    const c = readCheckpoint(m.latestPath);
    expect(values(c.model.weight as Tensor)).toEqual(expected);
    expect(c.state.globalStep).toBe(7);
    disposeTree(c);
    await m.close();
    run.dispose();
  });

  it('coalesces latest-only saves (newest wins) and never drops history or best saves', async () => {
    const run = tinyRun();
    const saved: SavedCheckpoint[] = [];
    const m = new FileCheckpointManager({ dir: ckptDir(), interval: 10, asyncMode: 'async', onSaved: (s) => saved.push(s) });
    const live = settledLive();
    for (const [s, isBest] of [[10, false], [11, false], [12, true], [13, false], [14, false], [20, false], [21, false], [22, false]] as const) {
      run.setStep(s);
      await m.save({ ...point(s, { isBest }), payload: run.payload });
    }
    await m.wait();
    expect(saved.map((x) => x.point.globalStep)).toEqual([10, 12, 20, 22]);
    expect(history()).toEqual(['ckpt-s000000000010.pth', 'ckpt-s000000000020.pth']);
    expect(stepIn(m.bestPath)).toBe(12);
    expect(stepIn(m.latestPath)).toBe(22);
    // Every snapshot, written or superseded, was released.
    expect(settledLive()).toBe(live);
    await m.close();
    await expect(m.save({ ...point(30), payload: run.payload })).rejects.toThrow(/save after close/);
    run.dispose();
  });

  it('reports a write failure at the next wait, naming the directory', async () => {
    const run = tinyRun();
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const m = new FileCheckpointManager({ dir: join(file, 'checkpoints'), asyncMode: 'async' });
    await m.save({ ...point(1), payload: run.payload });
    await expect(m.wait()).rejects.toThrow(/Writing a checkpoint in '.*not-a-dir\/checkpoints' failed/);
    run.dispose();
  });
});

describe('file jobs', () => {
  it('link steps copy when a hard link is impossible (another file system)', async () => {
    const shm = '/dev/shm';
    if (!existsSync(shm) || statSync(shm).dev === statSync(dir).dev) {
      console.warn('SKIPPING the copy fallback check: no second file system at /dev/shm');
      return;
    }
    const other = mkdtempSync(join(shm, 'tr-ckpt-'));
    try {
      const src = join(dir, 'a.pth');
      torch.save({ x: 1 }, src);
      const kinds = await runFileJob([
        { op: 'link', path: src, to: join(other, 'b.pth'), sync: true },
        { op: 'link', path: src, to: join(dir, 'c.pth') },
      ]);
      expect(kinds).toEqual(['copy', 'link']);
      expect(torch.load(join(other, 'b.pth'))).toEqual({ x: 1 });
      expect(sameFile(src, join(dir, 'c.pth'))).toBe(true);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('a failed step removes the files the job made and names the step', async () => {
    const target = join(dir, 'target.txt');
    const steps: FileStep[] = [
      { op: 'write', path: join(dir, '.a.tmp'), data: 'a', sync: true },
      { op: 'rename', path: join(dir, '.a.tmp'), to: target },
      { op: 'write', path: join(dir, '.b.tmp'), data: new Uint8Array([1, 2]) },
      { op: 'rename', path: join(dir, 'missing'), to: join(dir, 'b.txt') },
    ];
    await expect(runFileJob(steps)).rejects.toThrow(/cannot rename '.*missing' to '.*b\.txt': ENOENT \(No such file or directory\)/);
    expect(readdirSync(dir).sort()).toEqual(['target.txt']);
    expect(readFileSync(target, 'utf8')).toBe('a');
    await expect(runFileJob([{ op: 'write', path: target, data: 'b' }])).rejects.toThrow(/cannot write '.*target\.txt': EEXIST/);
    expect(readFileSync(target, 'utf8')).toBe('a');
  });

  it('a malformed step is refused before any step runs, naming the step and its field; data is written byte for byte', async () => {
    const a = join(dir, 'a.txt');
    const malformed = (steps: unknown[]) => runFileJob(steps as FileStep[]);
    await expect(malformed([{ op: 'write', path: a, data: 'x' }, { op: 'rename', path: a }])).rejects.toThrow('fileJobAsync: step 1: `to` must be a string');
    await expect(malformed([{ op: 'write', path: a, data: 'x' }, { op: 'touch', path: a }])).rejects.toThrow("fileJobAsync: step 1: unknown op 'touch'");
    await expect(malformed([{ op: 'write', path: a, data: 3 }])).rejects.toThrow('fileJobAsync: step 0: `data` must be a string or a Uint8Array');
    await expect(malformed([{ op: 'mkdir', path: 7 }])).rejects.toThrow('fileJobAsync: step 0: `path` must be a string');
    await expect(malformed([null])).rejects.toThrow('fileJobAsync: step 0 is not an object');
    await expect(malformed([{ op: 'archive', path: a }])).rejects.toThrow('an archive step needs pickleCommitAsync');
    expect(existsSync(a)).toBe(false);
    const b = join(dir, 'b.bin');
    await runFileJob([
      { op: 'write', path: a, data: 'é€😀' },
      { op: 'write', path: b, data: new Uint8Array(new Float32Array([1.5, -2]).buffer) },
    ]);
    expect(readFileSync(a, 'utf8')).toBe('é€😀');
    expect([...new Float32Array(new Uint8Array(readFileSync(b)).buffer)]).toEqual([1.5, -2]);
  });

  it('consecutive synced writes are flushed together before the next step; a failed one removes them all and is the step named', async () => {
    const sub = mkdtempSync(join(dir, 'batch-'));
    const write = (name: string, data: string): FileStep => ({ op: 'write', path: join(sub, `.${name}.tmp`), data, sync: true });
    const rename = (name: string): FileStep => ({ op: 'rename', path: join(sub, `.${name}.tmp`), to: join(sub, name) });
    await expect(runFileJob([write('a', 'A'), write('b', 'B'), rename('a'), rename('b'), { op: 'syncDir', path: sub }])).resolves.toEqual(['', '', '', '', '']);
    expect([readFileSync(join(sub, 'a'), 'utf8'), readFileSync(join(sub, 'b'), 'utf8')]).toEqual(['A', 'B']);
    // The third write cannot be made (its directory is missing): nothing is renamed, and neither
    // the two files written before it nor their targets change.
    const broken: FileStep = { op: 'write', path: join(sub, 'missing', '.c.tmp'), data: 'C', sync: true };
    await expect(runFileJob([write('a', 'A2'), write('b', 'B2'), broken, rename('a'), rename('b')])).rejects.toThrow(/cannot write '.*missing\/\.c\.tmp': ENOENT/);
    expect(readdirSync(sub).sort()).toEqual(['a', 'b']);
    expect([readFileSync(join(sub, 'a'), 'utf8'), readFileSync(join(sub, 'b'), 'utf8')]).toEqual(['A', 'B']);
  });

  it('a mkdir step makes the missing parents, accepts a directory that exists, and refuses a file in the way', async () => {
    const nested = join(dir, 'a', 'b', 'c');
    await expect(runFileJob([{ op: 'mkdir', path: nested }])).resolves.toEqual(['']);
    expect(statSync(nested).isDirectory()).toBe(true);
    await expect(runFileJob([{ op: 'mkdir', path: `${nested}/` }, { op: 'mkdir', path: join(dir, 'a') }])).resolves.toEqual(['', '']);
    writeFileSync(join(dir, 'file'), 'x');
    await expect(runFileJob([{ op: 'mkdir', path: join(dir, 'file') }])).rejects.toThrow(/cannot make the directory '.*file': ENOTDIR/);
    await expect(runFileJob([{ op: 'mkdir', path: join(dir, 'file', 'sub') }])).rejects.toThrow(/cannot make the directory '.*file\/sub': ENOTDIR/);
  });

  it('a sync step flushes a file an earlier job wrote, which the job then removes if a later step fails', async () => {
    const a = join(dir, '.a.tmp');
    await runFileJob([{ op: 'write', path: a, data: 'a' }]);
    await expect(runFileJob([{ op: 'sync', path: a }, { op: 'rename', path: a, to: join(dir, 'a.txt') }])).resolves.toEqual(['', '']);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('a');
    const b = join(dir, '.b.tmp');
    await runFileJob([{ op: 'write', path: b, data: 'b' }]);
    await expect(runFileJob([{ op: 'sync', path: b }, { op: 'rename', path: join(dir, 'missing'), to: join(dir, 'c.txt') }])).rejects.toThrow(/cannot rename/);
    expect(existsSync(b)).toBe(false);
    await expect(runFileJob([{ op: 'sync', path: join(dir, 'gone.tmp') }])).rejects.toThrow(/cannot flush '.*gone\.tmp': ENOENT/);
  });
});
