// The MNIST CNN as a TorchRunner subclass: the model, the loss, the data and a metric; the
// runner does the rest (loops, optimizer and schedule from config, logging, checkpoints).
import { MNIST, nn, TorchRunner } from '../../src/index.js';
import { mnistCnn } from '../mnist-loop/train.js';
export class MnistRunner extends TorchRunner {
    constructor(config) {
        super(config); // seeds torch with config.seed, so the model below initialises reproducibly
        this.model = mnistCnn();
        this.criterion = new nn.CrossEntropyLoss();
        this.datasets = { train: new MNIST({ train: true }), test: new MNIST({ train: false }) };
        this.metrics = ['accuracy'];
    }
    /** Releases the datasets' tensors with the runner. */
    async close() {
        await super.close();
        for (const d of Object.values(this.datasets))
            d.dispose();
    }
}
//# sourceMappingURL=runner.js.map