// Resident memory of a 10,000-step MLP training loop written with plain tensor ops:
// once leaving every tensor to the garbage collector (no dispose), once with torch.scope
// per step. Prints RSS after the first 100 steps, the maximum after that, and the growth.
import { torch } from '../../src/index.js';
import { plainMlp } from '../common/mlp.js';

const STEPS = Number(process.env.STEPS ?? 10_000);
const MB = 1024 * 1024;

function run(mode: 'gc' | 'scope'): { after100: number; max: number; end: number; msPerStep: number } {
  torch.manualSeed(0);
  const { step, dispose } = plainMlp(64, 256, 512, 10, 0.05);
  let after100 = 0;
  let max = 0;
  const t0 = performance.now();
  for (let i = 1; i <= STEPS; i++) {
    if (mode === 'scope') torch.scope(step);
    else step();
    if (i === 100) after100 = process.memoryUsage.rss();
    if (i > 100 && i % 50 === 0) max = Math.max(max, process.memoryUsage.rss());
  }
  const msPerStep = (performance.now() - t0) / STEPS;
  dispose();
  return { after100, max, end: process.memoryUsage.rss(), msPerStep };
}

for (const mode of ['gc', 'scope'] as const) {
  const r = run(mode);
  console.log(
    `${mode === 'gc' ? 'no dispose (GC only)' : 'torch.scope per step'}: ` +
      `RSS after 100 steps ${(r.after100 / MB).toFixed(1)} MB, max after that ${(r.max / MB).toFixed(1)} MB, ` +
      `growth ${((r.max - r.after100) / MB).toFixed(1)} MB over ${STEPS} steps, ${r.msPerStep.toFixed(3)} ms/step`,
  );
}
