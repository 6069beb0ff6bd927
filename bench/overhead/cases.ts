// The per-op and per-step overhead cases, as functions a benchmark runner can call: each runs
// its loop after a warm-up and returns microseconds per iteration. The references (PyTorch
// from Python, plain C++) run the same loops on the same libtorch with one intra-op thread.
//
// Time is the process's CPU time (user + system) on every side, not wall time: the loops are
// single-threaded, so on an idle machine the two agree, and on a shared one CPU time does not
// count the time other processes held the core. Node's own helper threads (GC, compiler) are
// included in its figure, which can only make this library look slower.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { torch, type Tensor } from '../../src/index.js';
import { plainMlp } from '../common/mlp.js';
import { packageRoot, runCpp, runPython } from '../common/reference.js';
import { timeLoop } from '../common/time-loop.js';

/** Microseconds per iteration of one case, or null where a reference is unavailable. */
export interface OverheadTimes {
  addDirectUs: number;
  addGenericUs: number;
  mlpStepUs: number;
}

export interface ReferenceTimes {
  addUs: number;
  mlpStepUs: number;
}

/** `a.add(b)` on 1-element tensors through the direct binding, result disposed (Python: `c = a.add(b)`). */
export function addDirect(iters: number): number {
  torch.setNumThreads(1);
  const a = torch.ones(1);
  const b = torch.ones(1);
  const us = timeLoop(iters, 1000, () => a.add(b).dispose());
  a.dispose();
  b.dispose();
  return us;
}

/** `torch.ops.aten.add(a, b)` on 1-element tensors: the generic dispatcher path (schema binding, boxed call). */
export function addGeneric(iters: number): number {
  torch.setNumThreads(1);
  const a = torch.ones(1);
  const b = torch.ones(1);
  const us = timeLoop(iters, 1000, () => (torch.ops.aten.add!(a, b) as Tensor).dispose());
  a.dispose();
  b.dispose();
  return us;
}

/** One plain-tensor MLP training step (batch 8, 16 -> 32 -> 1, MSE, SGD) inside a scope. */
export function mlpStep(iters: number): number {
  torch.setNumThreads(1);
  torch.manualSeed(0);
  const mlp = plainMlp(8, 16, 32, 1, 0.1);
  const us = timeLoop(iters, 200, () => torch.scope(mlp.step));
  mlp.dispose();
  return us;
}

/** All three cases once. */
export function overheadCases(addIters: number, stepIters: number): OverheadTimes {
  return { addDirectUs: addDirect(addIters), addGenericUs: addGeneric(addIters), mlpStepUs: mlpStep(stepIters) };
}

/** {@link overheadCases} in a fresh process (bench/overhead/child.ts), as the references run. */
export function overheadCasesInChild(addIters: number, stepIters: number): OverheadTimes {
  const out = execFileSync(process.execPath, [join(packageRoot(), 'dist', 'bench', 'overhead', 'child.js'), String(addIters), String(stepIters)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as OverheadTimes;
}

/** The same loops in PyTorch from Python (bench/overhead/overhead.py); null without python3-torch. */
export function pythonReference(addIters: number, stepIters: number): ReferenceTimes | null {
  return runPython(join(packageRoot(), 'bench', 'overhead', 'overhead.py'), [String(addIters), String(stepIters)]);
}

/** The same loops in plain C++ on libtorch (bench/overhead/cpp): the floor. Null if it cannot be built. */
export function cppReference(addIters: number, stepIters: number): ReferenceTimes | null {
  return runCpp('overhead', 'overhead', [String(addIters), String(stepIters)]);
}
