// Resident memory of a 10,000-step MLP training loop written with plain tensor ops:
// once leaving every tensor to the garbage collector (no dispose), once with torch.scope
// per step. Prints RSS after the first 100 steps, the maximum after that, and the growth.
import { torch } from '../../src/index.js';

const STEPS = Number(process.env.STEPS ?? 10_000);
const MB = 1024 * 1024;

function run(mode: 'gc' | 'scope'): { after100: number; max: number; end: number; msPerStep: number } {
  torch.manualSeed(0);
  const x = torch.randn(64, 256).keep();
  const y = torch.randn(64, 10).keep();
  const w1 = torch.randn(256, 512).mul_(0.05).requiresGrad_().keep();
  const b1 = torch.zeros(512, { requiresGrad: true }).keep();
  const w2 = torch.randn(512, 10).mul_(0.05).requiresGrad_().keep();
  const b2 = torch.zeros(10, { requiresGrad: true }).keep();
  const params = [w1, b1, w2, b2];
  const step = () => {
    const h = x.matmul(w1).add(b1).relu();
    const out = h.matmul(w2).add(b2);
    const loss = out.sub(y).pow(2).mean();
    loss.backward();
    torch.noGrad(() => {
      for (const p of params) {
        p.sub_(p.grad!.mul(0.01));
        p.grad = null;
      }
    });
  };
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
  for (const p of [x, y, ...params]) p.dispose();
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
