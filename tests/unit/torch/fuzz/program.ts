// The fuzzed program, run in a child process by fuzz.test.ts (a native crash must fail that
// test, not kill the test worker). Drives the tensor and operator API with random shapes,
// dtypes and argument kinds and checks only that every failure is a JS Error and that the
// process stays usable. Each case is written to `progressFile` before it runs, so the case
// that crashed the process can be reported and replayed.
import { writeFileSync } from 'node:fs';

import fc from 'fast-check';

import { Slice, torch, type Tensor } from '../../../../src/index.js';
import { allOpNames } from '../../../../src/torch/ops.js';
import type { DType } from '../../../../src/torch/dtype.js';

const DTYPES: DType[] = ['float32', 'float64', 'float16', 'bfloat16', 'int8', 'uint8', 'int16', 'int32', 'int64', 'bool', 'complex64'];

// Methods written by hand on Tensor (direct bindings and their wrappers).
const METHODS = [
  'add', 'sub', 'mul', 'div', 'pow', 'neg', 'abs', 'exp', 'log', 'sqrt', 'relu', 'sigmoid', 'tanh', 'maximum', 'minimum',
  'softmax', 'logSoftmax', 'add_', 'sub_', 'mul_', 'div_', 'copy_', 'fill_', 'zero_', 'eq', 'ne', 'lt', 'le', 'gt', 'ge',
  'equal', 'allclose', 'sum', 'mean', 'max', 'min', 'argmax', 'argmin', 'matmul', 'mm', 'bmm', 'view', 'reshape', 'flatten',
  'permute', 'transpose', 't', 'squeeze', 'unsqueeze', 'narrow', 'select', 'expand', 'index', 'indexPut_', 'split', 'chunk',
  'unbind', 'to', 'float', 'double', 'long', 'int', 'bool', 'half', 'bfloat16', 'contiguous', 'clone', 'detach', 'item',
  'toArray', 'dataView', 'tolist', 'size', 'stride', 'numel', 'dim', 'requiresGrad_', 'backward', 'retainGrad', 'toString',
  // generated methods (generic path through the dispatcher)
  'resize_', 'set_', 'as_strided', 'masked_fill', 'gather', 'scatter', 'index_select', 'repeat', 'roll', 'flip', 'cumsum',
  'sort', 'topk', 'clamp', 'where', 'new_zeros', 'unfold', 'diagonal', 'tril', 'triu', 'kthvalue', 'bincount', 'embedding',
];
// Operators left out of the random sample: they block, or take the process down by design.
const EXCLUDED = new Set<string>(process.env.TORCHRUNNER_FUZZ_EXCLUDE?.split(',') ?? []);
// A sample of operators reached through torch.ops.aten (their overloads are resolved natively).
const OPS = [
  'add', 'mul', 'cat', 'stack', 'index', 'index_put_', 'index_select', 'gather', 'scatter_add', 'as_strided', 'view',
  'reshape', 'expand', 'narrow', 'select', 'slice', 'squeeze', 'unsqueeze', 'transpose', 'permute', 'repeat', 'flip',
  'roll', 'cumsum', 'sum', 'mean', 'std', 'var', 'max', 'min', 'argmax', 'sort', 'topk', 'kthvalue', 'mode', 'median',
  'embedding', 'one_hot', 'bincount', 'histc', 'linspace', 'arange', 'zeros', 'ones', 'full', 'empty', 'eye', 'randperm',
  'matmul', 'mm', 'bmm', 'addmm', 'conv1d', 'conv2d', 'max_pool2d', 'avg_pool2d', 'linear', 'layer_norm', 'batch_norm',
  'dropout', 'softmax', 'log_softmax', 'nll_loss', 'cross_entropy_loss', 'mse_loss', 'where', 'masked_fill', 'clamp',
  'pow', 'fmod', 'remainder', 'div', 'floor_divide', 'bitwise_and', 'lerp', 'tril', 'triu', 'diag', 'diagonal', 'unfold',
  'chunk', 'split', 'unbind', 'pad', 'constant_pad_nd', 'reflection_pad1d', 'upsample_nearest2d', 'interpolate',
  'resize_', 'set_', 'copy_', 'fill_', 'zero_', 'to', 'type_as', 'contiguous', 'clone', 'flatten', 'unflatten', 'tile',
  'repeat_interleave', 'take', 'put_', 'index_add', 'index_fill', 'masked_select', 'nonzero', 'unique_consecutive',
  'searchsorted', 'bucketize', 'tensordot', 'einsum', 'kron', 'outer', 'cross', 'dot', 'vdot', 'trace', 'norm',
];

