// One epoch of the MNIST CNN in a plain training loop, written as a PyTorch user would.
import { DataLoader, MNIST, nn, optim, torch } from '../../src/index.js';
/** conv 1->16 k5, ReLU, max-pool 2, conv 16->32 k5, ReLU, max-pool 2, flatten, 512->128, ReLU, 128->10. */
export function mnistCnn() {
    return new nn.Sequential(new nn.Conv2d(1, 16, 5), new nn.ReLU(), new nn.MaxPool2d(2), new nn.Conv2d(16, 32, 5), new nn.ReLU(), new nn.MaxPool2d(2), new nn.Flatten(), new nn.Linear(512, 128), new nn.ReLU(), new nn.Linear(128, 10));
}
export async function trainMnist(options = {}) {
    const seed = options.seed ?? 3;
    if (options.threads)
        torch.setNumThreads(options.threads);
    const train = new MNIST({ train: true });
    const test = new MNIST({ train: false });
    const loader = new DataLoader(train, { batchSize: 64, shuffle: true, seed });
    torch.manualSeed(seed);
    const model = mnistCnn();
    const criterion = new nn.CrossEntropyLoss();
    const optimizer = new optim.Adam(model.parameters(), { lr: 1e-3 });
    model.train();
    let steps = 0;
    let lastLoss = NaN;
    const t0 = performance.now();
    for await (const [x, y] of loader) {
        if (options.maxSteps !== undefined && steps >= options.maxSteps) {
            x.dispose();
            y.dispose();
            break;
        }
        lastLoss = torch.scope(() => {
            const loss = criterion.call(model.call(x), y);
            optimizer.zeroGrad();
            loss.backward();
            optimizer.step();
            return loss.item();
        });
        x.dispose();
        y.dispose();
        steps += 1;
        if (options.onLog && steps % (options.logEvery ?? 100) === 0)
            options.onLog(steps, lastLoss);
        options.onStep?.(steps);
    }
    const epochSeconds = (performance.now() - t0) / 1000;
    model.eval();
    let correct = 0;
    torch.noGrad(() => {
        for (let i = 0; i < test.length; i += 1000) {
            torch.scope(() => {
                const [x, y] = test.getBatch(Array.from({ length: Math.min(1000, test.length - i) }, (_, k) => i + k));
                correct += model.call(x).argmax(1).eq(y).sum().item();
            });
        }
    });
    model.dispose();
    optimizer.dispose();
    train.dispose();
    test.dispose();
    return { steps, epochSeconds, accuracy: correct / test.length, lastLoss };
}
//# sourceMappingURL=train.js.map