// One torch.save or torch.load in a fresh process, as a run's start-up (fromCheckpoint) or its
// first save sees it: 100 tensors of 1M float32 (400 MB). Prints {"ms": ...} for the operation
// alone (the state is made before the clock starts). Run by fresh-process.ts.
//   node dist/bench/serialize/fresh-op.js save|load|load-mmap PATH
import { torch } from '../../src/index.js';
const [op, path] = process.argv.slice(2);
torch.setNumThreads(1);
let ms;
if (op === 'save') {
    torch.manualSeed(0);
    const state = {};
    for (let i = 0; i < 100; i++)
        state[`t${i}`] = torch.randn([1_000_000]);
    const t0 = performance.now();
    torch.save(state, path);
    ms = performance.now() - t0;
}
else {
    const t0 = performance.now();
    const loaded = torch.load(path, op === 'load-mmap' ? { mmap: true } : {});
    ms = performance.now() - t0;
    if (Object.keys(loaded).length !== 100)
        throw new Error('expected 100 tensors');
}
console.log(JSON.stringify({ ms }));
//# sourceMappingURL=fresh-op.js.map