// Pipeline parallelism against one process. Every rank builds the same 8-module Sequential
// (float64), trains a copy of the whole model on one process as the reference (M micro-batches
// per step, loss.backward() each, SGD), then trains its own stage of a fresh copy with the 1F1B
// schedule over the same micro-batches. Prints whether the stage's gradients (every step) and
// parameters (after the steps) are bitwise the reference's, and the forward-only outputs.
// With env CHUNKS V above 1 the model is cut into P × V parts, this rank holds parts r, r + P,
// … as its chunks, and the stages run the interleaved 1F1B schedule.
// argv: comma-separated micro-batch counts M [steps]
import { nn, optim, torch, PipelineStage, pipelineStagesOf } from '../../../dist/src/index.js';

const dist = torch.distributed;
const counts = process.argv[2].split(',').map(Number);
const steps = Number(process.argv[3] ?? 10);
torch.setNumThreads(1);
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const rank = dist.getRank();
const P = dist.getWorldSize();
const V = Number(process.env.CHUNKS ?? 1);

async function run(M) {
  torch.manualSeed(7);
  const X = torch.randn([steps, M, 3, 6], { dtype: 'float64' });
  const Y = torch.randn([steps, M, 3, 4], { dtype: 'float64' });
  const build = () => {
    torch.manualSeed(11);
    return new nn.Sequential(
      new nn.Linear(6, 16), new nn.Tanh(), new nn.Linear(16, 16), new nn.Tanh(),
      new nn.Linear(16, 16), new nn.Tanh(), new nn.Linear(16, 4), new nn.Tanh(),
    ).double();
  };
  const loss = (out, y) => nn.functional.mseLoss(out, y);
  const bits = (t) => Array.from(t.toArray());
  const same = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

  // The reference: one process accumulating the M micro-batches of each step in order.
  const ref = build();
  const refOpt = new optim.SGD(ref.parameters(), { lr: 0.05 });
  const refGrads = [];
  const refLosses = [];
  for (let s = 0; s < steps; s++) {
    for (let m = 0; m < M; m++) {
      const l = loss(ref.call(X.select(0, s).select(0, m)), Y.select(0, s).select(0, m));
      refLosses.push(l.item());
      l.backward();
    }
    refGrads.push(new Map(ref.namedParameters().map(([n, p]) => [n, bits(p.grad)])));
    refOpt.step();
    refOpt.zeroGrad();
  }
  const refParams = new Map(ref.namedParameters().map(([n, p]) => [n, bits(p)]));
  const evalX = torch.randn([M, 3, 6], { dtype: 'float64' });
  const refEval = torch.noGrad(() => [...Array(M).keys()].map((m) => bits(ref.call(evalX.select(0, m)))));

  // The pipeline: this rank's stage of a fresh copy.
  const parts = pipelineStagesOf(build(), P * V);
  const chunks = [...Array(V).keys()].map((c) => parts[c * P + rank]);
  const module = V === 1 ? chunks[0] : new nn.Sequential(...chunks);
  const stage = new PipelineStage({ module, chunks: V === 1 ? undefined : chunks, group: dist.getDefaultGroup(), timeoutMs: 30_000 });
  // A rank may hold only Tanh parts (8 parts of the 8 modules).
  const opt = module.parameters().length > 0 ? new optim.SGD(module.parameters(), { lr: 0.05 }) : null;
  let gradsBitwise = true;
  const losses = [];
  const syncCalls = [];
  for (let s = 0; s < steps; s++) {
    const microbatches = stage.isFirst ? [...Array(M).keys()].map((m) => ({ input: X.select(0, s).select(0, m), target: Y.select(0, s).select(0, m) })) : undefined;
    losses.push(...(await stage.trainStep({ microbatches, count: M, loss, beforeBackward: (mb, last) => syncCalls.push(last ? mb : -1) })));
    for (const [n, p] of chunks.flatMap((c) => c.namedParameters())) gradsBitwise &&= same(bits(p.grad), refGrads[s].get(n));
    opt?.step();
    opt?.zeroGrad();
  }
  const paramsBitwise = chunks.flatMap((c) => c.namedParameters()).every(([n, p]) => same(bits(p), refParams.get(n)));
  const evalOut = await stage.forwardOnly({ microbatches: stage.isFirst ? [...Array(M).keys()].map((m) => ({ input: evalX.select(0, m) })) : undefined, count: M, targets: false });
  const evalBitwise = !stage.isLast || evalOut.outputs.every((o, m) => same(bits(o), refEval[m]));
  const lossesBitwise = !stage.isLast || same(losses, refLosses);
  return {
    M,
    names: chunks.flatMap((c) => c.namedParameters().map(([n]) => n)),
    gradsBitwise,
    paramsBitwise,
    evalBitwise,
    lossesBitwise,
    losses: losses.length,
    lastSync: syncCalls.filter((c) => c >= 0).length,
    lastIsFinal: syncCalls.filter((c) => c >= 0).every((c) => c === M - 1),
    syncCalls: syncCalls.length,
  };
}

const results = [];
for (const M of counts) results.push(await run(M));
console.log(JSON.stringify({ rank, results }));
await dist.destroyProcessGroup();
