// Calls well over 300 distinct ATen operators through the generic binding, checking each
// against a reference value or an identity, and checks gradients of 40+ differentiable ones
// against finite differences.
import { afterAll, describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/index.js';
import { allOpNames } from '../../../src/torch/ops.js';

const called = new Set<string>();
const generated = new Set(allOpNames().get('aten'));

/** Calls aten::<name> through torch.ops and records it. */
function op(name: string, ...args: unknown[]): any {
  const result = (torch.ops.aten as Record<string, (...a: unknown[]) => unknown>)[name]!(...args);
  called.add(name.split('.')[0]!);
  return result;
}

const f64 = (data: number[] | number[][]) => torch.tensor(data, { dtype: 'float64' });
const vals = (t: Tensor) => Array.from(t.toArray() as ArrayLike<number | bigint>, Number);
function expectClose(actual: Tensor | number[], expected: number[], eps = 1e-6) {
  const a = Array.isArray(actual) ? actual : vals(actual);
  expect(a.length).toBe(expected.length);
  a.forEach((x, i) => {
    const e = expected[i]!;
    if (Number.isNaN(e)) expect(Number.isNaN(x)).toBe(true);
    else expect(Math.abs(x - e)).toBeLessThanOrEqual(eps * Math.max(1, Math.abs(e)));
  });
}

const X = [0.3, -0.6, 1.2, 2.5];
const P = [0.2, 0.5, 0.9, 0.35]; // inside (0, 1)
const G = [1.5, 2.5, 3.25, 4.75]; // > 1

const erf = (x: number) => {
  // Abramowitz-Stegun 7.1.26 is too coarse; integrate numerically instead.
  const n = 2000;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const t = (x * (i + 0.5)) / n;
    s += Math.exp(-t * t);
  }
  return ((2 / Math.sqrt(Math.PI)) * s * x) / n;
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const softplus = (x: number) => Math.log1p(Math.exp(x));

const UNARY: [string, number[], (x: number) => number][] = [
  ['abs', X, Math.abs], ['absolute', X, Math.abs], ['neg', X, (x) => -x], ['negative', X, (x) => -x], ['positive', X, (x) => x],
  ['exp', X, Math.exp], ['exp2', X, (x) => 2 ** x], ['expm1', X, Math.expm1], ['log', G, Math.log], ['log2', G, Math.log2],
  ['log10', G, Math.log10], ['log1p', G, Math.log1p], ['sqrt', G, Math.sqrt], ['rsqrt', G, (x) => 1 / Math.sqrt(x)],
  ['square', X, (x) => x * x], ['reciprocal', G, (x) => 1 / x], ['sin', X, Math.sin], ['cos', X, Math.cos], ['tan', X, Math.tan],
  ['asin', P, Math.asin], ['acos', P, Math.acos], ['atan', X, Math.atan], ['arcsin', P, Math.asin], ['arccos', P, Math.acos],
  ['arctan', X, Math.atan], ['sinh', X, Math.sinh], ['cosh', X, Math.cosh], ['tanh', X, Math.tanh], ['asinh', X, Math.asinh],
  ['acosh', G, Math.acosh], ['atanh', P, Math.atanh], ['arcsinh', X, Math.asinh], ['arccosh', G, Math.acosh], ['arctanh', P, Math.atanh],
  ['ceil', X, Math.ceil], ['floor', X, Math.floor], ['trunc', X, Math.trunc], ['fix', X, Math.trunc], ['round', [0.4, -1.6, 2.2, 3.7], Math.round],
  ['frac', X, (x) => x - Math.trunc(x)], ['sign', X, Math.sign], ['sgn', X, Math.sign], ['signbit', X, (x) => (x < 0 ? 1 : 0)],
  ['sigmoid', X, sigmoid], ['relu', X, (x) => Math.max(0, x)], ['erf', X, erf], ['erfc', X, (x) => 1 - erf(x)],
  ['logit', P, (p) => Math.log(p / (1 - p))], ['sinc', X, (x) => Math.sin(Math.PI * x) / (Math.PI * x)], ['deg2rad', X, (x) => (x * Math.PI) / 180],
  ['rad2deg', X, (x) => (x * 180) / Math.PI], ['isnan', [1, NaN, 2, 3], (x) => (Number.isNaN(x) ? 1 : 0)],
  ['isinf', [1, Infinity, -Infinity, 0], (x) => (Math.abs(x) === Infinity ? 1 : 0)], ['isfinite', [1, Infinity, NaN, 0], (x) => (Number.isFinite(x) ? 1 : 0)],
  ['isposinf', [1, Infinity, -Infinity, 0], (x) => (x === Infinity ? 1 : 0)], ['isneginf', [1, Infinity, -Infinity, 0], (x) => (x === -Infinity ? 1 : 0)],
  ['nan_to_num', [1, NaN, 2, 3], (x) => (Number.isNaN(x) ? 0 : x)], ['silu', X, (x) => x * sigmoid(x)], ['mish', X, (x) => x * Math.tanh(softplus(x))],
  ['relu6', [-1, 3, 7, 0.5], (x) => Math.min(6, Math.max(0, x))], ['hardsigmoid', X, (x) => Math.min(1, Math.max(0, x / 6 + 0.5))],
  ['hardswish', X, (x) => (x * Math.min(6, Math.max(0, x + 3))) / 6], ['hardtanh', [-2, 0.5, 3, -0.3], (x) => Math.min(1, Math.max(-1, x))],
  ['selu', X, (x) => 1.0507009873554805 * (x > 0 ? x : 1.6732632423543772 * Math.expm1(x))], ['celu', X, (x) => Math.max(0, x) + Math.min(0, Math.expm1(x))],
  ['elu', X, (x) => (x > 0 ? x : Math.expm1(x))], ['softplus', X, softplus], ['log_sigmoid', X, (x) => Math.log(sigmoid(x))],
  ['gelu', X, (x) => 0.5 * x * (1 + erf(x / Math.SQRT2))], ['leaky_relu', X, (x) => (x > 0 ? x : 0.01 * x)],
  ['hardshrink', X, (x) => (Math.abs(x) > 0.5 ? x : 0)], ['softshrink', X, (x) => (x > 0.5 ? x - 0.5 : x < -0.5 ? x + 0.5 : 0)],
  ['special_expit', X, sigmoid], ['special_exp2', X, (x) => 2 ** x], ['special_expm1', X, Math.expm1], ['special_log1p', G, Math.log1p],
  ['special_erf', X, erf], ['special_logit', P, (p) => Math.log(p / (1 - p))], ['special_sinc', X, (x) => Math.sin(Math.PI * x) / (Math.PI * x)],
  ['special_round', [0.4, -1.6, 2.2, 3.7], Math.round], ['special_ndtr', X, (x) => 0.5 * (1 + erf(x / Math.SQRT2))],
  ['special_log_ndtr', X, (x) => Math.log(0.5 * (1 + erf(x / Math.SQRT2)))], ['special_entr', P, (p) => -p * Math.log(p)],
  ['special_i0', X, (x) => { let s = 0, term = 1; for (let k = 0; k < 30; k++) { if (k > 0) term *= (x * x) / 4 / (k * k); s += term; } return s; }],
  ['i0', X, (x) => { let s = 0, term = 1; for (let k = 0; k < 30; k++) { if (k > 0) term *= (x * x) / 4 / (k * k); s += term; } return s; }],
  ['lgamma', G, (x) => { const g = [676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]; x -= 1; let a = 0.99999999999980993; const t = x + 7.5; for (let i = 0; i < 8; i++) a += g[i]! / (x + i + 1); return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a); }],
  ['special_gammaln', G, (x) => { const g = [676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]; x -= 1; let a = 0.99999999999980993; const t = x + 7.5; for (let i = 0; i < 8; i++) a += g[i]! / (x + i + 1); return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a); }],
];

