// The activation memory the example Gpt's blocks hold for backward on one rank: the resident
// memory taken by a forward through the blocks (the autograd graph's saved tensors; every other
// tensor of the forward is freed at its scope's end). argv: mode ('one': the whole model in one
// process; 'tensor': tensor-parallel over the world; 'sequence': tensor-parallel with sequence
// parallelism, the blocks' input this rank's slice of the sequence). Run with
// TORCHRUNNER_CPU_CACHE=0 and MALLOC_MMAP_THRESHOLD_=4096, so that every freed block of 4 KiB
// or more goes back to the system at once and the resident size follows the live tensors.
// Prints the bytes of each of several measured forwards.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { torch, applyTensorParallelPlan, seedModelParallelRng } from '../../../dist/src/index.js';
import { Gpt } from '../../../dist/examples/char-gpt/model.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const mode = process.argv[2];
const [B, T, W, heads, layers] = [8, 64, 256, 4, 4];
torch.setNumThreads(1);

let rank = 0;
let size = 1;
if (mode !== 'one') {
  await torch.distributed.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
  const group = torch.distributed.getDefaultGroup();
  rank = group.rank;
  size = group.size;
  seedModelParallelRng(5, rank);
  torch.manualSeed(1);
  const model = new Gpt({ vocabSize: 16, blockSize: T, layers, heads, width: W, dropout: 0.1 });
  applyTensorParallelPlan(model, model.tensorParallelPlan(), { topology: null, group, rank, size, sequenceParallel: mode === 'sequence' });
  globalThis.model = model;
} else {
  torch.manualSeed(1);
  globalThis.model = new Gpt({ vocabSize: 16, blockSize: T, layers, heads, width: W, dropout: 0.1 });
}
const model = globalThis.model;
model.train();

const mask = torch.ones(T, T, { dtype: 'bool' }).triu(1).keep();
const whole = torch.randn([B, T, W]).keep();
const input = (mode === 'sequence' ? whole.narrow(1, rank * (T / size), T / size).contiguous() : whole.clone()).requiresGrad_(true).keep();

/** The blocks' forward; only the returned loss (and the graph behind it) outlives the scope. */
const forward = () => torch.scope(() => {
  let h = input;
  for (const block of model.blocks) h = block.call(h, mask);
  return h.square().mean();
});
/** The resident size once garbage is collected and the finalizers it queued (native releases) have run. */
const rss = async () => {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return process.memoryUsage.rss();
};

const held = [];
for (let i = 0; i < 8; i++) {
  const before = await rss();
  const loss = forward();
  const after = await rss();
  loss.backward();
  loss.dispose();
  // The first two runs allocate what stays (gradients, library buffers): not measured.
  if (i >= 2) held.push(after - before);
}
console.log(JSON.stringify({ rank, mode, held, sbhBytes: B * T * W * 4 }));
if (mode !== 'one') torch.distributed.destroyProcessGroup?.();
