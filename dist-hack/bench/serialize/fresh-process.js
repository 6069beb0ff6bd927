// torch.save (atomic, fsync) and torch.load of 400 MB (100 tensors of 1M float32), one
// operation per fresh process, interleaved with PyTorch's torch.save + fsync and torch.load
// from Python on the same libtorch, best of the rounds. Before every measured operation the
// file system is brought to the same point: `sync` (the previous side's writeback is done),
// and the page cache is dropped when this process may (`/proc/sys/vm/drop_caches`), so a
// load reads from the disk; otherwise loads read from the page cache on both sides alike.
//   npx tsc -p tsconfig.json && node dist/bench/serialize/fresh-process.js [--rounds 3] [--dir DIR]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { numberArg, stringArg } from '../common/args.js';
import { packageRoot, PYTHON } from '../common/reference.js';
const BYTES = 100 * 1_000_000 * 4;
/** `sync`, then drop the page cache where permitted; returns whether it was dropped. */
export function writebackBarrier() {
    spawnSync('sync');
    try {
        writeFileSync('/proc/sys/vm/drop_caches', '3\n');
        return true;
    }
    catch {
        return false;
    }
}
function run(side, op, path) {
    const root = packageRoot();
    const [cmd, args] = side === 'ours' ? [process.execPath, [join(root, 'dist', 'bench', 'serialize', 'fresh-op.js'), op, path]] : [PYTHON, [join(root, 'bench', 'serialize', 'fresh_op.py'), op, path]];
    const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, OMP_NUM_THREADS: '1' } });
    if (r.status !== 0)
        throw new Error(`${side} ${op} failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').pop()).ms;
}
/** Best-of-`rounds` milliseconds per side and operation. */
export function freeProcessCases(options = {}) {
    const rounds = options.rounds ?? 3;
    const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'tr-fresh-'));
    const ms = { oursSave: [], pySave: [], oursLoad: [], oursLoadMmap: [], pyLoad: [] };
    let dropped = false;
    try {
        const [ours, theirs] = [join(dir, 'ours.pth'), join(dir, 'py.pth')];
        for (let r = 0; r < rounds; r++) {
            rmSync(ours, { force: true });
            rmSync(theirs, { force: true });
            dropped = writebackBarrier();
            ms.oursSave.push(run('ours', 'save', ours));
            writebackBarrier();
            ms.pySave.push(run('pytorch', 'save', theirs));
            writebackBarrier();
            ms.oursLoad.push(run('ours', 'load', ours));
            writebackBarrier();
            ms.pyLoad.push(run('pytorch', 'load', theirs));
            writebackBarrier();
            ms.oursLoadMmap.push(run('ours', 'load-mmap', ours));
        }
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
    return { ms, bytes: BYTES, dropped };
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    const r = freeProcessCases({ rounds: numberArg('rounds', 3), dir: stringArg('dir') ?? tmpdir() });
    const mbps = (xs) => r.bytes / 1e6 / (Math.min(...xs) / 1000);
    console.log(`400 MB, one operation per fresh process, best of ${r.ms.oursSave.length}; page cache ${r.dropped ? 'dropped' : 'NOT dropped (no permission): loads read from the page cache'} before each`);
    const row = (name, a, b) => console.log(`${name.padEnd(44)} ours ${mbps(a).toFixed(0).padStart(5)} MB/s   PyTorch ${mbps(b).toFixed(0).padStart(5)} MB/s   ratio ${(mbps(a) / mbps(b)).toFixed(2)}`);
    row('save (atomic, fsync) vs torch.save + fsync', r.ms.oursSave, r.ms.pySave);
    row('load (CRC checked) vs torch.load', r.ms.oursLoad, r.ms.pyLoad);
    row('load (mmap) vs torch.load', r.ms.oursLoadMmap, r.ms.pyLoad);
}
//# sourceMappingURL=fresh-process.js.map