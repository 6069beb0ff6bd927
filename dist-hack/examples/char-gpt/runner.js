// A makemore-style name generator: the GPT of model.ts trained in step mode on names, each
// micro-step returning its loss with the count of valid tokens, so accumulation weighs every
// token the same however long the names in a micro-batch are. Evaluation prints samples.
// With `extra.packed: <tokens>` the rows pack several names each, with docIds.
import { MeshParallelStrategy, nn, TorchRunner } from '../../src/index.js';
import { loadNames, nameDataset, packedNameDataset, splitNames, Vocabulary } from './data.js';
import { Gpt } from './model.js';
import { sampleNames } from './sample.js';
export default class CharGptRunner extends TorchRunner {
    vocab;
    nameSets;
    /** Names printed after each evaluation round. */
    samplesPerEvaluation = 8;
    constructor(config) {
        super(config);
        const names = loadNames();
        this.vocab = new Vocabulary(names);
        const blockSize = Math.max(...names.map((n) => n.length)) + 1;
        const { train, val } = splitNames(names, 0.1, this.config.seed);
        const m = (this.config.extra.model ?? {});
        this.model = new Gpt({ vocabSize: this.vocab.size, blockSize, layers: m.layers ?? 4, heads: m.heads ?? 4, width: m.width ?? 64, dropout: m.dropout ?? 0 });
        // `extra.packed`: tokens per row when rows pack several names (with docIds); unset: one name per row.
        const packed = this.config.extra.packed;
        if (packed !== undefined && (!Number.isInteger(packed) || packed < blockSize)) {
            throw new RangeError(`extra.packed must be an integer of at least ${blockSize} (the longest name and its boundary) but received ${String(packed)}`);
        }
        const dataset = (list) => (packed === undefined ? nameDataset(list, this.vocab, blockSize) : packedNameDataset(list, this.vocab, packed));
        this.nameSets = [dataset(train), dataset(val)];
        this.datasets = { train: this.nameSets[0], val: this.nameSets[1] };
    }
    /** Mean cross entropy over the valid (non-padding) target tokens, and their count. */
    tokenLoss(batch) {
        const logits = this.model.call(batch.input, batch.docIds);
        const loss = nn.functional.crossEntropy(logits.view(-1, this.vocab.size), batch.target.view(-1), { ignoreIndex: -1 });
        return { loss, normalizer: batch.target.ne(-1).sum() };
    }
    trainStep(batch) {
        return this.tokenLoss(batch);
    }
    evaluateStep(batch) {
        return this.tokenLoss(batch);
    }
    async evaluateEpoch(split, maxBatches) {
        // Rank 0 samples alone: where parameters are sharded (ZeRO stage 3) every rank gathers them first.
        this.strategy.gatherFullParameters?.();
        try {
            const scores = await super.evaluateEpoch(split, maxBatches);
            if (this.samplesHere && this.samplesPerEvaluation > 0) {
                const names = this.sample(this.samplesPerEvaluation);
                if (this.strategy.isMain)
                    this.log('info', `samples: ${names.join(', ')}`);
            }
            return scores;
        }
        finally {
            this.strategy.reshardParameters?.();
        }
    }
    /**
     * Whether this rank samples: rank 0, or with a tensor axis every rank (the ranks of a tensor
     * group run their parts of the model together).
     */
    get samplesHere() {
        return this.strategy.isMain || this.tensorGroup() !== undefined;
    }
    /** Names drawn from the model's current weights (with a tensor axis, on every rank of the tensor group at once). */
    sample(count, temperature = 1) {
        return sampleNames(this.model, this.vocab, count, temperature, this.tensorGroup());
    }
    tensorGroup() {
        const s = this.strategy;
        return s instanceof MeshParallelStrategy && s.mesh.sizes.tensor > 1 ? (s.topology.group('tensor') ?? undefined) : undefined;
    }
    async close() {
        await super.close();
        for (const d of this.nameSets)
            d.dispose();
    }
}
export { CharGptRunner };
//# sourceMappingURL=runner.js.map