import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import type { Optimizer } from '../../../src/torch/optim/optimizer.js';
import { toCamel } from '../../../src/torch/optim/state.js';
import { F32_EPS, maxScaledError } from '../../support/float-tolerance.js';
import { pythonMissing, runPython } from '../serialize/python.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/optim');

/** Reads a reference file written by tests/fixtures/optim/make_reference.py. */
export function reference<T = any>(name: string, dir = fixtures): T {
  return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
}

/** The references computed now by the installed PyTorch, and whether it runs on this process's libtorch. */
export interface LiveReference {
  dir: string;
  /** True when Python's torch loaded the very libtorch_cpu library the addon did. */
  sameLibtorch: boolean;
}

/** The libtorch_cpu library this process has loaded (through the addon). */
function loadedLibtorch(): string | null {
  try {
    const line = readFileSync('/proc/self/maps', 'utf8').split('\n').find((l) => l.includes('libtorch_cpu'));
    return line ? realpathSync(line.trim().split(/\s+/).pop()!) : null;
  } catch {
    return null;
  }
}

/**
 * Runs make_reference.py into a temporary directory when python3-torch is installed (null
 * otherwise), so trajectories can also be compared with what PyTorch computes on this CPU.
 */
export function liveReference(): LiveReference | null {
  if (pythonMissing) return null;
  const dir = mkdtempSync(join(tmpdir(), 'tr-optim-ref-'));
  runPython('optim/make_reference.py', ['--out', dir]);
  const { libtorch_cpu: python } = reference<{ libtorch_cpu: string | null }>('libtorch.json', dir);
  const ours = loadedLibtorch();
  return { dir, sameLibtorch: python !== null && python === ours };
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
export const maxRelError = maxScaledError;

/**
 * How far a trajectory computed here may drift from the committed fixture (written with PyTorch
 * 1.13 on another x86-64 CPU) after `step + 1` optimizer steps, as a bound on
 * |x - x_ref| / (1 + |x_ref|) for every parameter and for the returned loss.
 *
 * First-order optimizers (SGD, Adam, AdamW, Adagrad, RMSprop). Each step's gradient comes from
 * short reductions (the 5x3 by 3x2 product, a mean over 10 residuals, a sum over 4 terms and their
 * backward): with another summation order or fused multiply-adds each differs by at most a few
 * float32 eps relative to the gradient's scale; the elementwise update then adds about one more
 * rounding. On this problem the update maps do not amplify a perturbation (SGD's lr times the
 * largest curvature is below 2; Adam, RMSprop and Adagrad divide by a running norm of the
 * gradient, so a relative change of g changes the step by about the same relative amount), so the
 * differences add up at most linearly over the trajectory: 4 eps per step. Measured on an AMD
 * EPYC against the fixture: at most 1 eps after 8 steps, so the bound has a margin of 32x; it is
 * still 3.8e-6 after 8 steps, while every step moves some parameter by at least 2.4e-2, a
 * bias-correction or weight-decay mistake changes the first steps by 1e-3 or more, and an
 * off-by-one in the step count changes Adam's first step by 25%.
 *
 * L-BFGS. Its direction divides by y·s with y = g_new - g_old, and near the minimum y is the
 * difference of two nearly equal gradients: one eps of difference in g becomes |g|/|y| eps in y,
 * and the strong-Wolfe line search interpolates on differences of nearly equal losses too. The
 * measured drift after 2 steps (10 closure evaluations) was 587 eps (7e-5) on an AMD EPYC; the
 * bound is 1e-3 (about 14x that), against step lengths of 2.6, 1.3 and 1.4e-2 (scaled), so a
 * missed or wrong step still fails.
 */
export function trajectoryTolerance(run: Run, step: number): number {
  if (run.optimizer === 'LBFGS') return 1e-3;
  return 4 * F32_EPS * (step + 1);
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

