// Training a TorchScript module exported from Python: `torch.jit.load` gives a Module whose
// parameters are the compiled module's own, so the runner trains it like any other model
// and `save` writes a file Python's `torch.jit.load` reads back.
import { MNIST, nn, torch, TorchRunner } from '../../src/index.js';
import { exampleFile } from '../paths.js';
/** The scripted classifier export_model.py wrote. */
export const MODEL_FILE = exampleFile('torchscript', 'model.pt');
export default class ScriptedMnistRunner extends TorchRunner {
    splits;
    constructor(config, modelFile = MODEL_FILE) {
        super(config);
        this.model = torch.jit.load(modelFile);
        this.criterion = new nn.CrossEntropyLoss();
        this.splits = [new MNIST({ train: true }), new MNIST({ train: false })];
        this.datasets = { train: this.splits[0], test: this.splits[1] };
        this.metrics = ['accuracy'];
    }
    async close() {
        await super.close();
        for (const d of this.splits)
            d.dispose();
    }
}
export { ScriptedMnistRunner };
//# sourceMappingURL=runner.js.map