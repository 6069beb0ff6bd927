// A runner that overrides the step methods: the model tags every position of a padded
// sequence, so the loss is a mean over the valid positions and trainStep returns that count as
// the loss normalizer (accumulation then weighs every position alike). evaluateStep feeds a
// metric of our own, registered by name through createMetric.
import { nn, TorchRunner } from '../../src/index.js';
import { PAD, runningMaxDataset } from './data.js';
import { SequenceAccuracy } from './sequence-accuracy.js';
class Tagger extends nn.Module {
    embed = new nn.Embedding(PAD + 1, 32);
    lstm = new nn.LSTM(32, 64, { batchFirst: true });
    out = new nn.Linear(64, 10);
    forward(ids) {
        const [hidden] = this.lstm.call(this.embed.call(ids));
        return this.out.call(hidden);
    }
}
export default class RunningMaxRunner extends TorchRunner {
    sets;
    constructor(config) {
        super(config);
        this.model = new Tagger();
        this.sets = [runningMaxDataset(4096, 16), runningMaxDataset(512, 16)];
        this.datasets = { train: this.sets[0], val: this.sets[1] };
        this.metrics = ['sequenceAccuracy'];
    }
    createMetric(name) {
        return name === 'sequenceAccuracy' ? new SequenceAccuracy() : super.createMetric(name);
    }
    tokenLoss({ input, target }) {
        const logits = this.model.call(input);
        const loss = nn.functional.crossEntropy(logits.view(-1, 10), target.view(-1), { ignoreIndex: -1 });
        return { logits, loss, tokens: target.ne(-1).sum() };
    }
    trainStep(batch) {
        return this.taggedLoss(batch);
    }
    evaluateStep(batch) {
        return this.taggedLoss(batch);
    }
    /** The loss with its count of valid positions, after feeding the split's metrics. */
    taggedLoss(batch) {
        const { logits, loss, tokens } = this.tokenLoss(batch);
        this.updateMetrics(logits, batch.target);
        return { loss, normalizer: tokens };
    }
    async close() {
        await super.close();
        for (const d of this.sets)
            d.dispose();
    }
}
export { RunningMaxRunner };
//# sourceMappingURL=runner.js.map