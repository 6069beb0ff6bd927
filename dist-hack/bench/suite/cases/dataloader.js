// One shuffled epoch over an MNIST-sized in-memory TensorDataset (60,000 x 1x28x28 float32,
// int64 labels), batch 64, no training step: the loader's own cost. Same as dataloader.py.
import { DataLoader, TensorDataset, torch } from '../../../src/index.js';
import { intArg, report } from '../protocol.js';
torch.setNumThreads(1);
torch.manualSeed(0);
const dataset = new TensorDataset(torch.rand(60_000, 1, 28, 28).keep(), torch.randint(0, 10, [60_000]).keep());
const loader = new DataLoader(dataset, { batchSize: 64, shuffle: true, seed: 0, prefetch: 0 });
const epochs = intArg(2, 3);
const times = [];
for (let e = 0; e <= epochs; e++) {
    const t0 = performance.now();
    for await (const batch of loader)
        for (const t of batch)
            t.dispose();
    if (e > 0)
        times.push(performance.now() - t0);
}
report({ epochMs: Math.min(...times) });
//# sourceMappingURL=dataloader.js.map