// Peak memory of building a model and loading a checkpoint into it: built normally (weights
// allocated and initialised, then the checkpoint copied in) against built on the meta device
// (shapes only; the load hands the checkpoint's tensors to the model) and against meta then
// toEmpty (uninitialised storage, then the checkpoint copied in), with the checkpoint read
// into memory (torch.load) or mapped (torch.load with mmap). Each variant runs in a fresh
// process; the peak is the process's VmHWM from /proc/self/status. Default model: 6 Linear
// layers of 4096 × 4096, 403 MB of float32 weights.
//   npm run bench:meta-init -- [--layers 6] [--width 4096] [--rounds 2]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberArg } from '../common/args.js';
const layers = numberArg('layers', 6);
const width = numberArg('width', 4096);
const rounds = numberArg('rounds', 2);
const script = join(dirname(fileURLToPath(import.meta.url)), 'variant.js');
const dir = mkdtempSync(join(tmpdir(), 'tr-bench-meta-'));
const path = join(dir, 'stack.pth');
const mb = (n) => `${(n / 1e6).toFixed(0)} MB`;
function run(variant, mode = 'read') {
    const r = spawnSync(process.execPath, [script, variant, path, String(layers), String(width), mode], { encoding: 'utf8' });
    if (r.status !== 0)
        throw new Error(`variant ${variant} failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
}
try {
    const saved = run('save');
    const bytes = layers * (width * width + width) * 4;
    console.log(`model: ${layers} Linear(${width}, ${width}), ${mb(bytes)} of float32 weights; one fresh process per variant, lowest peak of ${rounds} rounds`);
    const best = new Map();
    const cases = [
        ['baseline', 'read', 'baseline (import only)'],
        ['normal', 'read', 'normal: new Model(), loadStateDict(load())'],
        ['meta', 'read', 'meta: withDevice(meta), loadStateDict'],
        ['meta-to-empty', 'read', 'meta, toEmpty(cpu), loadStateDict'],
        ['normal', 'mmap', 'normal, load({ mmap: true })'],
        ['meta', 'mmap', 'meta, load({ mmap: true })'],
    ];
    for (let r = 0; r < rounds; r++) {
        for (const [v, mode] of cases) {
            const m = run(v, mode);
            if (v !== 'baseline' && m.checksum !== saved.checksum)
                throw new Error(`variant ${v} (${mode}) loaded different weights (checksum ${m.checksum}, saved ${saved.checksum})`);
            const key = `${v}/${mode}`;
            const prev = best.get(key);
            if (!prev || m.peak < prev.peak)
                best.set(key, m);
        }
    }
    const base = best.get('baseline/read').peak;
    console.log(`${'variant'.padEnd(44)} ${'peak RSS'.padStart(10)} ${'above baseline'.padStart(15)} ${'vs normal'.padStart(10)} ${'time'.padStart(9)}`);
    for (const [v, mode, label] of cases) {
        const m = best.get(`${v}/${mode}`);
        const normal = best.get(`normal/${mode === 'mmap' ? 'mmap' : 'read'}`);
        console.log(`${label.padEnd(44)} ${mb(m.peak).padStart(10)} ${mb(m.peak - base).padStart(15)} ${(m.peak / normal.peak).toFixed(2).padStart(10)} ${`${(m.ms / 1000).toFixed(2)} s`.padStart(9)}`);
    }
    for (const mode of ['read', 'mmap']) {
        const normal = best.get(`normal/${mode}`);
        const meta = best.get(`meta/${mode}`);
        console.log(`peak RSS meta / normal (${mode === 'mmap' ? 'mmap load' : 'plain load'}): ${(meta.peak / normal.peak).toFixed(2)} (above the baseline: ${((meta.peak - base) / (normal.peak - base)).toFixed(2)})`);
    }
}
finally {
    rmSync(dir, { recursive: true, force: true });
}
//# sourceMappingURL=run.js.map