// One training step of a small MLP through nn and optim (batch 8, 16 -> 32 -> 1, MSE, SGD):
// where per-call overhead shows, since the kernels themselves take microseconds. Same as mlp.py.
import { nn, optim, torch } from '../../../src/index.js';
import { intArg, report, timeMs } from '../protocol.js';
torch.setNumThreads(1);
torch.manualSeed(0);
const model = new nn.Sequential(new nn.Linear(16, 32), new nn.ReLU(), new nn.Linear(32, 1));
const optimizer = new optim.SGD(model.parameters(), { lr: 0.01 });
const criterion = new nn.MSELoss();
const x = torch.randn(8, 16).keep();
const y = torch.randn(8, 1).keep();
const step = () => torch.scope(() => {
    optimizer.zeroGrad();
    criterion.call(model.call(x), y).backward();
    optimizer.step();
});
report({ stepUs: timeMs(step, 500, intArg(2, 5000)) * 1000 });
//# sourceMappingURL=mlp.js.map