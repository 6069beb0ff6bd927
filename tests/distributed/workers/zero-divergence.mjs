// ZeRO stage 3 with a rank whose forward skips a module at step 3: every rank must fail
// quickly with an error naming the collective, the units and the ranks, never hang or abort.
import { nn, torch, ShardedDataParallelStrategy } from '../../../dist/src/index.js';

const group = await torch.distributed.initProcessGroup({ timeoutMs: 30_000 });
const rank = group.rank;
torch.manualSeed(7);
const model = new nn.Sequential(new nn.Linear(8, 8), new nn.Tanh(), new nn.Linear(8, 8), new nn.Tanh(), new nn.Linear(8, 1));
const strategy = new ShardedDataParallelStrategy({ group, stage: 3, timeoutMs: 3000 });
await strategy.prepare(model);
const started = Date.now();
let error = null;
let step = 0;
try {
  for (; step < 5; step++) {
    torch.scope(() => {
      let x = torch.randn([4, 8]);
      for (const [name, m] of model.namedChildren()) if (!(rank === 1 && step === 3 && name === '2')) x = m.call(x);
      x.sum().backward();
    });
    await strategy.afterBackward();
  }
} catch (e) {
  error = { name: e.name, message: e.message };
}
console.log(JSON.stringify({ rank, step, error, ms: Date.now() - started }));
process.exit(0);