// Every public aten operator (no leading underscore), for the 'op-any' cases.
const ALL_OPS = (allOpNames().get('aten') ?? []).filter((n) => !n.startsWith('_') && !EXCLUDED.has(n));

const live: Tensor[] = [];
const disposed: Tensor[] = (() => {
  const t = torch.ones(2);
  t.keep().dispose();
  return [t];
})();

const shapeArb = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 2 }) }, // large-ish
);
const dtypeArb = fc.constantFrom(...DTYPES);
const tensorArb = fc.record({ shape: shapeArb, dtype: dtypeArb, fill: fc.integer({ min: -3, max: 3 }) });

// A description of an argument, made concrete only inside the case (tensors must not outlive it).
type ArgSpec =
  | { k: 'value'; v: unknown }
  | { k: 'tensor'; shape: number[]; dtype: DType; fill: number }
  | { k: 'disposed' }
  | { k: 'list'; items: ArgSpec[] }
  | { k: 'options'; key: string; v: unknown };

const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -1, 0, 0.5, -0.0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e300, 2 ** 62, Number.MAX_VALUE),
  fc.constantFrom(2n ** 63n, -(2n ** 63n), 2n ** 64n, 5n),
  fc.constantFrom('', 'float32', 'cpu', 'cuda:0', 'tpu', '...', 'mean', 'toString', '__proto__'),
  fc.constantFrom(null, undefined, true, false),
  fc.constantFrom({}, { a: 1 }, [], [[]], [1, [2]], Object.create(null), () => 1, Symbol('s')),
  fc.array(fc.integer({ min: -3, max: 5 }), { maxLength: 4 }),
  fc
    .tuple(fc.option(fc.integer({ min: -6, max: 6 })), fc.option(fc.integer({ min: -6, max: 6 })), fc.option(fc.integer({ min: -2, max: 3 })))
    .map(([a, b, c]) => new Slice(a, b, c)),
);
const argArb: fc.Arbitrary<ArgSpec> = fc.letrec((tie) => ({
  arg: fc.oneof(
    { weight: 4, arbitrary: valueArb.map((v): ArgSpec => ({ k: 'value', v })) },
    { weight: 4, arbitrary: tensorArb.map((t): ArgSpec => ({ k: 'tensor', ...t })) },
    { weight: 1, arbitrary: fc.constant<ArgSpec>({ k: 'disposed' }) },
    { weight: 1, arbitrary: fc.array(tie('arg') as fc.Arbitrary<ArgSpec>, { maxLength: 3 }).map((items): ArgSpec => ({ k: 'list', items })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('dtype', 'dim', 'keepdim', 'out', 'alpha', 'device', 'roundingMode', 'bogus'), valueArb)
        .map(([key, v]): ArgSpec => ({ k: 'options', key, v })),
    },
  ),
})).arg;

function make(t: { shape: number[]; dtype: DType; fill: number }): Tensor {
  const x = torch.full(t.shape, t.fill).to(t.dtype);
  live.push(x);
  return x;
}

function materialise(a: ArgSpec): unknown {
  switch (a.k) {
    case 'value':
      return a.v;
    case 'tensor':
      return make(a);
    case 'disposed':
      return disposed[0];
    case 'list':
      return a.items.map(materialise);
    case 'options':
      return { [a.key]: a.v };
  }
}

