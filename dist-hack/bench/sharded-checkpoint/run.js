// Sharded checkpoint save and load throughput at N = 2 ranks (Gloo on loopback), against
// the file backend on the same state and against PyTorch 1.13's own distributed checkpoint
// (torch.distributed._shard.checkpoint with ShardedTensors, imported through the test shim).
// The state: LAYERS x 3 float32 tensors [WIDTH, WIDTH] (a weight and two Adam moments), each
// split by rows across the ranks. Sharded: every rank writes and reads its half. File: rank 0
// writes the whole state (as DDP does today) and every rank reads the whole file. Every time
// is from a barrier to a barrier, so it counts the slowest rank; medians of ROUNDS rounds.
//   npm run bench:sharded-checkpoint        (LAYERS=8 WIDTH=1024 ROUNDS=3 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/cli/launch.js';
import { median, packageRoot, PYTHON } from '../common/reference.js';
const layers = Number(process.env.LAYERS ?? 8);
const width = Number(process.env.WIDTH ?? 1024);
const rounds = Number(process.env.ROUNDS ?? 3);
const world = 2;
async function ranks(command, args) {
    const port = await freePort();
    const procs = [...Array(world).keys()].map((rank) => spawn(command, args, {
        env: { ...process.env, RANK: String(rank), LOCAL_RANK: String(rank), WORLD_SIZE: String(world), LOCAL_WORLD_SIZE: String(world), MASTER_ADDR: '127.0.0.1', MASTER_PORT: String(port), OMP_NUM_THREADS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
    }));
    const results = await Promise.all(procs.map((p) => new Promise((resolve) => {
        let out = '';
        let err = '';
        p.stdout.on('data', (d) => (out += d));
        p.stderr.on('data', (d) => (err += d));
        p.on('close', (code) => resolve({ out, err, code }));
    })));
    const lines = results[0].out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    return { lines, ok: results.every((r) => r.code === 0), stderr: results.map((r) => r.err).join('\n') };
}
const dir = mkdtempSync(join(tmpdir(), 'bench-sharded-'));
try {
    const bytes = layers * 3 * width * width * 4;
    const mbps = (s) => `${(bytes / 1e6 / s).toFixed(0)} MB/s`;
    console.log(`state: ${layers} x 3 float32 [${width}, ${width}] = ${(bytes / 1e6).toFixed(0)} MB, split by rows over ${world} ranks; medians of ${rounds} rounds`);
    const ours = await ranks(process.execPath, [join(packageRoot(), 'dist', 'bench', 'sharded-checkpoint', 'worker.js'), dir, String(layers), String(width), String(rounds)]);
    if (!ours.ok)
        throw new Error(`the torchrunner ranks failed:\n${ours.stderr}`);
    const m = (k) => median(ours.lines.map((l) => l[k]));
    const r = { shardedSave: m('shardedSave'), shardedLoad: m('shardedLoad'), fileSave: m('fileSave'), fileLoad: m('fileLoad') };
    console.log(`torchrunner sharded: save ${r.shardedSave.toFixed(3)} s (${mbps(r.shardedSave)}), load ${r.shardedLoad.toFixed(3)} s (${mbps(r.shardedLoad)})`);
    console.log(`torchrunner file:    save ${r.fileSave.toFixed(3)} s (${mbps(r.fileSave)}), load ${r.fileLoad.toFixed(3)} s (${mbps(r.fileLoad)})`);
    console.log(`ratio sharded/file time: save ${(r.shardedSave / r.fileSave).toFixed(2)}, load ${(r.shardedLoad / r.fileLoad).toFixed(2)}`);
    const py = await ranks(PYTHON, [join(packageRoot(), 'bench', 'sharded-checkpoint', 'dcp_reference.py'), dir, String(layers), String(width), String(rounds)]);
    if (!py.ok || py.lines.length === 0) {
        console.log(`(PyTorch 1.13 DCP reference skipped: ${PYTHON} with torch and the shim did not run: ${py.stderr.split('\n').filter(Boolean).pop() ?? ''})`);
    }
    else {
        const save = median(py.lines.map((l) => l.save));
        const load = median(py.lines.map((l) => l.load));
        console.log(`pytorch 1.13 DCP:    save ${save.toFixed(3)} s (${mbps(save)}), load ${load.toFixed(3)} s (${mbps(load)})`);
        console.log(`ratio torchrunner sharded/pytorch DCP time: save ${(r.shardedSave / save).toFixed(2)}, load ${(r.shardedLoad / load).toFixed(2)}`);
    }
}
finally {
    rmSync(dir, { recursive: true, force: true });
}
//# sourceMappingURL=run.js.map