import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/torch/index.js';
import { load, pyFloat, pyTuple, save, saveAsync, type Loaded } from '../../../src/torch/serialize/index.js';
import { pythonMissing, runPython, runPythonJson, type Described } from './python.js';
import { testDamagedFiles, type DamagedCase } from './damaged.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-pickle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const values = (t: Tensor) => Array.from(t.to('float64').toArray() as Float64Array);

/** Compares a loaded JS value with describe.py's description of the Python value. */
function expectMatches(js: Loaded, py: Described, path = 'value'): void {
  if ('tensor' in py) {
    expect(js, path).toBeInstanceOf(Tensor);
    const t = js as Tensor;
    expect(t.dtype, path).toBe(py.tensor);
    expect(t.shape, path).toEqual(py.shape);
    const got = t.dtype === 'bool' ? Array.from(t.to('int64').toArray() as BigInt64Array, Number) : values(t);
    expect(got, path).toEqual(py.values);
  } else if ('dict' in py) {
    expect(typeof js, path).toBe('object');
    const obj = js as Record<string, Loaded>;
    expect(Object.keys(obj), path).toEqual(py.dict.map(([, k]) => k));
    for (const [, k, v] of py.dict) expectMatches(obj[k]!, v, `${path}.${k}`);
  } else if ('list' in py || 'tuple' in py) {
    const items = 'list' in py ? py.list : py.tuple;
    expect(Array.isArray(js), path).toBe(true);
    expect((js as Loaded[]).length, path).toBe(items.length);
    items.forEach((v, i) => expectMatches((js as Loaded[])[i]!, v, `${path}[${i}]`));
  } else if ('int' in py) {
    expect(typeof js === 'bigint' ? js.toString() : String(js), path).toBe(py.int);
  } else if ('float' in py) {
    expect(js, path).toBe(py.float);
  } else if ('str' in py) {
    expect(js, path).toBe(py.str);
  } else if ('bool' in py) {
    expect(js, path).toBe(py.bool);
  } else {
    expect(js, path).toBeNull();
  }
}

