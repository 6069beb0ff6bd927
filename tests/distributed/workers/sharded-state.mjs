// Hand-sharded state through the sharded checkpoint backend, on real ranks.
//   save DIR [killRank]: every rank holds its dim-0 chunks (the FSDP rule: ceil(n/N) rows per
//     rank, the last ranks shorter or empty) of model.w [10, 3], model.tiny [3] (empty on
//     rank 3 at N = 4), optim.state.w.exp_avg [10, 3], and a replicated model.r [2, 2]; saves
//     at step 1, then at step 2 with bigger values (and model.big [2^22] to make the write
//     long); with killRank, that rank SIGKILLs itself as soon as its step-2 data file exists.
//   load DIR: every rank reads its dim-0 chunks for this world size; prints them.
// Global values: w = arange(30).reshape(10, 3) * step, tiny = [7, 8, 9] * step, r = step.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { torch, ShardedCheckpointManager, readShardedPayload } from '../../../dist/src/index.js';

const [mode, dir, killArg] = process.argv.slice(2);
const dist = torch.distributed;
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 30_000 });
const rank = dist.getRank();
const world = dist.getWorldSize();
torch.setNumThreads(1);

const rowsOf = (n) => {
  const per = Math.ceil(n / world);
  const start = Math.min(n, rank * per);
  return { start, rows: Math.max(0, Math.min(n, start + per) - start) };
};
const global = (step) => ({
  'model.w': torch.arange(30, { dtype: 'float32' }).reshape([10, 3]).mul(step),
  'model.tiny': torch.tensor([7, 8, 9], { dtype: 'float64' }).mul(step),
  'optim.state.w.exp_avg': torch.arange(30, { dtype: 'float32' }).reshape([10, 3]).add(0.5).mul(step),
});
function shard(t) {
  const { start, rows } = rowsOf(t.shape[0]);
  return new dist.ShardedTensor(t.shape, t.dtype, [{ offsets: t.shape.map((_, d) => (d === 0 ? start : 0)), tensor: t.narrow(0, start, rows).contiguous() }]);
}
const allReduceSum = async (values) => {
  const t = torch.tensor(values, { dtype: 'float64' });
  dist.allReduce(t);
  return Array.from(t.toArray());
};

if (mode === 'save') {
  const killRank = killArg === undefined ? -1 : Number(killArg);
  const manager = new ShardedCheckpointManager({ dir, rank, worldSize: world, allReduceSum, commitTimeoutMs: killRank >= 0 ? 3000 : 60_000, paramNames: () => ['w'] });
  for (const step of [1, 2]) {
    const g = global(step);
    const payload = () => {
      const p = {
        state: { epoch: 0, global_step: step, rank },
        model: { w: shard(g['model.w']), tiny: shard(g['model.tiny']), r: torch.full([2, 2], step) },
        optimizer: { state: { 0: { exp_avg: shard(g['optim.state.w.exp_avg']), step } }, param_groups: [{ lr: 0.1, params: [0] }] },
      };
      if (step === 2 && killRank >= 0) {
        p.model.big = torch.ones([1 << 22]);
        if (rank === killRank) {
          const poll = setInterval(() => {
            for (const d of existsSync(dir) ? readdirSync(dir) : []) if (existsSync(join(dir, d, `__${rank}_0.distcp`)) && d.includes('s000000000002')) process.kill(process.pid, 'SIGKILL');
          }, 1);
          poll.unref();
        }
      }
      return p;
    };
    try {
      await manager.save({ epoch: 0, globalStep: step, mode: 'step', isBest: false, forced: true, payload });
      await manager.wait();
    } catch (err) {
      console.log(JSON.stringify({ rank, step, error: err.message }));
      process.exit(0);
    }
  }
  await manager.close();
  console.log(JSON.stringify({ rank, saved: true }));
} else {
  // This rank's chunk boxes of each sharded tensor at this world size.
  const layouts = new Map();
  for (const [fqn, shape] of [['model.w', [10, 3]], ['model.tiny', [3]], ['optim.state.w.exp_avg', [10, 3]]]) {
    const { start, rows } = rowsOf(shape[0]);
    layouts.set(fqn, { globalShape: shape, boxes: [{ offsets: shape.map((_, d) => (d === 0 ? start : 0)), sizes: shape.map((s, d) => (d === 0 ? rows : s)) }] });
  }
  const { payload } = await readShardedPayload(dir, { rank, layouts, paramNames: ['w'] });
  const chunk = (st) => ({ offsets: st.chunks[0].offsets, shape: st.chunks[0].tensor.shape, values: Array.from(st.chunks[0].tensor.toArray(), Number) });
  console.log(JSON.stringify({
    rank,
    state: payload.state,
    w: chunk(payload.model.w),
    tiny: chunk(payload.model.tiny),
    expAvg: chunk(payload.optimizer.state[0].exp_avg),
    optimStep: payload.optimizer.state[0].step,
    r: Array.from(payload.model.r.toArray(), Number),
    keys: Object.keys(payload.model),
  }));
}
await dist.destroyProcessGroup?.();

