// Runs matrix products before and after torch.setNumThreads(1) and prints, as JSON, the pools'
// sizes and how much CPU time the threads other than the JS thread spent during the products
// (from /proc), as a share of the JS thread's: what shows whether a pool computed beside it.
// Each share is measured three times: Node's own threads (the compiler, the GC) run now and
// then, a BLAS pool every time, so the smallest share with the pools bounded and the largest
// without are kept. The bounded shares are measured once the other threads are idle: after its
// last job, an OpenBLAS worker spins for a while (about 100 ms here) before it sleeps.
import { readdirSync, readFileSync } from 'node:fs';

import { torch } from '../../../../src/index.js';

function cpuNs(): { own: number; others: number } {
  let own = 0;
  let others = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    let ns = 0;
    try {
      ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      continue;
    }
    if (tid === String(process.pid)) own += ns;
    else others += ns;
  }
  return { own, others };
}

const a = torch.randn([512, 512]).keep();

/** The other threads' CPU time over the JS thread's, during 20 products. */
function othersShare(): number {
  const before = cpuNs();
  for (let i = 0; i < 20; i++) torch.scope(() => a.matmul(a).sum().item());
  const after = cpuNs();
  return (after.others - before.others) / (after.own - before.own);
}

/** Waits (at most 2 s) until the threads other than the JS thread run under 1 ms in 50 ms. */
async function untilOthersIdle(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const before = cpuNs();
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (cpuNs().others - before.others < 1e6) return;
  }
}

const start = torch.threadPools();
othersShare();
const unbounded = Math.max(othersShare(), othersShare(), othersShare());
torch.setNumThreads(1);
await untilOthersIdle();
const bounded = Math.min(othersShare(), othersShare(), othersShare());
console.log(JSON.stringify({ start, after: torch.threadPools(), numThreads: torch.getNumThreads(), unbounded, bounded }));