// In-place twins checked against the out-of-place result.
const INPLACE = ['abs_', 'neg_', 'exp_', 'exp2_', 'expm1_', 'log_', 'log2_', 'log10_', 'log1p_', 'sqrt_', 'rsqrt_', 'square_', 'reciprocal_', 'sin_',
  'cos_', 'tan_', 'asin_', 'acos_', 'atan_', 'sinh_', 'cosh_', 'tanh_', 'asinh_', 'acosh_', 'atanh_', 'ceil_', 'floor_', 'trunc_', 'round_',
  'frac_', 'sign_', 'sigmoid_', 'relu_', 'erf_', 'erfc_', 'logit_', 'sinc_', 'deg2rad_', 'rad2deg_', 'fix_', 'negative_', 'arcsin_', 'arccos_',
  'arctan_', 'arcsinh_', 'arccosh_', 'arctanh_', 'absolute_', 'lgamma_', 'i0_', 'nan_to_num_', 'silu_', 'mish_', 'hardsigmoid_', 'hardswish_',
  'hardtanh_', 'selu_', 'celu_', 'elu_', 'leaky_relu_', 'relu6'];

const BINARY: [string, (a: number, b: number) => number][] = [
  ['add', (a, b) => a + b], ['sub', (a, b) => a - b], ['subtract', (a, b) => a - b], ['mul', (a, b) => a * b], ['multiply', (a, b) => a * b],
  ['div', (a, b) => a / b], ['divide', (a, b) => a / b], ['true_divide', (a, b) => a / b], ['pow', (a, b) => a ** b], ['float_power', (a, b) => a ** b],
  ['atan2', Math.atan2], ['arctan2', Math.atan2], ['hypot', Math.hypot], ['maximum', Math.max], ['minimum', Math.min], ['fmax', Math.max],
  ['fmin', Math.min], ['max', Math.max], ['min', Math.min], ['remainder', (a, b) => a - b * Math.floor(a / b)], ['fmod', (a, b) => a % b],
  ['floor_divide', (a, b) => Math.floor(a / b)], ['copysign', (a, b) => Math.abs(a) * Math.sign(b)], ['xlogy', (a, b) => (a === 0 ? 0 : a * Math.log(b))],
  ['special_xlogy', (a, b) => (a === 0 ? 0 : a * Math.log(b))], ['ldexp', (a, b) => a * 2 ** b], ['logaddexp', (a, b) => Math.log(Math.exp(a) + Math.exp(b))],
  ['logaddexp2', (a, b) => Math.log2(2 ** a + 2 ** b)], ['eq', (a, b) => +(a === b)], ['ne', (a, b) => +(a !== b)], ['lt', (a, b) => +(a < b)],
  ['le', (a, b) => +(a <= b)], ['gt', (a, b) => +(a > b)], ['ge', (a, b) => +(a >= b)], ['greater', (a, b) => +(a > b)], ['less', (a, b) => +(a < b)],
  ['greater_equal', (a, b) => +(a >= b)], ['less_equal', (a, b) => +(a <= b)], ['not_equal', (a, b) => +(a !== b)],
  ['logical_and', (a, b) => +(!!a && !!b)], ['logical_or', (a, b) => +(!!a || !!b)], ['logical_xor', (a, b) => +(!!a !== !!b)],
  ['nextafter', (a) => a], ['heaviside', (a, b) => (a === 0 ? b : a < 0 ? 0 : 1)],
];
const BINARY_INPLACE = ['add_', 'sub_', 'mul_', 'div_', 'pow_', 'atan2_', 'hypot_', 'remainder_', 'fmod_', 'floor_divide_', 'copysign_', 'xlogy_',
  'ldexp_', 'eq_', 'ne_', 'lt_', 'le_', 'gt_', 'ge_', 'logical_and_', 'logical_or_', 'logical_xor_', 'subtract_', 'multiply_', 'divide_',
  'true_divide_', 'float_power_', 'arctan2_', 'greater_', 'less_', 'greater_equal_', 'less_equal_', 'not_equal_', 'heaviside_'];

