// Fine-tuning: the MNIST CNN's feature extractor, pretrained in PyTorch on digits 0-4
// (make_pretrained.py), gets a new head and learns digits 5-9. The pretrained file's head
// (`classifier.*`) does not exist here and the new `head.*` is not in the file, so the
// weights load non-strictly and the runner logs what was missing and unexpected.
import { MNIST, nn, TensorDataset, torch, TorchRunner } from '../../src/index.js';
/** The CNN of make_pretrained.py with a fresh head in place of its `classifier`. */
export class DigitNet extends nn.Module {
    features = new nn.Sequential(new nn.Conv2d(1, 16, 5), new nn.ReLU(), new nn.MaxPool2d(2), new nn.Conv2d(16, 32, 5), new nn.ReLU(), new nn.MaxPool2d(2), new nn.Flatten(), new nn.Linear(512, 128), new nn.ReLU());
    head = new nn.Linear(128, 5);
    forward(x) {
        return this.head.call(this.features.call(x));
    }
}
/** MNIST images of digits 5-9, labelled 0-4. */
function upperDigits(train) {
    const mnist = new MNIST({ train });
    try {
        return torch.scope(() => {
            const [images, labels] = mnist.tensors;
            const keep = labels.ge(5).nonzero().squeeze(1);
            return new TensorDataset(images.indexSelect(0, keep), labels.indexSelect(0, keep).sub(5));
        });
    }
    finally {
        mnist.dispose();
    }
}
export default class FinetuneRunner extends TorchRunner {
    digitSets;
    constructor(config) {
        super(config);
        this.model = new DigitNet();
        this.criterion = new nn.CrossEntropyLoss();
        this.digitSets = [upperDigits(true), upperDigits(false)];
        this.datasets = { train: this.digitSets[0], test: this.digitSets[1] };
        this.metrics = ['accuracy'];
    }
    async close() {
        await super.close();
        for (const d of this.digitSets)
            d.dispose();
    }
}
export { FinetuneRunner };
//# sourceMappingURL=runner.js.map