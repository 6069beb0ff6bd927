// make DIR MB COUNT: writes a sharded checkpoint (one rank) of COUNT float32 tensors of MB MiB
//   each, every one as two chunks, and prints the checkpoint size.
// consolidate DIR OUT: consolidates it and prints this process's peak RSS (VmHWM) in bytes.
import { readFileSync } from 'node:fs';

import { torch, ShardedCheckpointManager, consolidate } from '../../../dist/src/index.js';

const [mode, dir, a, b] = process.argv.slice(2);
torch.setNumThreads(1);
if (mode === 'make') {
  const n = (Number(a) * 1024 * 1024) / 4;
  const model = {};
  for (let i = 0; i < Number(b); i++) {
    const t = torch.full([n / 1024, 1024], i + 1, { dtype: 'float32' });
    model[`layer${i}.weight`] = new torch.distributed.ShardedTensor(t.shape, 'float32', [
      { offsets: [0, 0], tensor: t.narrow(0, 0, n / 2048) },
      { offsets: [n / 2048, 0], tensor: t.narrow(0, n / 2048, n / 2048) },
    ]);
  }
  const m = new ShardedCheckpointManager({ dir, rank: 0, worldSize: 1 });
  await m.save({ epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: true, payload: () => ({ state: { epoch: 0, global_step: 1 }, model }) });
  await m.close();
  console.log(JSON.stringify({ bytes: n * 4 * Number(b) }));
} else {
  const report = await consolidate(dir, a);
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  console.log(JSON.stringify({ ...report, peakRss: Number(hwm[1]) * 1024 }));
}