describe('torch.save / torch.load round trip', () => {
  test('nested objects, arrays, numbers, strings, booleans, null and tensors come back equal', () => {
    const w = torch.tensor([[1.5, -2], [3, 4]]);
    const obj = {
      model: { 'fc.weight': w, 'fc.bias': torch.tensor([0.5, 0.25], { dtype: 'float64' }) },
      step: 7,
      lr: 0.01,
      name: 'résumé ✓',
      done: false,
      nothing: null,
      list: [1, 'two', [3, { four: 4 }], true],
      tuple: pyTuple([1, 2.5]),
      asFloat: pyFloat(2),
      big: 2n ** 62n,
      ints: torch.arange(6).reshape([2, 3]),
      mask: torch.tensor([true, false]),
      empty: {},
    };
    const path = join(dir, 'nested.pth');
    save(obj, path);
    const back = load<any>(path);
    expect(Object.keys(back)).toEqual(Object.keys(obj));
    expect(values(back.model['fc.weight'])).toEqual([1.5, -2, 3, 4]);
    expect(back.model['fc.weight'].shape).toEqual([2, 2]);
    expect(back.model['fc.bias'].dtype).toBe('float64');
    expect(back.step).toBe(7);
    expect(back.lr).toBe(0.01);
    expect(back.name).toBe('résumé ✓');
    expect(back.done).toBe(false);
    expect(back.nothing).toBeNull();
    expect(back.list).toEqual([1, 'two', [3, { four: 4 }], true]);
    expect(back.tuple).toEqual([1, 2.5]);
    expect(back.asFloat).toBe(2);
    expect(back.big).toBe(2n ** 62n);
    expect(back.ints.dtype).toBe('int64');
    expect(back.ints.tolist()).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(back.mask.tolist()).toEqual([true, false]);
    expect(back.empty).toEqual({});
  });

  test('integer-keyed objects and Maps round-trip as int-keyed dicts', () => {
    const path = join(dir, 'intkeys.pth');
    save({ state: { 0: { step: 1 }, 1: { step: 2 } }, byMap: new Map([[5, 'five']]) }, path);
    const back = load<any>(path);
    expect(back.state).toEqual({ 0: { step: 1 }, 1: { step: 2 } });
    expect(back.byMap).toEqual({ 5: 'five' });
  });

  test('a loaded tensor does not share memory with the saved one', () => {
    const t = torch.tensor([1, 2, 3], { dtype: 'float32' });
    const path = join(dir, 'copy.pth');
    save(t, path);
    const back = load<Tensor>(path);
    t.add_(10);
    expect(values(back)).toEqual([1, 2, 3]);
  });

  test('unsupported values are rejected with their path and nothing is written', () => {
    const path = join(dir, 'bad.pth');
    expect(() => save({ a: { b: [1, () => 2] } } as any, path)).toThrow(/obj\.a\.b\[1\]/);
    expect(() => save({ when: new Date() } as any, path)).toThrow(/Date instance at obj\.when/);
    const cyclic: any = { x: 1 };
    cyclic.self = cyclic;
    expect(() => save(cyclic, path)).toThrow(/reference cycle/);
    expect(() => save(new Map<any, any>([[1, 'a'], ['b', 2]]), path)).toThrow(/all strings or all integers/);
    // Paths through every kind of container: object keys (quoted when not identifiers), list
    // and tuple indices, int-keyed Maps; the error's class is the one each case throws.
    expect(() => save({ model: { 'layer.0': [0, pyTuple([1, new Map([[7, { when: new Date() }]])])] } } as any, path)).toThrow(
      /cannot save the Date instance at obj\.model\["layer\.0"\]\[1\]\[1\]\[7\]\.when: only plain objects/,
    );
    const gone = torch.zeros([1]);
    gone.dispose();
    const err = (() => {
      try {
        save({ state: { 0: { buf: gone } } }, path);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(TypeError);
    expect(err?.message).toBe('cannot save the Tensor at obj.state["0"].buf: it was disposed');
    expect(() => save({ f: Symbol('s') } as any, path)).toThrow(TypeError);
    expect(readdirSync(dir).filter((f) => f.startsWith('bad') || f.includes('.bad.pth'))).toEqual([]);
  });
});

describe('atomic writes', () => {
  test('saving over a file replaces it and leaves no temporary files', () => {
    const sub = mkdtempSync(join(dir, 'atomic-'));
    const path = join(sub, 'ckpt.pth');
    save({ v: 1 }, path);
    save({ v: 2 }, path);
    expect(load<any>(path).v).toBe(2);
    expect(readdirSync(sub)).toEqual(['ckpt.pth']);
  });

  test('a failed save leaves the previous file intact', () => {
    const sub = mkdtempSync(join(dir, 'atomic-'));
    const path = join(sub, 'ckpt.pth');
    save({ v: 1 }, path);
    const before = readFileSync(path);
    const disposed = torch.ones([2]);
    disposed.dispose();
    expect(() => save({ v: 2, t: disposed }, path)).toThrow(/disposed/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(sub)).toEqual(['ckpt.pth']);
  });

  test('a missing directory is reported with the path', () => {
    expect(() => save({ v: 1 }, join(dir, 'no', 'such', 'dir', 'x.pth'))).toThrow(/x\.pth.*does not exist/);
  });
});

describe('saveAsync', () => {
  test('writes the same archive as save, atomically, and the tensors may be disposed once it is called', async () => {
    const sub = mkdtempSync(join(dir, 'async-'));
    const w = torch.randn([256, 64]);
    const expected = values(w);
    const syncPath = join(sub, 'sync.pth');
    save({ w, step: 3, tag: 'a' }, syncPath);
    await saveAsync({ w, step: 3, tag: 'a' }, join(sub, 'same.pth'));
    expect(readFileSync(join(sub, 'same.pth')).equals(readFileSync(syncPath))).toBe(true);
    const path = join(sub, 'async.pth');
    const pending = saveAsync({ w, step: 3, tag: 'a' }, path);
    // Pickled on the worker thread after this: with no other reference left, the tensor is
    // not memoized, so the bytes differ from the archive above but the contents do not.
    w.dispose();
    await pending;
    expect(readdirSync(sub).sort()).toEqual(['async.pth', 'same.pth', 'sync.pth']);
    const back = load<{ w: Tensor; step: number; tag: string }>(path);
    expect(values(back.w)).toEqual(expected);
    expect(back.step).toBe(3);
    expect(back.tag).toBe('a');
  });

  test('several saves in flight at once each complete', async () => {
    const sub = mkdtempSync(join(dir, 'async-'));
    await Promise.all([0, 1, 2, 3].map((i) => saveAsync({ i, t: torch.full([1000], i) }, join(sub, `${i}.pth`))));
    for (const i of [0, 1, 2, 3]) {
      const back = load<{ i: number; t: Tensor }>(join(sub, `${i}.pth`));
      expect(back.i).toBe(i);
      expect(back.t.sum().item()).toBe(1000 * i);
    }
  });

  test('a missing directory rejects with the path, and bad values reject before anything is written', async () => {
    await expect(saveAsync({ v: 1 }, join(dir, 'no', 'such', 'y.pth'))).rejects.toThrow(/y\.pth.*does not exist/);
    await expect(saveAsync({ f: (() => 1) as any }, join(dir, 'z.pth'))).rejects.toThrow(/obj\.f/);
    expect(readdirSync(dir).filter((f) => f.includes('z.pth'))).toEqual([]);
  });
});

describe('damaged and foreign files give errors naming the file', () => {
  let good: Buffer;
  beforeAll(() => {
    const path = join(dir, 'good.pth');
    save({ w: torch.randn([64, 64]), step: 3 }, path);
    good = readFileSync(path);
  });

  const cases: DamagedCase[] = [
    ['missing.pth', () => null, /no such file/],
    ['empty.pth', () => Buffer.alloc(0), /empty/],
    ['random.pth', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)), /not a torch\.save file/],
    ['truncated-half.pth', () => good.subarray(0, good.length >> 1), /truncated/],
    ['truncated-tail.pth', () => good.subarray(0, good.length - 10), /truncated/],
    ['zip-header-only.pth', () => good.subarray(0, 40), /truncated/],
  ];
  testDamagedFiles(() => dir, cases, (path) => load(path));

  test('flipped bytes inside a tensor record are detected (CRC)', () => {
    const path = join(dir, 'flipped.pth');
    const bytes = Buffer.from(good);
    const at = bytes.indexOf(Buffer.from('data/0')) + 200;
    for (let i = 0; i < 64; i++) bytes[at + i] = bytes[at + i]! ^ 0xff;
    writeFileSync(path, bytes);
    expect(() => load(path)).toThrow(/flipped\.pth.*record '.*data\/0' fails its CRC-32 check/);
    // Without the check the damaged values load: the option really skips it.
    const back = load<{ w: Tensor }>(path, { verify: false });
    expect(back.w.shape).toEqual([64, 64]);
  });

  test('a large archive is read on several threads: every tensor in place, and a damaged record still named', () => {
    // 40 MB in 10 records: over the size from which the records are read in parallel.
    const path = join(dir, 'large.pth');
    const tensors = Array.from({ length: 10 }, (_, i) => torch.arange(0, 1_000_000).add(i * 1e6));
    save({ tensors, tag: 'large' }, path);
    const back = load<{ tensors: Tensor[]; tag: string }>(path);
    expect(back.tag).toBe('large');
    back.tensors.forEach((t, i) => expect(t.equal(tensors[i]!)).toBe(true));
    const bytes = readFileSync(path);
    const at = bytes.indexOf(Buffer.from('data/7')) + 4096;
    bytes[at] = bytes[at]! ^ 0x01;
    writeFileSync(path, bytes);
    expect(() => load(path)).toThrow(/large\.pth.*record '.*data\/7' fails its CRC-32 check/);
  });

  test('mapLocation moves tensors to the device named, and an unknown device is an error naming the file', () => {
    const path = join(dir, 'good-map.pth');
    writeFileSync(path, good);
    expect(load<{ w: Tensor }>(path, { mapLocation: 'cpu' }).w.device).toBe('cpu');
    expect(() => load(path, { mapLocation: 'tpu:0' })).toThrow(/good-map\.pth.*tpu/);
  });

  test('damaged pickle data is rejected before unpickling, also without the CRC check', () => {
    const bad = join(dir, 'badpickle.pth');
    save({ v: 1 }, bad);
    const bytes = readFileSync(bad);
    const at = bytes.indexOf(Buffer.from([0x80, 0x02])); // the pickle's PROTO 2 header
    expect(at).toBeGreaterThan(0);
    bytes[at] = 0x30; // POP on an empty stack
    bytes[at + 1] = 0x30;
    writeFileSync(bad, bytes);
    expect(() => load(bad)).toThrow(/badpickle\.pth.*data\.pkl' fails its CRC-32 check/);
    expect(() => load(bad, { verify: false })).toThrow(/badpickle\.pth.*pickle data is damaged.*needs more values than the stack holds/);
  });
});

describe.skipIf(pythonMissing !== null)('interoperability with Python torch.save / torch.load', () => {
  let made: string;
  let expected: { state_dict: Described; checkpoint: Described; parameters: Described; views: Described };
  beforeAll(() => {
    made = mkdtempSync(join(dir, 'py-'));
    runPython('serialize/make_pickles.py', [made]);
    expected = JSON.parse(readFileSync(join(made, 'expected.json'), 'utf8'));
  });

  test("a Python model.state_dict() (OrderedDict with _metadata) loads with equal tensors", () => {
    const sd = load<Record<string, Tensor>>(join(made, 'state_dict.pth'));
    expect(Object.keys(sd)).toEqual(['0.weight', '0.bias', '1.weight', '1.bias', '1.running_mean', '1.running_var', '1.num_batches_tracked', '3.weight', '3.bias']);
    expectMatches(sd, expected.state_dict);
  });

  test('a Python checkpoint with an optimizer state dict loads: int keys, tuples, floats, big ints, float16', () => {
    const ck = load<any>(join(made, 'checkpoint.pth'));
    expectMatches(ck, expected.checkpoint);
    expect(Object.keys(ck.optimizer.state)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(ck.optimizer.param_groups[0].betas).toEqual([0.9, 0.999]);
    expect(ck.big).toBe(2n ** 60n);
    expect(ck.half.dtype).toBe('float16');
  });

  test('a checkpoint saved here loads in Python with the same values and types', () => {
    const sd = { 'fc.weight': torch.randn([3, 2]), 'fc.bias': torch.tensor([0.5, -1], { dtype: 'float64' }), 'bn.num_batches_tracked': torch.tensor(4) };
    const obj = {
      model: sd,
      optimizer: {
        state: { 0: { step: torch.tensor(2, { dtype: 'float32' }), exp_avg: torch.ones([3, 2]) } },
        param_groups: [{ lr: 0.001, betas: pyTuple([0.9, 0.999]), weight_decay: 0, eps: pyFloat(1), params: [0, 1] }],
      },
      epoch: 2,
      tag: 'x',
      flags: [true, null],
      big: 2n ** 60n,
    };
    const path = join(dir, 'to-python.pth');
    save(obj, path);
    const py = runPythonJson<Described>('serialize/check_pickle.py', [path, '--full']);
    expect(py).toHaveProperty('dict');
    const d = Object.fromEntries((py as { dict: [string, string, Described][] }).dict.map(([type, k, v]) => [k, { type, v }]));
    expectMatches(sd as Loaded, d.model!.v);
    const opt = (d.optimizer!.v as { dict: [string, string, Described][] }).dict;
    const state = opt.find(([, k]) => k === 'state')![2] as { dict: [string, string, Described][] };
    expect(state.dict.map(([type, k]) => [type, k])).toEqual([['int', '0']]);
    const group = ((opt.find(([, k]) => k === 'param_groups')![2] as { list: Described[] }).list[0] as { dict: [string, string, Described][] }).dict;
    const byKey = Object.fromEntries(group.map(([, k, v]) => [k, v]));
    expect(byKey.lr).toEqual({ float: 0.001 });
    expect(byKey.betas).toEqual({ tuple: [{ float: 0.9 }, { float: 0.999 }] });
    expect(byKey.weight_decay).toEqual({ int: '0' });
    expect(byKey.eps).toEqual({ float: 1 });
    expect(byKey.params).toEqual({ list: [{ int: '0' }, { int: '1' }] });
    expect(d.epoch!.v).toEqual({ int: '2' });
    expect(d.flags!.v).toEqual({ list: [{ bool: true }, { none: true }] });
    expect(d.big!.v).toEqual({ int: String(2n ** 60n) });
  });

  test('a Python state dict saved back from here loads in Python (weights_only=True) unchanged', () => {
    const sd = load<Record<string, Tensor>>(join(made, 'state_dict.pth'));
    const path = join(dir, 'resaved.pth');
    save(sd, path);
    const py = runPythonJson<Described>('serialize/check_pickle.py', [path]);
    expect(py).toEqual({ ...(expected.state_dict as object), class: 'dict' });
  });

  test('dict(model.named_parameters()) (nn.Parameter objects) loads as tensors with their requires_grad', () => {
    const params = load<Record<string, Tensor>>(join(made, 'parameters.pth'));
    expectMatches(params, expected.parameters);
    const byName = Object.fromEntries((expected.parameters as { dict: [string, string, Described][] }).dict.map(([, k, v]) => [k, v]));
    for (const [name, t] of Object.entries(params)) {
      expect(t.requiresGrad, name).toBe((byName[name] as { requires_grad: boolean }).requires_grad);
    }
    expect(params['3.bias']!.requiresGrad).toBe(false);
    expect(params['0.weight']!.requiresGrad).toBe(true);
  });

  test('views sharing one storage (offsets, transposes, strides) load with the same values', () => {
    const views = load<Record<string, Tensor>>(join(made, 'views.pth'));
    expectMatches(views, expected.views);
    expect(views.t!.stride()).toEqual([1, 6]);
    expect(views.strided!.tolist()).toEqual([[6, 9], [18, 21]]);
  });

  test("the legacy (pre-1.6) format and TorchScript archives are named as such", () => {
    expect(() => load(join(made, 'legacy.pth'))).toThrow(/legacy\.pth.*legacy \(pre-1\.6\)/);
    expect(() => load(join(made, 'script.pt'))).toThrow(/script\.pt.*TorchScript archive.*torch\.jit\.load/);
  });
});