/** Runs `fn`; a thrown non-Error is the only failure (libtorch and argument errors are expected). */
const outcomes = { returned: 0, threw: 0 };

function expectJsErrorOnly(fn: () => unknown): void {
  try {
    const r = fn();
    // Reading the result back touches its memory: a bad shape or stride would show here.
    if (r instanceof Object && typeof (r as Tensor).toArray === 'function' && !(r as Tensor).isDisposed) (r as Tensor).toArray();
    outcomes.returned++;
  } catch (err) {
    if (!(err instanceof Error)) throw new Error(`a non-Error was thrown: ${String(err)}`);
    outcomes.threw++;
  }
}

function stillUsable(): void {
  const v = torch.scope(() => torch.ones(2, 2).add(1).sum().item());
  if (v !== 8) throw new Error(`the process is no longer usable: ones(2,2)+1 summed to ${v}`);
}

type Case = { kind: string; name: string; self: ArgSpec & { k: 'tensor' }; args: ArgSpec[] };

function runCase(c: Case): void {
  torch.scope(() => {
    const self = make(c.self);
    const args = c.args.map(materialise);
    expectJsErrorOnly(() => {
      if (c.kind === 'method') return (self as unknown as Record<string, (...a: unknown[]) => unknown>)[c.name]!(...args);
      if (c.kind === 'op') return (torch.ops.aten as Record<string, (...a: unknown[]) => unknown>)[c.name]!(self, ...args);
      if (c.kind === 'op-noself') return (torch.ops.aten as Record<string, (...a: unknown[]) => unknown>)[c.name]!(...args);
      if (c.kind === 'create') return (torch as unknown as Record<string, (...a: unknown[]) => unknown>)[c.name]!(...args);
      if (c.kind === 'index') return self.index(...(args as never[]));
      if (c.kind === 'indexPut') return self.indexPut_(args.slice(0, -1) as never[], args[args.length - 1] as never);
      if (c.kind === 'convert') return self.to(args[0] as never);
      return undefined;
    });
    for (const t of live.splice(0)) if (!t.isDisposed) t.dispose();
  });
}

const selfArb = tensorArb.map((t) => ({ k: 'tensor' as const, ...t }));
const argsArb = fc.array(argArb, { maxLength: 4 });
const caseArb: fc.Arbitrary<Case> = fc.oneof(
  fc.record({ kind: fc.constant('method'), name: fc.constantFrom(...METHODS), self: selfArb, args: argsArb }),
  fc.record({ kind: fc.constantFrom('op', 'op-noself'), name: fc.constantFrom(...OPS), self: selfArb, args: argsArb }),
  fc.record({ kind: fc.constant('op'), name: fc.constantFrom(...ALL_OPS), self: selfArb, args: argsArb }),
  fc.record({
    kind: fc.constant('create'),
    name: fc.constantFrom('zeros', 'ones', 'empty', 'full', 'rand', 'randn', 'arange', 'tensor', 'eye', 'linspace', 'randint'),
    self: selfArb,
    args: argsArb,
  }),
  fc.record({ kind: fc.constantFrom('index', 'indexPut'), name: fc.constant(''), self: selfArb, args: argsArb }),
  fc.record({ kind: fc.constant('convert'), name: fc.constant(''), self: selfArb, args: fc.tuple(argArb) }),
);

export function main(seed: number, numRuns: number, progressFile: string): { runs: number; returned: number; threw: number } {
  torch.setNumThreads(1);
  let runs = 0;
  fc.assert(
    fc.property(caseArb, (c) => {
      writeFileSync(progressFile, JSON.stringify(c, (_k, v) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' ? String(v) : v)));
      runCase(c);
      stillUsable();
      runs++;
    }),
    { seed, numRuns, endOnFailure: true },
  );
  return { runs, ...outcomes };
}
