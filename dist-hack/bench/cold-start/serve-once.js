// One fresh process's cold start to its first prediction: import the package, load a model for
// inference from a checkpoint, predict once. Prints the three times (ms) as one JSON line.
// Args: checkpoint path.
const t0 = performance.now();
const { nn, torch, TorchRunner } = await import('../../src/index.js');
const imported = performance.now();
class Classifier extends TorchRunner {
    constructor(config) {
        super(config);
        this.model = new nn.Sequential(new nn.Linear(784, 256), new nn.ReLU(), new nn.Linear(256, 10));
        this.criterion = new nn.CrossEntropyLoss();
    }
}
const runner = await Classifier.loadForInference(process.argv[2]);
const loaded = performance.now();
const input = new Float32Array(784).fill(0.5);
const out = torch.noGrad(() => torch.scope(() => runner.model.forward(torch.fromTypedArray(input, [1, 784])).argmax(1).item()));
const predicted = performance.now();
console.log(JSON.stringify({ importMs: imported - t0, loadMs: loaded - imported, firstPredictionMs: predicted - loaded, totalMs: predicted - t0, out }));
export {};
//# sourceMappingURL=serve-once.js.map