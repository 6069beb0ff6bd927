import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import type { Optimizer } from '../../../src/torch/optim/optimizer.js';
import { toCamel } from '../../../src/torch/optim/state.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/optim');

/** Reads a reference file written by tests/fixtures/optim/make_reference.py. */
export function reference<T = any>(name: string): T {
  return JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as T;
}

export interface Problem {
  X: number[][];
  Y: number[][];
  W0: number[][];
  B0: number[];
  V0: number[];
  C: number[];
  SCALE: number[];
}

/** The reference problem's parameters at their initial values: W (3x2), b (2), v (4). Kept tensors. */
export function makeParams(p: Problem): Tensor[] {
  return [p.W0, p.B0, p.V0].map((data) => torch.tensor(data, { dtype: 'float32', requiresGrad: true }).keep());
}

/** mean((X W + b - Y)^2) + 0.5 * sum(SCALE * (v - C)^2), times `sign`: the same ops in the same order as the script. */
export function lossOf(p: Problem, params: Tensor[], sign = 1): Tensor {
  const [w, b, v] = params as [Tensor, Tensor, Tensor];
  const x = torch.tensor(p.X, { dtype: 'float32' });
  const y = torch.tensor(p.Y, { dtype: 'float32' });
  const c = torch.tensor(p.C, { dtype: 'float32' });
  const s = torch.tensor(p.SCALE, { dtype: 'float32' });
  const loss = x.mm(w).add(b).sub(y).pow(2).mean().add(v.sub(c).pow(2).mul(s).sum().mul(0.5));
  return sign !== 1 ? loss.mul(sign) : loss;
}

/** All parameter values, flattened in order. */
export function flat(params: Tensor[]): number[] {
  return params.flatMap((t) => Array.from(t.toArray() as Float32Array));
}

/** The largest |actual - expected| / (1 + |expected|). */
export function maxRelError(actual: number[], expected: number[]): number {
  if (actual.length !== expected.length) throw new Error(`length ${actual.length} != ${expected.length}`);
  let m = 0;
  actual.forEach((a, i) => {
    m = Math.max(m, Math.abs(a - expected[i]!) / (1 + Math.abs(expected[i]!)));
  });
  return m;
}

/** The reference problem of optimizers.json. */
export function problem(): Problem {
  return reference<{ problem: Problem }>('optimizers.json').problem;
}

export interface Run {
  optimizer: 'SGD' | 'Adam' | 'AdamW' | 'Adagrad' | 'RMSprop' | 'LBFGS';
  options: Record<string, unknown>;
  groups: Array<{ params: number[]; [k: string]: unknown }> | null;
  sign: number;
  losses: number[];
  trajectory: number[][];
  state_dict: { param_groups: Array<Record<string, unknown>>; state: Record<string, Record<string, unknown>> };
}

function camel(o: Record<string, unknown>): Record<string, any> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [toCamel(k), v]));
}

export function build(run: Run, params: Tensor[]): Optimizer<any> {
  const Ctor = (optim as unknown as Record<string, new (p: unknown, o: unknown) => Optimizer<any>>)[run.optimizer]!;
  const options = camel(run.options);
  // the script ran the multi-tensor path (foreach=True), which is what these optimizers implement
  if (run.optimizer !== 'LBFGS') options.foreach = true;
  if (!run.groups) return new Ctor(params, options);
  const groups = run.groups.map((g) => ({ ...camel(g), params: g.params.map((i) => params[i]!) }));
  return new Ctor(groups, options);
}

/** One training step as the script does it: zero, loss, backward, step. Returns the loss. */
export function trainStep(run: Run, opt: Optimizer<any>, params: Tensor[]): number {
  const closure = () => {
    opt.zeroGrad();
    const loss = lossOf(problem(), params, run.sign);
    loss.backward();
    return loss;
  };
  return torch.scope(() => {
    if (run.optimizer === 'LBFGS') return (opt.step(closure) as Tensor).item();
    const loss = closure().item();
    opt.step();
    return loss;
  });
}

