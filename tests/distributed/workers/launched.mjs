// A worker started by a launcher (ours or torchrun). Joins the default group from the
// environment, all-reduces its rank, and prints what it saw. Modes:
//   ok        exit 0
//   die       rank 1 exits with code 7 after its first all-reduce; the others block in a second one
//   restart   on the first attempt rank 1 exits with code 5 after its first all-reduce
//   signal    waits after its all-reduce; reports the SIGTERM it gets and exits 0
//   killed    rank 2 kills itself with SIGKILL after its first all-reduce; the others exit with
//             code 1 as soon as their second all-reduce fails
import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
const mode = process.argv[2] ?? 'ok';
const attempt = Number(process.env.TORCHELASTIC_RESTART_COUNT ?? 0);
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 60_000 });
const rank = dist.getRank();
const t = torch.tensor([rank + 1], { dtype: 'float64' });
await dist.allReduce(t, { async: true }).wait();
const summary = {
  rank,
  world: dist.getWorldSize(),
  localRank: Number(process.env.LOCAL_RANK),
  localWorld: Number(process.env.LOCAL_WORLD_SIZE),
  attempt,
  sum: t.item(),
  pid: process.pid,
};
// The test stops the launcher as soon as both summaries are out: listen before printing one.
if (mode === 'signal') {
  process.on('SIGTERM', () => {
    console.log(JSON.stringify({ rank, signal: 'SIGTERM' }));
    process.exit(0);
  });
}
console.log(JSON.stringify(summary));
if ((mode === 'die' && rank === 1) || (mode === 'restart' && rank === 1 && attempt === 0)) {
  process.exit(mode === 'die' ? 7 : 5);
}
if (mode === 'signal') await new Promise((r) => setTimeout(r, 120_000));
if (mode === 'killed') {
  if (rank === 2) process.kill(process.pid, 'SIGKILL');
  try {
    await dist.allReduce(t, { async: true }).wait();
  } catch (err) {
    console.error(`rank ${rank}: ${err.message}`);
    process.exit(1);
  }
}
if (mode === 'die') {
  // Blocks in a collective the dead rank never joins: the launcher must stop this process.
  try {
    await dist.allReduce(t, { async: true }).wait();
  } catch (err) {
    console.log(JSON.stringify({ rank, collectiveError: err.message }));
  }
  await new Promise((r) => setTimeout(r, 120_000));
}
await dist.destroyProcessGroup();
