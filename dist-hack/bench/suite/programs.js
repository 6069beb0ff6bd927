// Runs one benchmark program in a child process and reads its report (protocol.ts): the
// last stdout line, either `{values, peakRssMB}` or a flat object of numbers.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PYTHON, packageRoot } from '../common/reference.js';
/** Threads pinned the same way for every side: libtorch intra-op, OpenMP and OpenBLAS. */
export const THREAD_ENV = { OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
/**
 * The pools each side computes with under THREAD_ENV, asked of a fresh process of each:
 * libtorch's intra-op pool and the BLAS library's own.
 */
export function threadPoolsOfSides() {
    const env = { ...process.env, ...THREAD_ENV };
    const ours = spawnSync(process.execPath, ['--input-type=module', '-e', `import { torch } from ${JSON.stringify(join(packageRoot(), 'dist', 'src', 'index.js'))}; console.log(JSON.stringify(torch.threadPools()))`], { encoding: 'utf8', env });
    const text = (r) => {
        if (r.status !== 0)
            return 'unknown';
        const p = JSON.parse(String(r.stdout).trim());
        return `intra-op ${p.intraOp}, ${p.blasLibrary ?? 'BLAS'} ${p.blas ?? 'unknown'}`;
    };
    let line = `ours: ${text(ours)}`;
    if (pythonAvailable()) {
        const probe = [
            'import ctypes, json, os, torch',
            'lib = ctypes.CDLL(torch._C.__file__, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)',
            'blas = lib.openblas_get_num_threads() if hasattr(lib, "openblas_get_num_threads") else None',
            'print(json.dumps({"intraOp": torch.get_num_threads(), "blasLibrary": "OpenBLAS" if blas is not None else None, "blas": blas}))',
        ].join('\n');
        line += `; PyTorch: ${text(spawnSync(PYTHON, ['-c', probe], { encoding: 'utf8', env }))}`;
    }
    return line;
}
let pythonChecked = null;
/** Whether the PyTorch reference can run here (python3 with torch). */
export function pythonAvailable() {
    pythonChecked ??= spawnSync(PYTHON, ['-c', 'import torch'], { encoding: 'utf8' }).status === 0;
    return pythonChecked;
}
/** Runs `program` once; throws with its stderr when it fails. */
export function runProgram(program, timeoutMs) {
    const root = packageRoot();
    const [script, ...rest] = program.args;
    const file = join(root, script);
    const [cmd, argv] = program.command === 'node' ? [process.execPath, [file, ...rest]] : program.command === 'python' ? [PYTHON, [file, ...rest]] : [file, rest];
    const r = spawnSync(cmd, argv, { cwd: root, encoding: 'utf8', env: { ...process.env, ...THREAD_ENV }, timeout: timeoutMs, maxBuffer: 64 << 20 });
    if (r.status !== 0) {
        throw new Error(`${program.side} program ${program.args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}, signal ${r.signal}`}):\n${(r.stderr ?? '').slice(-2000)}`);
    }
    const last = r.stdout.trim().split('\n').pop() ?? '';
    const parsed = JSON.parse(last);
    if (parsed.values && typeof parsed.values === 'object') {
        return { values: parsed.values, peakRssMB: typeof parsed.peakRssMB === 'number' ? parsed.peakRssMB : null };
    }
    const values = {};
    for (const [k, v] of Object.entries(parsed))
        if (typeof v === 'number')
            values[k] = v;
    return { values, peakRssMB: null };
}
//# sourceMappingURL=programs.js.map