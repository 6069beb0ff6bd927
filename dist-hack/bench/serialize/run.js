// torch.save and torch.load of a transformer-like state of about 100M float32 parameters
// (420 MB), against PyTorch's torch.save / torch.load from Python on the same libtorch, with
// the same tensor names and shapes, in the same directory. The two sides are interleaved
// (one measurement each, in turn) and the median of the rounds is reported.
//
// What is compared: our torch.save is atomic (temporary file, fsync, rename, fsync of the
// directory), so it is shown against Python's plain torch.save (no fsync: the data may still
// be in the page cache only) and against torch.save followed by os.fsync. torch.load checks
// every record's CRC-32 here; PyTorch's does not.
//   npm run build && npm run bench:serialize -- [--rounds 5] [--dir DIR]
// DIR (default: the OS temporary directory) should be on the disk checkpoints go to, not a tmpfs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { torch } from '../../src/index.js';
import { median, packageRoot, PYTHON } from '../common/reference.js';
export const DEFAULT_SHAPE = { layers: 7, dModel: 1024, vocab: 16384 };
/** The same names and shapes as pytorch_reference.py's transformer_state. */
export function transformerState({ layers, dModel: d, vocab }) {
    const s = { 'embed.weight': torch.randn(vocab, d) };
    for (let i = 0; i < layers; i++) {
        const p = `layers.${i}.`;
        for (const n of ['q', 'k', 'v', 'o']) {
            s[`${p}attn.${n}.weight`] = torch.randn(d, d);
            s[`${p}attn.${n}.bias`] = torch.randn(d);
        }
        s[`${p}mlp.up.weight`] = torch.randn(4 * d, d);
        s[`${p}mlp.up.bias`] = torch.randn(4 * d);
        s[`${p}mlp.down.weight`] = torch.randn(d, 4 * d);
        s[`${p}mlp.down.bias`] = torch.randn(d);
        for (const n of ['norm1', 'norm2']) {
            s[`${p}${n}.weight`] = torch.randn(d);
            s[`${p}${n}.bias`] = torch.randn(d);
        }
    }
    s['norm.weight'] = torch.randn(d);
    s['norm.bias'] = torch.randn(d);
    return s;
}
function removeQuiet(path) {
    try {
        unlinkSync(path);
    }
    catch {
        // not there
    }
}
/** Milliseconds of one atomic torch.save to `path` (a previous file there is removed first). */
export function timeSave(state, path) {
    removeQuiet(path);
    const t0 = performance.now();
    torch.save(state, path);
    return performance.now() - t0;
}
/** Milliseconds until torch.saveAsync's promise resolves, and how long the call itself held the JS thread. */
export async function timeSaveAsync(state, path) {
    removeQuiet(path);
    const t0 = performance.now();
    const done = torch.saveAsync(state, path);
    const blockedMs = performance.now() - t0;
    await done;
    return { ms: performance.now() - t0, blockedMs };
}
/** Milliseconds of one torch.load of `path` (CRC-32 checked); the tensors are disposed after. */
export function timeLoad(path) {
    const t0 = performance.now();
    const loaded = torch.load(path);
    const ms = performance.now() - t0;
    for (const t of Object.values(loaded))
        t.dispose();
    return ms;
}
/** The Python reference process, one command at a time. */
export class PythonSerializeReference {
    proc;
    lines;
    rl;
    constructor() {
        this.proc = spawn(PYTHON, ['-u', join(packageRoot(), 'bench', 'serialize', 'pytorch_reference.py')]);
        this.proc.stderr.pipe(process.stderr);
        this.rl = createInterface({ input: this.proc.stdout });
        this.lines = this.rl[Symbol.asyncIterator]();
    }
    /** Starts the reference with the given state, or returns null when Python with torch is absent. */
    static async start(shape) {
        if (spawnSync(PYTHON, ['-c', 'import torch']).status !== 0)
            return null;
        const ref = new PythonSerializeReference();
        const r = await ref.ask(`setup ${shape.layers} ${shape.dModel} ${shape.vocab}`);
        return { ref, params: r.params, torch: r.torch };
    }
    async ask(cmd) {
        this.proc.stdin.write(cmd + '\n');
        const next = await this.lines.next();
        if (next.done)
            throw new Error(`the Python reference ended while running '${cmd}'`);
        return JSON.parse(next.value);
    }
    async save(path, fsync) {
        removeQuiet(path);
        return (await this.ask(`${fsync ? 'save_fsync' : 'save'} ${path}`)).ms;
    }
    async load(path) {
        return (await this.ask(`load ${path}`)).ms;
    }
    close() {
        this.proc.stdin.write('quit\n');
        this.rl.close();
    }
}
/**
 * Runs the save and load cases, interleaved with the Python reference: per round, our save,
 * Python's save, Python's save + fsync, our saveAsync, our load, Python's load.
 */