describe('every operator reachable: a walk over the generated list', () => {
  test('unary elementwise operators match Math', () => {
    for (const [name, xs, ref] of UNARY) {
      expect(generated.has(name), name).toBe(true);
      const out = op(name, f64(xs));
      expectClose(out, xs.map(ref), 1e-5);
    }
  });

  test('in-place unary twins equal their out-of-place results', () => {
    for (const name of INPLACE) {
      const base = name.endsWith('_') ? name.slice(0, -1) : name;
      const input = ['log', 'log2', 'log10', 'log1p', 'sqrt', 'rsqrt', 'reciprocal', 'acosh', 'arccosh', 'lgamma'].includes(base) ? G
        : ['asin', 'acos', 'atanh', 'logit', 'arcsin', 'arccos', 'arctanh'].includes(base) ? P : X;
      const t = f64(input);
      const expected = vals(op(base, f64(input)));
      const r = op(name, t);
      if (name.endsWith('_')) expectClose(t, expected, 1e-9);
      else expectClose(r, expected, 1e-9);
    }
  });

  test('binary elementwise operators match Math with broadcasting', () => {
    const a = [0.5, -1.5, 2.25, 3.0];
    const b = [1.25, 0.75, -2.0, 3.0];
    for (const [name, ref] of BINARY) {
      const lhs = ['xlogy', 'special_xlogy', 'pow', 'float_power'].includes(name) ? a.map(Math.abs) : a;
      const rhs = ['xlogy', 'special_xlogy'].includes(name) ? b.map(Math.abs) : name === 'ldexp' ? [1, 2, -1, 0] : b;
      const out = op(name, f64(lhs), f64(rhs));
      expectClose(out, lhs.map((x, i) => ref(x, rhs[i]!)), 1e-6);
    }
    // broadcasting [2,1] with [3]
    expectClose(op('add', f64([[1], [2]]), f64([10, 20, 30])), [11, 21, 31, 12, 22, 32]);
  });

  test('in-place binary twins equal their out-of-place results', () => {
    for (const name of BINARY_INPLACE) {
      const base = name.slice(0, -1);
      const lhs = [0.5, 1.5, 2.25, 3.0];
      const rhs = [1.25, 0.75, 2.0, 3.0];
      const expected = vals(op(base, f64(lhs), f64(rhs)));
      const t = f64(lhs);
      op(name, t, f64(rhs));
      expectClose(t, expected, 1e-9);
    }
  });

  test('bitwise and integer operators', () => {
    const a = torch.tensor([12, 10, 7]);
    const b = torch.tensor([10, 6, 1]);
    expect(op('bitwise_and', a, b).tolist()).toEqual([8, 2, 1]);
    expect(op('bitwise_or', a, b).tolist()).toEqual([14, 14, 7]);
    expect(op('bitwise_xor', a, b).tolist()).toEqual([6, 12, 6]);
    expect(op('bitwise_not', a).tolist()).toEqual([-13, -11, -8]);
    expect(op('bitwise_left_shift', a, 1).tolist()).toEqual([24, 20, 14]);
    expect(op('bitwise_right_shift', a, 1).tolist()).toEqual([6, 5, 3]);
    expect(op('gcd', a, b).tolist()).toEqual([2, 2, 1]);
    expect(op('lcm', a, b).tolist()).toEqual([60, 30, 7]);
    expect(op('logical_not', torch.tensor([0, 1])).tolist()).toEqual([true, false]);
    const c = torch.tensor([12, 10, 7]);
    op('bitwise_and_', c, b);
    op('bitwise_or_', c, torch.tensor([1, 1, 1]));
    op('bitwise_xor_', c, torch.tensor([1, 1, 1]));
    op('gcd_', c, torch.tensor([4, 4, 4]));
    expect(c.tolist()).toEqual([4, 2, 4]);
  });

  test('reductions agree with loops', () => {
    const data = [[1, 5, 2], [4, 3, 6]];
    const t = f64(data);
    const flat = data.flat();
    const mean = flat.reduce((s, x) => s + x, 0) / 6;
    const varU = flat.reduce((s, x) => s + (x - mean) ** 2, 0) / 5;
    expectClose(op('sum', t), [21]);
    expectClose(op('nansum', f64([1, NaN, 2])), [3]);
    expectClose(op('mean', t), [3.5]);
    expectClose(op('nanmean', f64([1, NaN, 3])), [2]);
    expectClose(op('prod', t), [720]);
    expectClose(op('amax', t, [1]), [5, 6]);
    expectClose(op('amin', t, [0]), [1, 3, 2]);
    expectClose(op('aminmax', t)[1], [6]);
    expectClose(op('var', t), [varU]);
    expectClose(op('std', t), [Math.sqrt(varU)]);
    expectClose(op('var_mean', t)[1], [mean]);
    expectClose(op('std_mean', t)[0], [Math.sqrt(varU)]);
    expectClose(op('norm', t), [Math.sqrt(flat.reduce((s, x) => s + x * x, 0))]);
    expectClose(op('logsumexp', t, [1]), data.map((r) => Math.log(r.reduce((s, x) => s + Math.exp(x), 0))));
    expect(op('all', torch.tensor([true, false])).item()).toBe(0);
    expect(op('any', torch.tensor([true, false])).item()).toBe(1);
    expect(op('count_nonzero', torch.tensor([0, 3, 0, 4])).item()).toBe(2);
    expectClose(op('median', f64([3, 1, 2])), [2]);
    expectClose(op('nanmedian', f64([3, NaN, 1, 2])), [2]);
    expectClose(op('quantile', f64([1, 2, 3, 4]), 0.5), [2.5]);
    expectClose(op('nanquantile', f64([1, NaN, 3]), 0.5), [2]);
    expect(op('argmax', t).item()).toBe(5);
    expect(op('argmin', t).item()).toBe(0);
    const running = (f: (a: number, b: number) => number) => flat.slice(0, 3).reduce<number[]>((acc, x) => [...acc, acc.length ? f(acc[acc.length - 1]!, x) : x], []);
    expectClose(op('cumsum', f64([1, 5, 2]), 0), running((a, b) => a + b));
    expectClose(op('cumprod', f64([1, 5, 2]), 0), running((a, b) => a * b));
    expectClose(op('cummax', f64([1, 5, 2]), 0)[0], running(Math.max));
    expectClose(op('cummin', f64([1, 5, 2]), 0)[0], running(Math.min));
    expectClose(op('logcumsumexp', f64([1, 5, 2]), 0), running((a, b) => Math.log(Math.exp(a) + Math.exp(b))));
    expectClose(op('dist', f64([0, 0]), f64([3, 4])), [5]);
    const mode = op('mode', torch.tensor([1, 2, 2, 3]));
    expect(mode[0].item()).toBe(2);
    expect(op('max', t, 1)[1].tolist()).toEqual([1, 2]);
    expect(op('min', t, 1)[0].tolist()).toEqual([1, 3]);
    expectClose(op('mean', t, [0], true), [2.5, 4, 4]);
  });

  test('sorting, searching and selection', () => {
    const t = f64([3, 1, 2, 5, 4]);
    const [sorted, idx] = op('sort', t);
    expect(vals(sorted)).toEqual([1, 2, 3, 4, 5]);
    expect(vals(op('argsort', t))).toEqual(vals(idx));
    const [top] = op('topk', t, 2);
    expect(vals(top)).toEqual(vals(op('sort', t, 0, true)[0]).slice(0, 2));
    expect(op('kthvalue', t, 2)[0].item()).toBe(2);
    expect(op('msort', f64([[2], [1]])).tolist()).toEqual([[1], [2]]);
    expect(vals(op('searchsorted', f64([1, 3, 5]), f64([2, 5])))).toEqual([1, 2]);
    expect(vals(op('bucketize', f64([2, 5]), f64([1, 3, 5])))).toEqual([1, 2]);
    expect(op('nonzero', torch.tensor([0, 2, 0, 3])).tolist()).toEqual([[1], [3]]);
    expect(op('argwhere', torch.tensor([0, 2, 0, 3])).tolist()).toEqual([[1], [3]]);
    expect(op('masked_select', t, t.gt(3)).tolist()).toEqual([5, 4]);
    expect(op('where', t.gt(3), t, 0).tolist()).toEqual([0, 0, 0, 5, 4]);
    expect(op('take', f64([[1, 2], [3, 4]]), torch.tensor([0, 3])).tolist()).toEqual([1, 4]);
    expect(op('index_select', f64([[1, 2], [3, 4]]), 1, torch.tensor([1])).tolist()).toEqual([[2], [4]]);
    expect(op('gather', f64([[1, 2], [3, 4]]), 1, torch.tensor([[1, 0], [0, 0]])).tolist()).toEqual([[2, 1], [3, 3]]);
    expect(op('take_along_dim', f64([[1, 2], [3, 4]]), torch.tensor([[1], [0]]), 1).tolist()).toEqual([[2], [3]]);
    const [u, inverse, counts] = op('_unique2', torch.tensor([3, 1, 3, 2]), true, true, true);
    expect(u.tolist()).toEqual([1, 2, 3]);
    expect(inverse.tolist()).toEqual([2, 0, 2, 1]);
    expect(counts.tolist()).toEqual([1, 1, 2]);
    expect(op('unique_consecutive', torch.tensor([1, 1, 2, 2, 1]))[0].tolist()).toEqual([1, 2, 1]);
    expect(op('bincount', torch.tensor([0, 2, 2])).tolist()).toEqual([1, 0, 2]);
    expect(op('histc', f64([1, 2, 1]), 2, 0, 2).tolist()).toEqual([0, 3]);
    expect(op('isin', torch.tensor([1, 2, 3]), torch.tensor([2])).tolist()).toEqual([false, true, false]);
    expect(op('clamp', t, 2, 4).tolist()).toEqual([3, 2, 2, 4, 4]);
    expect(op('clip', t, null, 2).tolist()).toEqual([2, 1, 2, 2, 2]);
    expect(op('clamp_min', t, 3).tolist()).toEqual([3, 3, 3, 5, 4]);
    expect(op('clamp_max', t, 3).tolist()).toEqual([3, 1, 2, 3, 3]);
    const c = f64([1, 9]);
    op('clamp_', c, 2, 4);
    op('clip_', c, 3, 4);
    op('clamp_min_', c, 3.5);
    op('clamp_max_', c, 3.75);
    expect(c.tolist()).toEqual([3.5, 3.75]);
  });

  test('shape and layout operators preserve values as identities say', () => {
    const t = torch.arange(6).view(2, 3);
    expect(op('reshape', t, [3, 2]).tolist()).toEqual([[0, 1], [2, 3], [4, 5]]);
    expect(op('view', t, [6]).tolist()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(op('flatten', t).shape).toEqual([6]);
    expect(op('ravel', t).shape).toEqual([6]);
    expect(op('unflatten', torch.arange(6), 0, [2, 3]).shape).toEqual([2, 3]);
    expect(op('squeeze', t.view(1, 2, 3)).shape).toEqual([2, 3]);
    expect(op('unsqueeze', t, 1).shape).toEqual([2, 1, 3]);
    expect(op('transpose', t, 0, 1).tolist()).toEqual([[0, 3], [1, 4], [2, 5]]);
    expect(op('t', t).tolist()).toEqual(op('permute', t, [1, 0]).tolist());
    expect(op('swapaxes', t, 0, 1).tolist()).toEqual(op('swapdims', t, 0, 1).tolist());
    expect(op('movedim', t, 0, 1).tolist()).toEqual(op('moveaxis', t, 0, 1).tolist());
    expect(op('adjoint', t.float()).shape).toEqual([3, 2]);
    expect(op('flip', t, [1]).tolist()).toEqual([[2, 1, 0], [5, 4, 3]]);
    expect(op('fliplr', t).tolist()).toEqual([[2, 1, 0], [5, 4, 3]]);
    expect(op('flipud', t).tolist()).toEqual([[3, 4, 5], [0, 1, 2]]);
    expect(op('roll', torch.arange(4), 1).tolist()).toEqual([3, 0, 1, 2]);
    expect(op('rot90', t, 1, [0, 1]).tolist()).toEqual([[2, 5], [1, 4], [0, 3]]);
    expect(op('repeat', torch.arange(2), [2]).tolist()).toEqual([0, 1, 0, 1]);
    expect(op('tile', torch.arange(2), [2]).tolist()).toEqual([0, 1, 0, 1]);
    expect(op('repeat_interleave', torch.arange(2), 2).tolist()).toEqual([0, 0, 1, 1]);
    expect(op('expand', torch.arange(2).view(2, 1), [2, 3]).tolist()).toEqual([[0, 0, 0], [1, 1, 1]]);
    expect(op('broadcast_to', torch.arange(2), [2, 2]).tolist()).toEqual([[0, 1], [0, 1]]);
    expect(op('expand_as', torch.arange(3), t).shape).toEqual([2, 3]);
    expect(op('view_as', torch.arange(6), t).shape).toEqual([2, 3]);
    expect(op('reshape_as', torch.arange(6), t).shape).toEqual([2, 3]);
    expect(op('narrow', t, 1, 1, 2).tolist()).toEqual([[1, 2], [4, 5]]);
    expect(op('select', t, 0, 1).tolist()).toEqual([3, 4, 5]);
    expect(op('slice', t, 1, 0, 3, 2).tolist()).toEqual([[0, 2], [3, 5]]);
    expect(op('split', torch.arange(5), 2).length).toBe(3);
    expect(op('split_with_sizes', torch.arange(5), [1, 4])[1].tolist()).toEqual([1, 2, 3, 4]);
    expect(op('tensor_split', torch.arange(5), 2).length).toBe(2);
    expect(op('chunk', torch.arange(5), 2)[0].tolist()).toEqual([0, 1, 2]);
    expect(op('unbind', t)[1].tolist()).toEqual([3, 4, 5]);
    expect(op('hsplit', t, 3).length).toBe(3);
    expect(op('vsplit', t, 2).length).toBe(2);
    expect(op('cat', [t, t]).shape).toEqual([4, 3]);
    expect(op('concat', [t, t], 1).shape).toEqual([2, 6]);
    expect(op('concatenate', [t, t]).shape).toEqual([4, 3]);
    expect(op('stack', [t, t]).shape).toEqual([2, 2, 3]);
    expect(op('hstack', [t, t]).shape).toEqual([2, 6]);
    expect(op('vstack', [t, t]).shape).toEqual([4, 3]);
    expect(op('dstack', [t, t]).shape).toEqual([2, 3, 2]);
    expect(op('column_stack', [torch.arange(2), torch.arange(2)]).tolist()).toEqual([[0, 0], [1, 1]]);
    expect(op('row_stack', [torch.arange(2), torch.arange(2)]).shape).toEqual([2, 2]);
    expect(op('atleast_2d', torch.arange(2)).shape).toEqual([1, 2]);
    expect(op('atleast_3d', torch.arange(2)).shape).toEqual([1, 2, 1]);
    expect(op('atleast_1d', torch.tensor(3)).shape).toEqual([1]);
    expect(op('diag', torch.tensor([1, 2])).tolist()).toEqual([[1, 0], [0, 2]]);
    expect(op('diagonal', t).tolist()).toEqual([0, 4]);
    expect(op('diag_embed', torch.tensor([1, 2])).tolist()).toEqual([[1, 0], [0, 2]]);
    expect(op('diagflat', torch.tensor([1, 2])).tolist()).toEqual([[1, 0], [0, 2]]);
    expect(op('tril', torch.ones(2, 2)).tolist()).toEqual([[1, 0], [1, 1]]);
    expect(op('triu', torch.ones(2, 2)).tolist()).toEqual([[1, 1], [0, 1]]);
    expect(op('trace', t).item()).toBe(4);
    expect(op('contiguous', op('t', t)).isContiguous()).toBe(true);
    expect(op('clone', t).tolist()).toEqual(t.tolist());
    expect(op('detach', t).tolist()).toEqual(t.tolist());
    expect(op('alias', t).tolist()).toEqual(t.tolist());
    expect(op('numpy_T', t).shape).toEqual([3, 2]);
    expect(op('matrix_H', t.float()).shape).toEqual([3, 2]);
    expect(op('unfold', torch.arange(5), 0, 2, 1).shape).toEqual([4, 2]);
    expect(op('block_diag', [torch.ones(1, 1), torch.ones(1, 1)]).tolist()).toEqual([[1, 0], [0, 1]]);
    expect(op('cartesian_prod', [torch.arange(2), torch.arange(2)]).shape).toEqual([4, 2]);
    expect(op('combinations', torch.arange(3)).shape).toEqual([3, 2]);
    expect(op('meshgrid', [torch.arange(2), torch.arange(3)], { indexing: 'ij' })[0].shape).toEqual([2, 3]);
    expect(op('tril_indices', 3, 3).shape).toEqual([2, 6]);
    expect(op('triu_indices', 3, 3).shape).toEqual([2, 6]);
    expect(op('masked_fill', t, t.gt(2), -1).tolist()).toEqual([[0, 1, 2], [-1, -1, -1]]);
    const s = torch.zeros(2, 3);
    op('scatter_', s, 1, torch.tensor([[0], [2]]), 1);
    expect(s.tolist()).toEqual([[1, 0, 0], [0, 0, 1]]);
    expect(op('scatter', torch.zeros(3), 0, torch.tensor([1]), f64([5]).float()).tolist()).toEqual([0, 5, 0]);
    expect(op('scatter_add', torch.zeros(3), 0, torch.tensor([1, 1]), torch.ones(2)).tolist()).toEqual([0, 2, 0]);
    expect(op('scatter_reduce', torch.zeros(3), 0, torch.tensor([1, 1]), f64([2, 3]).float(), 'amax').tolist()).toEqual([0, 3, 0]);
    expect(op('index_add', torch.zeros(3), 0, torch.tensor([0, 0]), torch.ones(2)).tolist()).toEqual([2, 0, 0]);
    expect(op('index_fill', torch.zeros(3), 0, torch.tensor([2]), 7).tolist()).toEqual([0, 0, 7]);
    expect(op('index_copy', torch.zeros(3), 0, torch.tensor([1]), torch.ones(1)).tolist()).toEqual([0, 1, 0]);
    expect(op('index_put', torch.zeros(3), [torch.tensor([2])], torch.tensor(4.5)).tolist()).toEqual([0, 0, 4.5]);
    expect(op('masked_scatter', torch.zeros(3), torch.tensor([true, false, true]), torch.ones(3)).tolist()).toEqual([1, 0, 1]);
    expect(op('constant_pad_nd', torch.ones(2), [1, 1], 0).tolist()).toEqual([0, 1, 1, 0]);
    expect(op('pad', torch.ones(2), [1, 0], 'constant', 5).tolist()).toEqual([5, 1, 1]);
    expect(op('reflection_pad1d', f64([[[1, 2, 3]]]), [1, 1]).tolist()).toEqual([[[2, 1, 2, 3, 2]]]);
    expect(op('replication_pad1d', f64([[[1, 2, 3]]]), [1, 1]).tolist()).toEqual([[[1, 1, 2, 3, 3]]]);
    expect(op('pixel_shuffle', torch.arange(4).view(1, 4, 1, 1), 2).shape).toEqual([1, 1, 2, 2]);
    expect(op('pixel_unshuffle', torch.arange(4).view(1, 1, 2, 2), 2).shape).toEqual([1, 4, 1, 1]);
    expect(op('channel_shuffle', torch.arange(4).view(1, 4, 1, 1), 2).view(-1).tolist()).toEqual([0, 2, 1, 3]);
  });

  test('linear algebra identities', () => {
    const A = f64([[4, 1], [2, 3]]);
    const I = torch.eye(2, { dtype: 'float64' });
    expectClose(op('matmul', op('inverse', A), A), [1, 0, 0, 1], 1e-9);
    expectClose(op('linalg_inv', A), vals(op('inverse', A)));
    expectClose(op('det', A), [10]);
    expectClose(op('linalg_det', A), [10]);
    expectClose(op('logdet', A), [Math.log(10)]);
    expectClose(op('slogdet', A)[1], [Math.log(10)]);
    expectClose(op('linalg_slogdet', A)[1], [Math.log(10)]);
    const b = f64([[1], [2]]);
    expectClose(op('matmul', A, op('linalg_solve', A, b)), [1, 2], 1e-9);
    expectClose(op('mm', A, I), vals(A));
    expectClose(op('bmm', A.unsqueeze(0), I.unsqueeze(0)), vals(A));
    expectClose(op('mv', A, f64([1, 1])), [5, 5]);
    expectClose(op('dot', f64([1, 2]), f64([3, 4])), [11]);
    expectClose(op('vdot', f64([1, 2]), f64([3, 4])), [11]);
    expectClose(op('inner', f64([1, 2]), f64([3, 4])), [11]);
    expectClose(op('outer', f64([1, 2]), f64([3, 4])), [3, 4, 6, 8]);
    expectClose(op('ger', f64([1, 2]), f64([3, 4])), [3, 4, 6, 8]);
    expectClose(op('kron', I, f64([[2]])), [2, 0, 0, 2]);
    expectClose(op('addmm', I, A, I), [5, 1, 2, 4]);
    expectClose(op('addmv', f64([1, 1]), A, f64([1, 0])), [5, 3]);
    expectClose(op('addr', torch.zeros(2, 2, { dtype: 'float64' }), f64([1, 2]), f64([1, 1])), [1, 1, 2, 2]);
    expectClose(op('baddbmm', I.unsqueeze(0), A.unsqueeze(0), I.unsqueeze(0)), [5, 1, 2, 4]);
    expectClose(op('addbmm', I, A.unsqueeze(0), I.unsqueeze(0)), [5, 1, 2, 4]);
    expectClose(op('einsum', 'ij,jk->ik', [A, A]), vals(op('matmul', A, A)));
    expectClose(op('matrix_power', A, 2), vals(op('matmul', A, A)));
    expectClose(op('linalg_matrix_power', A, 3), vals(op('matmul', op('matmul', A, A), A)), 1e-9);
    const S = f64([[4, 2], [2, 3]]);
    const L = op('linalg_cholesky', S);
    expectClose(op('matmul', L, op('t', L)), vals(S), 1e-9);
    expectClose(op('matmul', op('cholesky', S), op('t', op('cholesky', S))), vals(S), 1e-9);
    const [Q, R] = op('linalg_qr', A);
    expectClose(op('matmul', Q, R), vals(A), 1e-9);
    const [U, Sv, Vh] = op('linalg_svd', A);
    expectClose(op('matmul', op('mul', U, Sv), Vh), vals(A), 1e-9);
    expectClose(op('linalg_svdvals', A), vals(Sv), 1e-9);
    const [ev] = op('linalg_eigh', S);
    expectClose(op('sum', ev), [7], 1e-9);
    expectClose(op('linalg_eigvalsh', S), vals(ev), 1e-9);
    expectClose(op('matmul', op('pinverse', A), A), [1, 0, 0, 1], 1e-9);
    expectClose(op('matmul', op('linalg_pinv', A), A), [1, 0, 0, 1], 1e-9);
    expectClose(op('linalg_norm', f64([3, 4])), [5]);
    expectClose(op('linalg_vector_norm', f64([3, 4]), 1), [7]);
    expectClose(op('linalg_matrix_norm', I), [Math.SQRT2]);
    expectClose(op('frobenius_norm', I, [0, 1]), [Math.SQRT2]);
    expectClose(op('nuclear_norm', I), [2]);
    expect(op('linalg_matrix_rank', A).item()).toBe(2);
    expectClose(op('linalg_cross', f64([1, 0, 0]), f64([0, 1, 0])), [0, 0, 1]);
    expectClose(op('cross', f64([1, 0, 0]), f64([0, 1, 0]), 0), [0, 0, 1]);
    expectClose(op('linalg_multi_dot', [A, I, A]), vals(op('matmul', A, A)));
    expectClose(op('chain_matmul', [A, I]), vals(A));
    expectClose(op('cholesky_solve', f64([[1], [2]]), L), vals(op('linalg_solve', S, f64([[1], [2]]))), 1e-9);
    expectClose(op('triangular_solve', f64([[2], [2]]), f64([[2, 0], [1, 1]]), false)[0], [1, 1], 1e-9);
    expectClose(op('linalg_lstsq', A, b)[0], vals(op('linalg_solve', A, b)), 1e-9);
    expectClose(op('linalg_cond', I), [1]);
    expectClose(op('cdist', f64([[0, 0]]), f64([[3, 4]])), [5]);
    expectClose(op('cosine_similarity', f64([[1, 0]]), f64([[1, 1]])), [Math.SQRT1_2]);
    expectClose(op('pairwise_distance', f64([[0, 0]]), f64([[3, 4]])), [5], 1e-5);
    expectClose(op('tensordot', A, I, [1], [0]), vals(A));
    expectClose(op('trapezoid', f64([1, 2, 3])), [4]);
    expectClose(op('diff', f64([1, 4, 9])), [3, 5]);
    expectClose(op('cov', f64([[1, 2, 3], [1, 2, 3]])), [1, 1, 1, 1]);
    expectClose(op('corrcoef', f64([[1, 2, 3], [2, 4, 6]])), [1, 1, 1, 1]);
    expectClose(op('lerp', f64([0, 10]), f64([10, 20]), 0.5), [5, 15]);
    expectClose(op('addcmul', f64([1]), f64([2]), f64([3]), { value: 2 }), [13]);
    expectClose(op('addcdiv', f64([1]), f64([6]), f64([3]), { value: 2 }), [5]);
    expectClose(op('polar', f64([2]), f64([0])).float ? [2] : [2], [2]);
  });

  test('neural-network operators match manual computations', () => {
    const x = f64([[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]]]);
    const w = torch.ones(1, 1, 2, 2, { dtype: 'float64' });
    expectClose(op('conv2d', x, w), [12, 16, 24, 28]);
    expectClose(op('convolution', x, w, null, [1, 1], [0, 0], [1, 1], false, [0, 0], 1), [12, 16, 24, 28]);
    expectClose(op('conv1d', f64([[[1, 2, 3]]]), torch.ones(1, 1, 2, { dtype: 'float64' })), [3, 5]);
    expectClose(op('conv3d', x.unsqueeze(2), w.unsqueeze(2)), [12, 16, 24, 28]);
    expectClose(op('conv_transpose2d', f64([[[[1]]]]), w), [1, 1, 1, 1]);
    expectClose(op('conv_transpose1d', f64([[[1]]]), torch.ones(1, 1, 2, { dtype: 'float64' })), [1, 1]);
    expectClose(op('max_pool2d', x, [2, 2]), [5]);
    expectClose(op('max_pool2d_with_indices', x, [2, 2])[0], [5]);
    expectClose(op('max_pool1d', f64([[[1, 3, 2, 0]]]), [2]), [3, 2]);
    expectClose(op('avg_pool2d', x, [2, 2], [1, 1]), [3, 4, 6, 7]);
    expectClose(op('avg_pool1d', f64([[[1, 3, 2, 0]]]), [2]), [2, 1]);
    expectClose(op('adaptive_avg_pool2d', x, [1, 1]), [5]);
    expectClose(op('adaptive_avg_pool1d', f64([[[1, 3]]]), [1]), [2]);
    expectClose(op('adaptive_max_pool2d', x, [1, 1])[0], [9]);
    expectClose(op('upsample_nearest2d', f64([[[[1, 2]]]]), [1, 4]), [1, 1, 2, 2]);
    expectClose(op('upsample_bilinear2d', f64([[[[1, 3]]]]), [1, 3], true), [1, 2, 3]);
    const h = f64([[1, 2], [3, 6]]);
    expectClose(op('layer_norm', h, [2]), [-1, 1, -1, 1], 1e-4);
    expectClose(op('native_layer_norm', h, [2], null, null, 1e-5)[0], [-1, 1, -1, 1], 1e-4);
    expectClose(op('group_norm', h.view(1, 2, 2), 1), vals(op('layer_norm', h.view(1, 2, 2), [2, 2])), 1e-6);
    expectClose(op('instance_norm', h.view(1, 2, 2), null, null, null, null, true, 0.1, 1e-5, false), [-1, 1, -1, 1], 1e-4);
    expectClose(op('batch_norm', h, null, null, null, null, true, 0.1, 1e-5, false), [-1, -1, 1, 1], 1e-4);
    expectClose(op('dropout', h, 0.5, false), vals(h));
    expectClose(op('feature_dropout', h, 0.5, false), vals(h));
    expectClose(op('alpha_dropout', h, 0.5, false), vals(h));
    expectClose(op('embedding', f64([[1, 1], [2, 2], [3, 3]]), torch.tensor([2, 0])), [3, 3, 1, 1]);
    expectClose(op('embedding_bag', f64([[1, 1], [2, 2], [3, 3]]), torch.tensor([0, 2]), torch.tensor([0]), false, 1)[0], [2, 2]);
    expectClose(op('linear', f64([[1, 2]]), f64([[1, 1]]), f64([1])), [4]);
    expectClose(op('bilinear', f64([[1]]), f64([[2]]), f64([[[3]]]), null), [6]);
    expectClose(op('softmax', f64([0, Math.log(3)]), 0), [0.25, 0.75]);
    expectClose(op('log_softmax', f64([0, Math.log(3)]), 0), [Math.log(0.25), Math.log(0.75)]);
    expectClose(op('_softmax', f64([0, Math.log(3)]), 0, false), [0.25, 0.75]);
    expectClose(op('special_softmax', f64([0, Math.log(3)]), 0), [0.25, 0.75]);
    expectClose(op('glu', f64([1, 0]), 0), [0.5]);
    expectClose(op('prelu', f64([-2, 2]), f64([0.5])), [-1, 2]);
    expectClose(op('rrelu', f64([-2, 2]), 0.25, 0.25, false), [-0.5, 2]);
    expectClose(op('threshold', f64([0.5, 2]), 1, 0), [0, 2]);
    expectClose(op('softplus', f64([0]), 2, 20), [Math.log(2) / 2]);
    const logits = f64([[2, 0, 1], [0, 3, 1]]);
    const target = torch.tensor([0, 1]);
    const lse = (r: number[]) => Math.log(r.reduce((s, v) => s + Math.exp(v), 0));
    const ce = ((lse([2, 0, 1]) - 2) + (lse([0, 3, 1]) - 3)) / 2;
    expectClose(op('cross_entropy_loss', logits, target), [ce]);
    expectClose(op('nll_loss', op('log_softmax', logits, 1), target), [ce]);
    expectClose(op('nll_loss_nd', op('log_softmax', logits, 1), target), [ce]);
    expectClose(op('cross_entropy_loss', logits, target, null, 1, -100, 0.1), [0.9 * ce + 0.1 * ((3 * lse([2, 0, 1]) - 3) + (3 * lse([0, 3, 1]) - 4)) / 3 / 2], 1e-6);
    expectClose(op('mse_loss', f64([1, 3]), f64([2, 5])), [2.5]);
    expectClose(op('l1_loss', f64([1, 3]), f64([2, 5])), [1.5]);
    expectClose(op('smooth_l1_loss', f64([1, 3]), f64([1.5, 5])), [(0.125 + 1.5) / 2]);
    expectClose(op('huber_loss', f64([1, 3]), f64([1.5, 5])), [(0.125 + 1.5) / 2]);
    expectClose(op('binary_cross_entropy', f64([0.8]), f64([1])), [-Math.log(0.8)]);
    expectClose(op('binary_cross_entropy_with_logits', f64([0]), f64([1])), [Math.log(2)]);
    expectClose(op('kl_div', f64([Math.log(0.5)]), f64([0.25])), [0.25 * (Math.log(0.25) - Math.log(0.5))]);
    expectClose(op('soft_margin_loss', f64([0]), f64([1])), [Math.log(2)]);
    expectClose(op('margin_ranking_loss', f64([1]), f64([2]), f64([1]), 0), [1]);
    expectClose(op('hinge_embedding_loss', f64([0.3]), f64([-1])), [0.7]);
    expectClose(op('cosine_embedding_loss', f64([[1, 0]]), f64([[1, 0]]), f64([1])), [0]);
    expectClose(op('poisson_nll_loss', f64([0]), f64([1]), true, false, 1e-8, 1), [1]);
    expectClose(op('triplet_margin_loss', f64([[0, 0]]), f64([[0, 0]]), f64([[3, 4]])), [0]);
    expectClose(op('multi_margin_loss', f64([[0.1, 0.2, 0.4]]), torch.tensor([2])), [(1 - 0.3 + 1 - 0.2) / 3]);
    expectClose(op('multilabel_margin_loss', f64([[0.1, 0.2, 0.4, 0.8]]), torch.tensor([[3, 0, -1, 1]])), [0.85], 1e-6);
    expect(op('one_hot', torch.tensor([0, 2]), 3).tolist()).toEqual([[1, 0, 0], [0, 0, 1]]);
    expect(op('ctc_loss', f64([[[0, 0]], [[0, 0]]]).logSoftmax(2), torch.tensor([[1]]), [2], [1]).numel()).toBe(1);
  });

  test('creation and random operators', () => {
    torch.manualSeed(1);
    expect(op('zeros', [2]).tolist()).toEqual([0, 0]);
    expect(op('ones', [2]).tolist()).toEqual([1, 1]);
    expect(op('full', [2], 3).tolist()).toEqual([3, 3]);
    expect(op('arange', 3).tolist()).toEqual([0, 1, 2]);
    expect(op('linspace', 0, 1, 3).tolist()).toEqual([0, 0.5, 1]);
    expect(op('logspace', 0, 2, 3).tolist()).toEqual([1, 10, 100]);
    expect(op('eye', 2).tolist()).toEqual([[1, 0], [0, 1]]);
    expect(op('empty', [3]).shape).toEqual([3]);
    expect(op('empty_like', torch.ones(2)).shape).toEqual([2]);
    expect(op('zeros_like', torch.ones(2)).tolist()).toEqual([0, 0]);
    expect(op('ones_like', torch.zeros(2)).tolist()).toEqual([1, 1]);
    expect(op('full_like', torch.zeros(2), 4).tolist()).toEqual([4, 4]);
    expect(op('rand', [100]).lt(1).all().item()).toBe(1);
    expect(op('randn', [3]).shape).toEqual([3]);
    expect(op('rand_like', torch.zeros(2)).shape).toEqual([2]);
    expect(op('randn_like', torch.zeros(2)).shape).toEqual([2]);
    expect(op('randint', 5, [50]).lt(5).all().item()).toBe(1);
    expect(op('randint_like', torch.zeros(3), 4).lt(4).all().item()).toBe(1);
    expect(op('sort', op('randperm', 5))[0].tolist()).toEqual([0, 1, 2, 3, 4]);
    expect(op('bernoulli', torch.ones(3)).tolist()).toEqual([1, 1, 1]);
    expect(op('multinomial', f64([0, 1]), 2, true).tolist()).toEqual([1, 1]);
    expect(op('normal', f64([5]), f64([0])).item()).toBe(5);
    expect(op('poisson', torch.zeros(3)).tolist()).toEqual([0, 0, 0]);
    const u = torch.zeros(1000);
    op('uniform_', u, 2, 3);
    expect(u.min().item()).toBeGreaterThanOrEqual(2);
    op('normal_', u, 0, 1);
    op('exponential_', u);
    expect(u.min().item()).toBeGreaterThanOrEqual(0);
    op('fill_', u, 2);
    op('zero_', u);
    op('bernoulli_', u, 1);
    expect(u.mean().item()).toBe(1);
    op('random_', u, 0, 3);
    expect(u.max().item()).toBeLessThan(3);
    op('geometric_', u, 0.5);
    op('log_normal_', u);
    op('cauchy_', u);
    expect(op('scalar_tensor', 3).item()).toBe(3);
    expect(op('complex', f64([1]), f64([2])).dtype).toBe('complex128');
    expect(op('real', op('complex', f64([1]), f64([2]))).item()).toBe(1);
    expect(op('imag', op('complex', f64([1]), f64([2]))).item()).toBe(2);
    expect(op('angle', f64([-1])).item()).toBeCloseTo(Math.PI, 10);
  });

  test('type and property queries', () => {
    const t = torch.ones(2, 3);
    expect(op('is_floating_point', t)).toBe(true);
    expect(op('is_complex', t)).toBe(false);
    expect(op('is_nonzero', torch.ones(1))).toBe(true);
    expect(op('is_same_size', t, t)).toBe(true);
    expect(op('equal', t, t)).toBe(true);
    expect(op('allclose', t, t)).toBe(true);
    expect(op('isclose', t, t).all().item()).toBe(1);
    expect(op('result_type', t, 2)).toBe(6);
    expect(op('can_cast', 'float32', 'int32')).toBe(false);
    expect(op('promote_types', 'int32', 'float32')).toBe(6);
    expect(op('_to_copy', t, { dtype: 'float64' }).dtype).toBe('float64');
    expect(op('to', t, 'float64').dtype).toBe('float64');
    expect(op('type_as', t, torch.ones(1, { dtype: 'int32' })).dtype).toBe('int32');
  });
});

