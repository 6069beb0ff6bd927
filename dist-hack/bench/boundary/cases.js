// The JS <-> native boundary's hot paths, timed in one process against a given build of the
// library (`--root`: a package directory whose dist/src/index.js is imported), so that two
// builds can be compared round by round (run.ts). Prints one JSON line of microseconds per
// iteration, by case; CPU time (user + system) of the process, as bench/overhead does.
//   node dist/bench/boundary/cases.js --root DIR --dir SCRATCH
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { timeLoop } from '../common/time-loop.js';
function arg(name) {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
}
const root = resolve(arg('--root') ?? '.');
const { torch } = (await import(pathToFileURL(join(root, 'dist', 'src', 'index.js')).href));
const dir = mkdtempSync(join(arg('--dir') ?? tmpdir(), 'boundary-'));
torch.setNumThreads(1);
torch.manualSeed(0);
const a = torch.ones([1]);
const b = torch.ones([1]);
const addUs = timeLoop(200_000, 2_000, () => a.add(b).dispose());
const addGenericUs = timeLoop(100_000, 2_000, () => torch.ops.aten.add(a, b).dispose());
// A 100-entry state dict of small tensors, and a checkpoint-like tree of plain values (the
// config and results a runner saves beside its tensors), saved to and loaded from a file.
const stateDict = {};
for (let i = 0; i < 100; i++)
    stateDict[`layers.${i}.weight`] = torch.randn([4, 4]);
const tree = {
    config: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, i % 3 === 0 ? `value ${i}` : i % 3 === 1 ? i * 0.5 : i])),
    results: Array.from({ length: 50 }, (_, i) => ({ step: i * 100, loss: 1 / (i + 1), accuracy: i / 50 })),
};
const file = join(dir, 'state.pth');
const saveStateDictUs = timeLoop(300, 20, () => torch.save(stateDict, file));
const loadStateDictUs = timeLoop(300, 20, () => {
    const loaded = torch.load(file);
    for (const t of Object.values(loaded))
        t.dispose();
});
const treeFile = join(dir, 'tree.pth');
const saveTreeUs = timeLoop(300, 20, () => torch.save(tree, treeFile));
// torch.tensor from a nested array of 10^5 numbers (1000 rows of 100).
const nested = Array.from({ length: 1000 }, (_, i) => Array.from({ length: 100 }, (_, j) => (i * 100 + j) * 0.25));
const tensorFromNestedUs = timeLoop(30, 3, () => torch.tensor(nested).dispose());
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ addUs, addGenericUs, saveStateDictUs, loadStateDictUs, saveTreeUs, tensorFromNestedUs }));
//# sourceMappingURL=cases.js.map