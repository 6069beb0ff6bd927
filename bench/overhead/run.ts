// Per-op and per-step overhead: a 1-element add loop and a small MLP training step
// (batch 8, 16 -> 32 -> 1), in Node (this library), PyTorch from Python and plain C++, on
// the same libtorch with one intra-op thread. Prints the times and the ratios.
import { join } from 'node:path';

import { torch, type Tensor } from '../../src/index.js';
import { plainMlp } from '../common/mlp.js';
import { median, packageRoot, runCpp, runPython } from '../common/reference.js';

const ADD_ITERS = Number(process.env.ADD_ITERS ?? 200_000);
const STEP_ITERS = Number(process.env.STEP_ITERS ?? 5_000);
const REPEATS = 3;

torch.setNumThreads(1);

function timeAdd(generic: boolean): number {
  const a = torch.ones(1);
  const b = torch.ones(1);
  const add = generic ? (x: Tensor, y: Tensor) => torch.ops.aten.add(x, y) as Tensor : (x: Tensor, y: Tensor) => x.add(y);
  for (let i = 0; i < 1000; i++) add(a, b).dispose();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < ADD_ITERS; i++) add(a, b).dispose();
  return Number(process.hrtime.bigint() - t0) / 1e3 / ADD_ITERS;
}

function timeMlp(): number {
  torch.manualSeed(0);
  const mlp = plainMlp(8, 16, 32, 1, 0.1);
  const step = () => torch.scope(mlp.step);
  for (let i = 0; i < 200; i++) step();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < STEP_ITERS; i++) step();
  const us = Number(process.hrtime.bigint() - t0) / 1e3 / STEP_ITERS;
  mlp.dispose();
  return us;
}

const nodeAdd = median(Array.from({ length: REPEATS }, () => timeAdd(false)));
const nodeGenericAdd = median(Array.from({ length: REPEATS }, () => timeAdd(true)));
const nodeStep = median(Array.from({ length: REPEATS }, () => timeMlp()));
const py = runPython(join(packageRoot(), 'bench', 'overhead', 'overhead.py'), [String(ADD_ITERS), String(STEP_ITERS)]);
const cpp = runCpp('overhead', 'overhead', [String(ADD_ITERS), String(STEP_ITERS)]);

const fmt = (x: number) => x.toFixed(3).padStart(9);
const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) + 'x' : 'n/a');
console.log(`libtorch ${torch.version}, intra-op threads: ${torch.getNumThreads()}`);
console.log('                         node(us)  python(us)   c++(us)   node/python  node/c++');
console.log(`add, 1 element (direct) ${fmt(nodeAdd)} ${fmt(py?.addUs ?? NaN)} ${fmt(cpp?.addUs ?? NaN)}   ${ratio(nodeAdd, py?.addUs).padStart(9)} ${ratio(nodeAdd, cpp?.addUs).padStart(9)}`);
console.log(`add, 1 element (generic)${fmt(nodeGenericAdd)} ${fmt(py?.addUs ?? NaN)} ${fmt(cpp?.addUs ?? NaN)}   ${ratio(nodeGenericAdd, py?.addUs).padStart(9)} ${ratio(nodeGenericAdd, cpp?.addUs).padStart(9)}`);
console.log(`MLP step 8x16-32-1      ${fmt(nodeStep)} ${fmt(py?.mlpStepUs ?? NaN)} ${fmt(cpp?.mlpStepUs ?? NaN)}   ${ratio(nodeStep, py?.mlpStepUs).padStart(9)} ${ratio(nodeStep, cpp?.mlpStepUs).padStart(9)}`);