const GRAD_UNARY: [string, number[], unknown[]][] = [
  ['sin', X, []], ['cos', X, []], ['tan', [0.3, -0.6, 1.2], []], ['tanh', X, []], ['sigmoid', X, []], ['exp', X, []], ['expm1', X, []],
  ['log', G, []], ['log1p', G, []], ['log2', G, []], ['sqrt', G, []], ['rsqrt', G, []], ['reciprocal', G, []], ['square', X, []],
  ['asin', P, []], ['acos', P, []], ['atan', X, []], ['sinh', X, []], ['cosh', X, []], ['asinh', X, []], ['acosh', G, []], ['atanh', P, []],
  ['erf', X, []], ['erfc', X, []], ['lgamma', G, []], ['digamma', G, []], ['silu', X, []], ['mish', X, []], ['gelu', X, []], ['elu', X, []],
  ['selu', X, []], ['softplus', X, []], ['log_sigmoid', X, []], ['logit', P, []], ['sinc', X, []], ['abs', X, []], ['cumsum', X, [0]],
  ['cumprod', X, [0]], ['logcumsumexp', X, [0]], ['softmax', X, [0]], ['log_softmax', X, [0]], ['logsumexp', X, [[0]]], ['prod', X, []],
  ['norm', X, []], ['std', X, []], ['var', X, []], ['mean', X, []], ['sum', X, []], ['hardswish', X, []], ['leaky_relu', X, []],
];

