// One Adam step over 10M float32 parameters (ten tensors of 1M) with fixed gradients: the
// optimizer's own cost, the same as adam.py.
import { optim, torch } from '../../../src/index.js';
import { intArg, report, timeMs } from '../protocol.js';
torch.setNumThreads(1);
torch.manualSeed(0);
const params = Array.from({ length: 10 }, () => torch.randn(1_000_000).requiresGrad_().keep());
for (const p of params)
    p.grad = torch.randn(1_000_000).keep();
const optimizer = new optim.Adam(params, { lr: 1e-3 });
report({ stepMs: timeMs(() => torch.scope(() => optimizer.step()), 3, intArg(2, 20)) });
//# sourceMappingURL=adam.js.map