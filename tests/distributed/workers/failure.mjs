// Failure modes of a 2-rank group. Rank 0 runs an allReduce; rank 1 either never joins it
// ('timeout') or dies ('peer-exit'). Rank 0 prints what it saw: the error and how long it took,
// and how often the event loop ran while it waited.
import { torch } from '../../../dist/src/index.js';

const dist = torch.distributed;
const mode = process.argv[2];
const timeoutMs = Number(process.argv[3] ?? 2000);
await dist.initProcessGroup({ backend: 'gloo', timeoutMs });
const rank = dist.getRank();

if (rank === 1) {
  if (mode === 'peer-exit') {
    await new Promise((r) => setTimeout(r, 300));
    process.exit(3);
  }
  await new Promise((r) => setTimeout(r, timeoutMs + 1500));
  process.exit(0);
}

let ticks = 0;
const timer = setInterval(() => ticks++, 20);
const start = Date.now();
let error = null;
try {
  if (mode === 'sync-timeout') {
    dist.allReduce(torch.ones([8]));
  } else {
    await dist.allReduce(torch.ones([8]), { async: true }).wait();
  }
} catch (err) {
  error = err.message;
}
clearInterval(timer);
console.log(JSON.stringify({ rank, error, elapsedMs: Date.now() - start, ticks }));
process.exit(0);