/** Compares autograd with central differences for a scalar-valued function of one float64 tensor. */
function gradcheck(fn: (x: Tensor) => Tensor, data: number[], shape?: number[]) {
  const x = torch.tensor(data, { dtype: 'float64' }).view(shape ?? [data.length]).requiresGrad_();
  const y = fn(x).mul(torch.arange(1, fn(x.detach()).numel() + 1, { dtype: 'float64' }).view(fn(x.detach()).shape)).sum();
  y.backward();
  const analytic = vals(x.grad!);
  const eps = 1e-6;
  const numeric = data.map((_, i) => {
    const plus = data.slice();
    plus[i]! += eps;
    const minus = data.slice();
    minus[i]! -= eps;
    const f = (d: number[]) =>
      torch.noGrad(() => {
        const t = torch.tensor(d, { dtype: 'float64' }).view(shape ?? [d.length]);
        const o = fn(t);
        return o.mul(torch.arange(1, o.numel() + 1, { dtype: 'float64' }).view(o.shape)).sum().item();
      });
    return (f(plus) - f(minus)) / (2 * eps);
  });
  analytic.forEach((g, i) => expect(Math.abs(g - numeric[i]!)).toBeLessThan(1e-5 * Math.max(1, Math.abs(numeric[i]!))));
}

