import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { Tensor, torch } from '../../../src/torch/index.js';
import { load, pyFloat, pyTuple, save } from '../../../src/torch/serialize/index.js';
import { craftedCorpus, mutatedArchives, torchArchive, writeCorpus } from '../../fixtures/serialize/crafted.js';

const here = dirname(fileURLToPath(import.meta.url));
const addon = process.env.TORCHRUNNER_ADDON ?? join(here, '..', '..', '..', 'build', 'Release', 'torchrunner.node');

// The deep and huge cases used to take 31 s, or allocate over 14 GB, before crashing. Their
// work is now linear in a file of at most a few MB; the bound is an order of magnitude above
// what they take on a busy 2-core machine, so it only trips on a return of that behaviour.
const FAST_MS = 10_000;

type ChildResult = { path: string; error: string | null; ms: number };

/** Runs the child loader over `paths`; returns its results and, if it died, why and where. */
function loadInChild(paths: string[]): { results: Map<string, ChildResult>; crash: string | null } {
  const child = spawnSync(process.execPath, [join(here, 'crafted-child.mjs'), addon, ...paths], {
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 16 << 20,
  });
  const results = new Map<string, ChildResult>();
  let last: string | null = null;
  for (const line of child.stdout.split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as ChildResult & { started?: boolean };
    if (r.started) last = r.path;
    else {
      results.set(r.path, r);
      last = null;
    }
  }
  const crash =
    child.status !== 0 || child.signal
      ? `the loader process ended with ${child.signal ?? `status ${child.status}`} while loading ${last ?? '(none)'}: ${child.stderr.slice(-2000)}`
      : null;
  return { results, crash };
}

const cases = craftedCorpus();
let dir: string;
let results: Map<string, ChildResult>;
let crash: string | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-crafted-'));
  const paths = writeCorpus(dir);
  // First in a child process, so a file that crashes the loader fails its test instead of
  // killing this worker.
  ({ results, crash } = loadInChild(paths));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('crafted torch.save files are rejected with an error naming the file', () => {
  for (const c of cases) {
    test(c.name, () => {
      const path = join(dir, `${c.name}.pth`);
      const r = results.get(path);
      expect(r, crash ?? `no result for ${c.name}`).toBeDefined();
      expect(r!.error).toMatch(c.message);
      if (c.large) expect(r!.ms).toBeLessThan(FAST_MS);

      const t0 = performance.now();
      let err: Error | undefined;
      try {
        load(path);
      } catch (e) {
        err = e as Error;
      }
      const ms = performance.now() - t0;
      expect(err?.message).toContain(path);
      expect(err?.message).toMatch(c.message);
      if (c.large) expect(ms).toBeLessThan(FAST_MS);
    });
  }
});

describe('randomly damaged pickles', () => {
  test('400 mutations of a real checkpoint pickle each load or fail with an error, never crash the process', () => {
    const base = join(dir, 'base.pth');
    save(
      {
        model: { w: torch.randn([3, 4]), b: torch.arange(4), t: torch.randn([4, 3]).t() },
        optimizer: { state: { 0: { step: 3, exp_avg: torch.zeros([3, 4]) } }, param_groups: [{ lr: 0.1, betas: pyTuple([0.9, pyFloat(1)]), params: [0] }] },
        epoch: 7,
        names: ['a', 'b', null, true],
        big: 2n ** 62n,
      },
      base,
    );
    const paths = mutatedArchives(readFileSync(base), 400).map((bytes, i) => {
      const path = join(dir, `mutated-${i}.pth`);
      writeFileSync(path, bytes);
      return path;
    });
    const { results: r, crash: died } = loadInChild(paths);
    expect(died).toBeNull();
    expect(r.size).toBe(paths.length);
    // Most mutations are caught; those that stay valid pickles load.
    const errors = [...r.values()].filter((x) => x.error !== null);
    expect(errors.length).toBeGreaterThan(paths.length / 2);
    // Every error is one of the loader's own explanations, not an internal failure.
    const explained = /pickle data is damaged or unsupported|refers to the Python class|claims \d+ elements|reaches beyond|negative|stride of another length|record '.*' is missing|cannot be converted to JS|contains itself|nested more than|cannot become a JS object key|unknown location|used with two different types|too many values/;
    for (const e of errors) expect(e.error, e.path).toMatch(explained);
  });
});

describe('rebuild functions of other PyTorch versions', () => {
  const int = (v: number) => Buffer.from([0x4b, v]); // BININT1
  const str = (s: string) => Buffer.concat([Buffer.from([0x8c, s.length]), Buffer.from(s)]);
  const floatStorage = (numel: number) =>
    Buffer.concat([Buffer.from('('), str('storage'), Buffer.from('ctorch\nFloatStorage\n'), str('0'), str('cpu'), int(numel), Buffer.from('tQ')]);
  const hooks = Buffer.from('ccollections\nOrderedDict\n)R');

  test('_rebuild_parameter_with_state (a Parameter with attributes) gives the tensor with requires_grad', () => {
    const pickle = Buffer.concat([
      Buffer.from([0x80, 0x02]),
      Buffer.from('ctorch._utils\n_rebuild_parameter_with_state\n('),
      Buffer.from('ctorch._utils\n_rebuild_tensor_v2\n('), floatStorage(4), int(0), Buffer.from('('), int(4), Buffer.from('t('), int(1), Buffer.from('t'), Buffer.from([0x89]), hooks, Buffer.from('tR'),
      Buffer.from([0x88]),
      hooks,
      Buffer.from('}'), str('note'), str('tagged'), Buffer.from('s'),
      Buffer.from('tR.'),
    ]);
    const path = join(dir, 'with-state.pth');
    writeFileSync(path, torchArchive(pickle, { 0: Buffer.from(new Float32Array([1, 2, 3, 4]).buffer) }));
    const t = load<Tensor>(path);
    expect(t.tolist()).toEqual([1, 2, 3, 4]);
    expect(t.requiresGrad).toBe(true);
  });

  test('_rebuild_tensor_v3 (PyTorch 2.x: untyped storage with a dtype argument) gives the tensor', () => {
    const pickle = Buffer.concat([
      Buffer.from([0x80, 0x02]),
      Buffer.from('ctorch._utils\n_rebuild_tensor_v3\n('),
      Buffer.from('('), str('storage'), Buffer.from('ctorch\nUntypedStorage\n'), str('0'), str('cpu'), int(16), Buffer.from('tQ'),
      int(1),
      Buffer.from('('), int(2), Buffer.from('t('), int(1), Buffer.from('t'),
      Buffer.from([0x89]),
      hooks,
      Buffer.from('ctorch\nfloat32\n'),
      Buffer.from('tR.'),
    ]);
    const path = join(dir, 'v3.pth');
    writeFileSync(path, torchArchive(pickle, { 0: Buffer.from(new Float32Array([1, 2, 3, 4]).buffer) }));
    const t = load<Tensor>(path);
    expect(t.dtype).toBe('float32');
    expect(t.tolist()).toEqual([2, 3]);
  });
});
