// Runs the reference implementations a benchmark compares against: PyTorch from Python on
// the same libtorch (Debian's python3-torch) and a plain C++ libtorch program.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
export const PYTHON = process.env.TORCHRUNNER_PYTHON ?? '/usr/bin/python3';
export function packageRoot() {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'package.json')))
        dir = dirname(dir);
    return dir;
}
/** Runs a Python script with args; returns its stdout parsed as JSON, or null if Python/torch is absent. */
export function runPython(script, args = []) {
    const probe = spawnSync(PYTHON, ['-c', 'import torch'], { encoding: 'utf8' });
    if (probe.status !== 0) {
        console.log(`(skipping PyTorch reference: ${PYTHON} with torch is not available)`);
        return null;
    }
    const out = execFileSync(PYTHON, [script, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
    return JSON.parse(out.trim().split('\n').pop());
}
/** Builds (once) and runs a C++ benchmark from bench/<dir>/cpp; returns its JSON output or null. */
export function runCpp(dir, target, args = []) {
    const src = join(packageRoot(), 'bench', dir, 'cpp');
    const build = join(src, 'build');
    const exe = join(build, target);
    if (!existsSync(exe)) {
        mkdirSync(build, { recursive: true });
        const cfg = spawnSync('cmake', ['-S', src, '-B', build, '-DCMAKE_BUILD_TYPE=Release', '-G', 'Ninja'], { stdio: 'inherit' });
        if (cfg.status !== 0)
            return null;
        if (spawnSync('cmake', ['--build', build], { stdio: 'inherit' }).status !== 0)
            return null;
    }
    const out = execFileSync(exe, args, { encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop());
}
export function median(xs) {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)];
}
//# sourceMappingURL=reference.js.map