export async function serializeCases(options = {}) {
    const rounds = options.rounds ?? 5;
    const shape = options.shape ?? DEFAULT_SHAPE;
    const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'bench-serialize-'));
    torch.setNumThreads(1);
    torch.manualSeed(0);
    const state = transformerState(shape);
    const bytes = Object.values(state).reduce((n, t) => n + t.numel() * 4, 0);
    const py = await PythonSerializeReference.start(shape);
    const ours = join(dir, 'ours.pth');
    const theirs = join(dir, 'theirs.pth');
    const save = [], saveAsync = [], blocked = [], load = [];
    const pySave = [], pySaveFsync = [], pyLoad = [];
    try {
        for (let round = -1; round < rounds; round++) {
            const keep = round >= 0; // round -1 warms up both sides
            const s = timeSave(state, ours);
            const ps = py ? await py.ref.save(theirs, false) : NaN;
            const psf = py ? await py.ref.save(theirs, true) : NaN;
            const a = await timeSaveAsync(state, ours);
            const l = timeLoad(py ? theirs : ours);
            const pl = py ? await py.ref.load(theirs) : NaN;
            if (!keep)
                continue;
            save.push(s);
            pySave.push(ps);
            pySaveFsync.push(psf);
            saveAsync.push(a.ms);
            blocked.push(a.blockedMs);
            load.push(l);
            pyLoad.push(pl);
        }
    }
    finally {
        py?.ref.close();
        for (const t of Object.values(state))
            t.dispose();
        rmSync(dir, { recursive: true, force: true });
    }
    const vs = py ? { 'torch.save': pySave, 'torch.save + fsync': pySaveFsync } : {};
    return [
        { case: 'torch.save (atomic, fsync)', bytes, oursMs: save, pythonMs: vs },
        { case: 'torch.saveAsync (atomic, fsync)', bytes, oursMs: saveAsync, pythonMs: vs, extra: { 'JS thread blocked ms': blocked } },
        { case: 'torch.load (CRC-32 checked)', bytes, oursMs: load, pythonMs: py ? { 'torch.load': pyLoad } : {} },
    ];
}
function mbps(bytes, ms) {
    return ((bytes / 1e6 / ms) * 1000).toFixed(0);
}
async function main() {
    const args = process.argv.slice(2);
    const arg = (name) => {
        const i = args.indexOf(name);
        return i >= 0 ? args[i + 1] : undefined;
    };
    const rounds = Number(arg('--rounds') ?? 5);
    const cases = await serializeCases({ rounds, dir: arg('--dir') });
    console.log(`state: ${(cases[0].bytes / 4 / 1e6).toFixed(1)}M float32 parameters (${(cases[0].bytes / 1e6).toFixed(0)} MB), median of ${rounds} interleaved rounds\n`);
    console.log(`${'case'.padEnd(34)} ${'ours MB/s'.padStart(10)}   PyTorch (Python) MB/s, ratio ours/PyTorch (> 1: faster)`);
    for (const c of cases) {
        const ours = median(c.oursMs);
        const refs = Object.entries(c.pythonMs).map(([name, ms]) => `${name} ${mbps(c.bytes, median(ms))} (${(median(ms) / ours).toFixed(2)}x)`);
        const extra = Object.entries(c.extra ?? {}).map(([name, v]) => `${name} ${median(v).toFixed(1)}`);
        console.log(`${c.case.padEnd(34)} ${mbps(c.bytes, ours).padStart(10)}   ${[...refs, ...extra].join('; ')}`);
    }
    console.log(`\n${JSON.stringify(cases.map((c) => ({ case: c.case, bytes: c.bytes, oursMs: c.oursMs, pythonMs: c.pythonMs, extra: c.extra })))}`);
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
    await main();
//# sourceMappingURL=run.js.map