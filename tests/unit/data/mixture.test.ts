// MixtureDataset and MixtureSampler over real memory-mapped token files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../../src/config/index.js';
import { DataLoader, MixtureDataset, MixtureSampler, type MixtureSamplerOptions, type TokenSample } from '../../../src/data/index.js';
import { buildLoaders } from '../../../src/runners/index.js';

const BLOCK = 4;
const dir = mkdtempSync(join(tmpdir(), 'mixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A token file whose window `i` starts with token `source * 100000 + i * BLOCK`, so a batch's
 * first column says which source and which window each row is.
 */
function tokenFile(source: number, windows: number): string {
  const path = join(dir, `source${source}.bin`);
  const ids = Int32Array.from({ length: windows * BLOCK + 1 }, (_, t) => source * 100000 + t);
  writeFileSync(path, Buffer.from(ids.buffer));
  return path;
}

const SIZES = [40, 25, 60];
const paths = SIZES.map((n, s) => tokenFile(s, n));

function mixture(weights = [1, 1, 1]): MixtureDataset {
  return new MixtureDataset({ sources: paths.map((path, s) => ({ path, dtype: 'int32', weight: weights[s] })), blockSize: BLOCK });
}

/** (source, window) of each row of a batch, read from its first tokens. */
function rows(batch: TokenSample): [number, number][] {
  const first = batch.input.select(1, 0).tolist() as number[];
  const ok = (batch.target.select(1, 0).tolist() as number[]).every((t, i) => t === first[i]! + 1);
  if (!ok) throw new Error('target is not input shifted by one');
  batch.input.dispose();
  batch.target.dispose();
  return first.map((v) => [Math.floor(v / 100000), (v % 100000) / BLOCK]);
}

/** The first `count` batches of a loader over `ds` with a mixture sampler, as (source, window) rows. */
function batches(ds: MixtureDataset, options: MixtureSamplerOptions, count: number, state?: unknown): { rows: [number, number][][]; loader: DataLoader<unknown, TokenSample> } {
  const sampler = new MixtureSampler(ds, options);
  const loader = new DataLoader(ds, { batchSize: options.batchSize, sampler }) as DataLoader<unknown, TokenSample>;
  if (state) loader.loadStateDict(JSON.parse(JSON.stringify(state)));
  const out: [number, number][][] = [];
  while (out.length < count) {
    for (const b of loader) {
      out.push(rows(b));
      if (out.length === count) break;
    }
  }
  return { rows: out, loader };
}

describe('MixtureDataset', () => {
  it('puts the sources behind one index space and builds mixed batches in the order asked', () => {
    const ds = mixture();
    expect(ds.length).toBe(125);
    expect(ds.offsets).toEqual([0, 40, 65]);
    expect(ds.locate(64)).toEqual({ source: 1, index: 24 });
    expect(rows(ds.getBatch([70, 3, 41, 65, 0]) as TokenSample)).toEqual([[2, 5], [0, 3], [1, 1], [2, 0], [0, 0]]);
    ds.dispose();
  });

  it('names a source without data or weight', () => {
    expect(() => new MixtureDataset({ sources: [{ path: paths[0]! }] })).toThrow(/sources\[0\] is a token file .*give blockSize/);
    expect(() => new MixtureDataset({ sources: [{ path: paths[0]!, dtype: 'int32', weight: -1 }], blockSize: BLOCK })).toThrow(/sources\[0\]\.weight is -1/);
  });
});

describe('MixtureSampler', () => {
  it('realises the configured weights within 1% over 10,000 samples (through a DataLoader)', () => {
    const ds = mixture([5, 3, 2]);
    const { rows: got } = batches(ds, { batchSize: 50, seed: 11 }, 200);
    const counts = [0, 0, 0];
    for (const b of got) for (const [s] of b) counts[s]! += 1;
    expect(counts.reduce((a, b) => a + b)).toBe(10000);
    const realised = counts.map((c) => c / 10000);
    [0.5, 0.3, 0.2].forEach((w, s) => expect(Math.abs(realised[s]! - w)).toBeLessThan(0.01));
    // every window of a source is used before any is repeated (each source in its own shuffled order)
    for (let s = 0; s < 3; s++) {
      const seq = got.flat().filter(([src]) => src === s).map(([, w]) => w);
      for (let start = 0; start + SIZES[s]! <= seq.length; start += SIZES[s]!) {
        expect(new Set(seq.slice(start, start + SIZES[s]!)).size).toBe(SIZES[s]);
      }
      expect(seq.slice(0, SIZES[s]!)).not.toEqual([...Array(SIZES[s]!).keys()]);
    }
    ds.dispose();
  });

  it('realises the weights within 1% with steps of 3 draws too (weights that are not multiples of 1/3)', () => {
    const ds = mixture();
    const sampler = new MixtureSampler(ds, { batchSize: 3, weights: [0.7, 0.2, 0.1], seed: 3 });
    const counts = [0, 0, 0];
    for (let k = 0; k < 10000; k++) counts[sampler.sourceOf(k)]! += 1;
    [0.7, 0.2, 0.1].forEach((w, s) => expect(Math.abs(counts[s]! / 10000 - w)).toBeLessThan(0.01));
    ds.dispose();
  });

  it('reads each source sequentially without shuffle', () => {
    const ds = mixture();
    const { rows: got } = batches(ds, { batchSize: 10, seed: 1, shuffle: false }, 20);
    for (let s = 0; s < 3; s++) {
      const seq = got.flat().filter(([src]) => src === s).map(([, w]) => w);
      expect(seq).toEqual(seq.map((_, i) => i % SIZES[s]!));
    }
    ds.dispose();
  });

  it('a phase change at step k takes effect at step k exactly', () => {
    const ds = mixture();
    // batchSize 4 × accumSteps 2: a step is two batches of the loader.
    const options = { batchSize: 4, accumSteps: 2, seed: 5, weights: [1, 1, 0], phases: [{ step: 7, weights: [1, 3, 0] }, { step: 12, weights: [0, 0, 1] }] };
    const { rows: got } = batches(ds, options, 40);
    for (let step = 0; step < 20; step++) {
      const draws = [...got[2 * step]!, ...got[2 * step + 1]!].map(([s]) => s);
      const counts = [0, 1, 2].map((s) => draws.filter((x) => x === s).length);
      if (step < 7) expect([step, counts]).toEqual([step, [4, 4, 0]]);
      else if (step < 12) expect([step, counts]).toEqual([step, [2, 6, 0]]);
      else expect([step, counts]).toEqual([step, [0, 0, 8]]);
    }
    const sampler = new MixtureSampler(ds, options);
    expect(sampler.weightsAt(6)).toEqual([0.5, 0.5, 0]);
    expect(sampler.weightsAt(7)).toEqual([0.25, 0.75, 0]);
    ds.dispose();
  });

  it('2 ranks draw the same global batches as 1 rank', () => {
    const ds = mixture([2, 1, 1]);
    const common = { seed: 9, accumSteps: 2, numSamples: undefined, phases: [{ step: 3, weights: [1, 1, 4] }] };
    const one = batches(ds, { ...common, batchSize: 8 }, 30).rows;
    const ranks = [0, 1].map((rank) => batches(ds, { ...common, batchSize: 4, numReplicas: 2, rank }, 30).rows);
    for (let b = 0; b < 30; b++) {
      const union = [...ranks[0]![b]!, ...ranks[1]![b]!].map(String).sort();
      expect(union).toEqual(one[b]!.map(String).sort());
      // rank r holds the draws r, r + 2, ... of the global batch
      expect(ranks[1]![b]).toEqual(one[b]!.filter((_, i) => i % 2 === 1));
    }
    ds.dispose();
  });

  it('resumes exactly from a loader state, within and across passes, on the same or another number of ranks', () => {
    const ds = mixture([3, 1, 2]);
    const options = { batchSize: 6, seed: 2, numSamples: 36, phases: [{ step: 9, weights: [0, 1, 1] }] };
    const reference = batches(ds, options, 40).rows;
    for (const stopAt of [4, 6, 13, 25]) {
      const first = batches(ds, options, stopAt);
      const state = first.loader.stateDict();
      expect(state.sampler).toMatchObject({ portable: true, seed: 2 });
      const resumed = batches(ds, options, 40 - stopAt, state).rows;
      expect([...first.rows, ...resumed]).toEqual(reference);
    }
    // A state saved by 2 ranks of batchSize 3 resumes on 1 rank of batchSize 6.
    const halves = [0, 1].map((rank) => batches(ds, { ...options, batchSize: 3, numSamples: 18, numReplicas: 2, rank }, 13));
    const resumed = batches(ds, options, 40 - 13, halves[0]!.loader.stateDict()).rows;
    expect(resumed).toEqual(reference.slice(13));
    ds.dispose();
  });

  it('restores the draw counter and per-source positions from its own state', () => {
    const ds = mixture();
    const a = new MixtureSampler(ds, { batchSize: 5, seed: 4, numSamples: 20 });
    const passes = [...a, ...a];
    expect(passes).toHaveLength(40);
    const state = a.stateDict();
    expect(state).toMatchObject({ epoch: 2, draws: 40 });
    expect((state.positions as string).split(',').map(Number).reduce((x, y) => x + y)).toBe(40);
    const b = new MixtureSampler(ds, { batchSize: 5, seed: 4, numSamples: 20 });
    b.loadStateDict(state);
    const c = new MixtureSampler(ds, { batchSize: 5, seed: 4, numSamples: 20 });
    c.setEpoch(2);
    expect(c.stateDict()).toEqual(state);
    expect([...b]).toEqual([...a]);
    expect(() => new MixtureSampler(ds, { batchSize: 5, seed: 5 }).loadStateDict(state)).toThrow(/saved with seed 4 but this sampler has seed 5/);
    expect(() => new MixtureSampler(ds, { batchSize: 5, weights: [1, 1] })).toThrow(/weights must be an array of 3 numbers/);
    expect(() => new MixtureSampler(ds, { batchSize: 5, phases: [{ step: 4, weights: [1, 1, 1] }, { step: 2, weights: [1, 1, 1] }] })).toThrow(/phases\[1\]\.step \(2\) must be greater/);
    ds.dispose();
  });
});

describe('dataloader.mixture in a YAML config', () => {
  it('gives a split over a MixtureDataset a MixtureSampler with its weights and phases, per rank', () => {
    const file = join(dir, 'mixture.yaml');
    writeFileSync(
      file,
      ['seed: 7', 'steps: 100', 'accumSteps: 2', 'dataloader:', '  batchSize: 4', '  splits:', '    train:', '      shuffle: true', '      mixture:', '        weights: [1, 0, 1]', '        phases:', '          - { step: 10, weights: [0, 1, 0] }', ''].join('\n'),
    );
    const config = loadConfig({ files: file });
    const ds = mixture();
    const loaders = buildLoaders({ train: ds, val: ds }, {}, config, { rank: 1, worldSize: 2 });
    const sampler = loaders.train!.sampler as MixtureSampler;
    expect(sampler).toBeInstanceOf(MixtureSampler);
    expect(sampler).toMatchObject({ seed: 7, batchSize: 4, accumSteps: 2, numReplicas: 2, rank: 1, shuffle: true, samplesPerStep: 16 });
    expect(sampler.weightsAt(9)).toEqual([0.5, 0, 0.5]);
    expect(sampler.weightsAt(10)).toEqual([0, 1, 0]);
    // the val split has no mixture section: the dataset's own weights, sequential sources
    expect((loaders.val!.sampler as MixtureSampler).weightsAt(10)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect((loaders.val!.sampler as MixtureSampler).shuffle).toBe(false);
    // evaluation splits draw the same samples at every evaluation (every pass), train splits move on
    const val = loaders.val!.sampler as MixtureSampler;
    expect(val.fixed).toBe(true);
    expect(sampler.fixed).toBe(false);
    const firstVal = [...val];
    val.setEpoch(3);
    expect([...val]).toEqual(firstVal);
    expect([...sampler]).not.toEqual([...sampler]);

    const wrong = loadConfig({ object: { dataloader: { mixture: { weights: [1, 2] } } } });
    expect(() => buildLoaders({ train: ds }, {}, wrong, { rank: 0, worldSize: 1 })).toThrow(/dataloader\.mixture \(split 'train'\): MixtureSampler: weights must be an array of 3 numbers/);
    expect(() => loadConfig({ object: { dataloader: { mixture: { phases: [{ step: -1, weights: [1] }] } } } })).toThrow(/dataloader\.mixture\.phases\[0\]\.step/);
    ds.dispose();
  });
});
