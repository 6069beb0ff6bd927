// Trains a tiny MLP and prints, as JSON, the bytes in malloc's fastbins after each 100 steps,
// counted from a 4 KiB allocation (before which glibc merges the fastbins, so they start empty).
import { nn, optim, torch } from '../../../../src/index.js';
import { native } from '../../../../src/torch/native.js';

torch.setNumThreads(1);
torch.manualSeed(0);
const model = new nn.Sequential(new nn.Linear(4, 8), new nn.ReLU(), new nn.Linear(8, 1));
const criterion = new nn.MSELoss();
const optimizer = new optim.SGD(model.parameters(), { lr: 0.01 });
const x = torch.randn([8, 4]).keep();
const y = torch.randn([8, 1]).keep();
const step = () =>
  torch.scope(() => {
    const loss = criterion.call(model.call(x), y);
    optimizer.zeroGrad();
    loss.backward();
    optimizer.step();
    return loss.item();
  });
for (let i = 0; i < 100; i++) step();
torch.zeros([1024]).dispose();
const readings: (number | null)[] = [];
for (let k = 0; k < 4; k++) {
  for (let i = 0; i < 100; i++) step();
  readings.push(native.cpuCacheStats().fastbinBytes);
}
console.log(JSON.stringify(readings));
