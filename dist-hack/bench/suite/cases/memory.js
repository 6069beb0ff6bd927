// Resident memory of 10,000 steps of a plain-op MLP (64x256 -> 512 -> 10) with one
// torch.scope per step: growth of RSS after the first 100 steps. Same loop as memory.py.
import { torch } from '../../../src/index.js';
import { plainMlp } from '../../common/mlp.js';
import { intArg, report } from '../protocol.js';
torch.setNumThreads(1);
torch.manualSeed(0);
const steps = intArg(2, 10_000);
const { step, dispose } = plainMlp(64, 256, 512, 10, 0.05);
let after100 = 0;
let max = 0;
const t0 = performance.now();
for (let i = 1; i <= steps; i++) {
    torch.scope(step);
    if (i === 100)
        after100 = process.memoryUsage.rss();
    if (i > 100 && i % 50 === 0)
        max = Math.max(max, process.memoryUsage.rss());
}
const msPerStep = (performance.now() - t0) / steps;
dispose();
report({ growthMB: (max - after100) / 2 ** 20, rssMB: max / 2 ** 20, msPerStep });
//# sourceMappingURL=memory.js.map