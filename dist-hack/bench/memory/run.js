// Resident memory of a 10,000-step MLP training loop written with plain tensor ops:
// once leaving every tensor to the garbage collector (no dispose), once with torch.scope
// per step. Prints RSS after the first 100 steps, the maximum after that, and the growth.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { torch } from '../../src/index.js';
import { plainMlp } from '../common/mlp.js';
const STEPS = Number(process.env.STEPS ?? 10_000);
const MB = 1024 * 1024;
function run(mode) {
    torch.manualSeed(0);
    const { step, dispose } = plainMlp(64, 256, 512, 10, 0.05);
    let after100 = 0;
    let max = 0;
    const t0 = performance.now();
    for (let i = 1; i <= STEPS; i++) {
        if (mode === 'scope')
            torch.scope(step);
        else
            step();
        if (i === 100)
            after100 = process.memoryUsage.rss();
        if (i > 100 && i % 50 === 0)
            max = Math.max(max, process.memoryUsage.rss());
    }
    const msPerStep = (performance.now() - t0) / STEPS;
    dispose();
    return { after100, max, end: process.memoryUsage.rss(), msPerStep };
}
// Each mode runs in a process of its own, so that one run's garbage does not show in the other.
// The last run caps V8's young generation: what the scope run still grows by is mostly V8
// enlarging its semi-spaces under a high allocation rate, not native memory.
const only = process.argv[2];
if (!only) {
    for (const [mode, flags] of [['gc', []], ['scope', []], ['scope', ['--max-semi-space-size=2']]]) {
        if (flags.length)
            process.stdout.write(`with node ${flags.join(' ')}: `);
        execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), mode], { stdio: 'inherit' });
    }
}
else {
    const mode = only;
    const r = run(mode);
    console.log(`${mode === 'gc' ? 'no dispose (GC only)' : 'torch.scope per step'}: ` +
        `RSS after 100 steps ${(r.after100 / MB).toFixed(1)} MB, max after that ${(r.max / MB).toFixed(1)} MB, ` +
        `growth ${((r.max - r.after100) / MB).toFixed(1)} MB over ${STEPS} steps, ${r.msPerStep.toFixed(3)} ms/step`);
}
//# sourceMappingURL=run.js.map