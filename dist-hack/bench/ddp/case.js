// DDP step time, 2 processes on loopback: this library's DataParallelStrategy against PyTorch
// DDP from Python (Gloo, same model, same libtorch, same thread count), interleaved in one run,
// and the share of the all-reduce time hidden behind backward on each side.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../src/cli/launch.js';
import { median, packageRoot, PYTHON } from '../common/reference.js';
/** Runs `cmd args` as `world` ranks on loopback and returns rank 0's last stdout line as JSON. */
export async function group(cmd, args, world, threads) {
    const port = await freePort();
    const outs = await Promise.all([...Array(world).keys()].map((rank) => new Promise((resolve, reject) => {
        const child = spawn(cmd, args, {
            env: {
                ...process.env,
                RANK: String(rank),
                LOCAL_RANK: String(rank),
                WORLD_SIZE: String(world),
                LOCAL_WORLD_SIZE: String(world),
                MASTER_ADDR: '127.0.0.1',
                MASTER_PORT: String(port),
                THREADS: String(threads),
                OMP_NUM_THREADS: String(threads),
            },
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} rank ${rank} exited with ${code}`))));
    })));
    // Rank 0's figures (ranks wait for each other every step, so they agree closely).
    return JSON.parse(outs[0].trim().split('\n').pop());
}
function side(step, compute, comm) {
    const s = median(step);
    const c = median(compute);
    const a = median(comm);
    return { stepMs: s, computeMs: c, allReduceMs: a, hiddenShare: Math.max(0, Math.min(1, (c + a - s) / a)) };
}
/** Runs the case and returns its figures. */
export async function ddpCase(options = {}) {
    const world = options.world ?? 2;
    const threads = options.threads ?? 1;
    const steps = String(options.steps ?? 30);
    const warmup = String(options.warmup ?? 5);
    const runs = options.runs ?? 3;
    const root = packageRoot();
    const worker = join(root, 'dist', 'bench', 'ddp', 'worker.js');
    const pyScript = join(root, 'bench', 'ddp', 'ddp_reference.py');
    const usePython = options.python ?? true;
    const ts = { ddp: [], nosync: [], allreduce: [], exposed: [], buckets: [], timeline: null };
    const py = { ddp: [], nosync: [], allreduce: [], timeline: null };
    let pythonOk = usePython;
    for (let r = 0; r < runs; r++) {
        for (const mode of ['ddp', 'nosync', 'allreduce']) {
            const t = await group(process.execPath, [worker, mode, steps, warmup], world, threads);
            ts[mode].push(t.stepMs);
            if (mode === 'ddp') {
                ts.exposed.push(t.exposedMs);
                ts.buckets = t.buckets;
                if (r === runs - 1)
                    ts.timeline = t.timeline;
            }
            if (pythonOk) {
                try {
                    py[mode].push((await group(PYTHON, [pyScript, mode, steps, warmup], world, threads)).stepMs);
                    if (mode === 'ddp' && r === runs - 1)
                        py.timeline = (await group(PYTHON, [pyScript, 'timeline', steps, warmup], world, threads)).timeline;
                }
                catch (err) {
                    console.log(`(skipping PyTorch DDP: ${err.message})`);
                    pythonOk = false;
                }
            }
        }
    }
    const mine = side(ts.ddp, ts.nosync, ts.allreduce);
    const theirs = pythonOk ? side(py.ddp, py.nosync, py.allreduce) : null;
    return {
        world,
        threads,
        torchrunner: { ...mine, exposedMs: median(ts.exposed), buckets: ts.buckets, timeline: ts.timeline },
        pytorch: theirs ? { ...theirs, timeline: py.timeline } : null,
        ratio: theirs ? mine.stepMs / theirs.stepMs : null,
    };
}
//# sourceMappingURL=case.js.map