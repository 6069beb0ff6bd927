// Failure modes of the messages between two pipeline stages, each on its own group:
//   mismatch   stage 0 sends the activation of micro-batch 0; stage 1 expects micro-batch 1
//   both-send  each stage sends to the other and waits for its send before posting a receive
// Prints {"rank", "mismatch": {error, elapsedMs}, "bothSend": {error, elapsedMs}}.
import { torch, StageLink } from '../../../dist/src/index.js';

const dist = torch.distributed;
const timeoutMs = 2000;
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 30_000 });
const rank = dist.getRank();

async function attempt(fn) {
  const start = Date.now();
  try {
    await fn();
    return { error: null, elapsedMs: Date.now() - start };
  } catch (err) {
    return { error: err.message, elapsedMs: Date.now() - start };
  }
}

const first = new StageLink(dist.getDefaultGroup(), timeoutMs);
const mismatch = await attempt(async () => {
  if (rank === 0) {
    first.send(torch.ones([4]), 1, 'activation', 0);
    await first.flush();
  } else {
    await first.recv(0, 'activation', 1);
  }
});
const second = new StageLink(await dist.newGroup([0, 1]), timeoutMs);
const bothSend = await attempt(async () => {
  second.send(torch.ones([1 << 16]), 1 - rank, 'activation', 0);
  await second.flush();
  (await second.recv(1 - rank, 'activation', 0)).dispose();
});
console.log(JSON.stringify({ rank, mismatch, bothSend }));
process.exit(0);
