// Per-op and per-step overhead: a 1-element add (direct binding and generic dispatcher path)
// and a small MLP training step, in Node (this library), PyTorch from Python and plain C++, on
// the same libtorch with one intra-op thread. Runs are interleaved (ours, Python, C++, ours,
// ...); the table shows the median of the rounds (and the minimum) and the ratios.
import { torch } from '../../src/index.js';
import { median } from '../common/reference.js';
import { cppReference, overheadCasesInChild, pythonReference, type OverheadTimes, type ReferenceTimes } from './cases.js';

const ADD_ITERS = Number(process.env.ADD_ITERS ?? 200_000);
const STEP_ITERS = Number(process.env.STEP_ITERS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const ours: OverheadTimes[] = [];
const py: ReferenceTimes[] = [];
const cpp: ReferenceTimes[] = [];
for (let r = 0; r < ROUNDS; r++) {
  ours.push(overheadCasesInChild(ADD_ITERS, STEP_ITERS));
  const p = pythonReference(ADD_ITERS, STEP_ITERS);
  if (p) py.push(p);
  const c = cppReference(ADD_ITERS, STEP_ITERS);
  if (c) cpp.push(c);
}

const med = <T>(xs: T[], key: keyof T) => (xs.length ? median(xs.map((x) => x[key] as number)) : NaN);
const min = <T>(xs: T[], key: keyof T) => (xs.length ? Math.min(...xs.map((x) => x[key] as number)) : NaN);
const fmt = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3)).padStart(9);
const ratio = (a: number, b: number) => (Number.isNaN(b) ? 'n/a' : (a / b).toFixed(2) + 'x').padStart(11);

const rows: [string, keyof OverheadTimes, keyof ReferenceTimes][] = [
  ['add, 1 element (direct) ', 'addDirectUs', 'addUs'],
  ['add, 1 element (generic)', 'addGenericUs', 'addUs'],
  ['MLP step 8x16-32-1      ', 'mlpStepUs', 'mlpStepUs'],
];
console.log(`libtorch ${torch.version}, one intra-op thread on every side, ${ROUNDS} interleaved rounds (ours and Python each a fresh process a round), median (min) in us`);
console.log('                          node(us)        python(us)      c++(us)     node/python    node/c++');
for (const [label, k, rk] of rows) {
  const n = med(ours, k);
  const p = med(py, rk);
  const c = med(cpp, rk);
  console.log(
    `${label} ${fmt(n)} (${min(ours, k).toFixed(3)}) ${fmt(p)} (${min(py, rk).toFixed(3)}) ${fmt(c)}   ${ratio(n, p)} ${ratio(n, c)}`,
  );
}