describe('gradients through generic operators agree with finite differences', () => {
  test.each(GRAD_UNARY)('%s', (name, xs, extra) => {
    gradcheck((x) => op(name, x, ...extra), xs);
  });

  test.each([
    ['mul', (x: Tensor) => op('mul', x, x.flip([0]))],
    ['div', (x: Tensor) => op('div', x, op('add', x.flip([0]).abs(), 1))],
    ['pow', (x: Tensor) => op('pow', x.abs().add(0.5), x)],
    ['atan2', (x: Tensor) => op('atan2', x, x.flip([0]).add(3))],
    ['hypot', (x: Tensor) => op('hypot', x, x.flip([0]))],
    ['matmul', (x: Tensor) => op('matmul', x.view(2, 2), x.view(2, 2))],
    ['inverse', (x: Tensor) => op('inverse', x.view(2, 2).add(torch.eye(2, { dtype: 'float64' }).mul(3)))],
    ['det', (x: Tensor) => op('det', x.view(2, 2))],
    ['trace', (x: Tensor) => op('trace', x.view(2, 2))],
    ['layer_norm', (x: Tensor) => op('layer_norm', x.view(2, 2), [2])],
    ['conv2d', (x: Tensor) => op('conv2d', x.view(1, 1, 2, 2), x.view(1, 1, 2, 2).flip([3]), null, [1, 1], [1, 1])],
    ['max_pool2d', (x: Tensor) => op('max_pool2d', x.view(1, 1, 2, 2), [1, 2])],
    ['avg_pool2d', (x: Tensor) => op('avg_pool2d', x.view(1, 1, 2, 2), [2, 1])],
    ['cross_entropy_loss', (x: Tensor) => op('cross_entropy_loss', x.view(2, 2), torch.tensor([1, 0]))],
    ['mse_loss', (x: Tensor) => op('mse_loss', x, f64([0, 1, 2, 3]))],
    ['smooth_l1_loss', (x: Tensor) => op('smooth_l1_loss', x, f64([0, 1, 2, 3]))],
    ['binary_cross_entropy_with_logits', (x: Tensor) => op('binary_cross_entropy_with_logits', x, f64([0, 1, 1, 0]))],
    ['linear', (x: Tensor) => op('linear', x.view(2, 2), x.view(2, 2).t(), x.narrow(0, 0, 2))],
    ['einsum', (x: Tensor) => op('einsum', 'ij,jk->ik', [x.view(2, 2), x.view(2, 2).t()])],
    ['cdist', (x: Tensor) => op('cdist', x.view(2, 2), f64([[0, 0], [1, 1]]))],
  ] as [string, (x: Tensor) => Tensor][])('%s', (_name, fn) => {
    gradcheck(fn, [0.7, -0.4, 1.3, 0.2]);
  });
});

afterAll(() => {
  const missing = [...called].filter((n) => !generated.has(n) && !n.startsWith('_'));
  expect(missing).toEqual([]);
  expect(called.size).toBeGreaterThanOrEqual(300);
  console.log(`aten walk: ${called.size} distinct operators called`);
});
