// A makemore-style name generator: the GPT of model.ts trained in step mode on names, each
// micro-step returning its loss with the count of valid tokens, so accumulation weighs every
// token the same however long the names in a micro-batch are. Evaluation prints samples.
import { MeshParallelStrategy, nn, TensorDataset, TorchRunner, type RunnerConfig, type RunnerConfigInput, type StepOutput, type Tensor } from '../../src/index.js';
import { loadNames, nameDataset, splitNames, Vocabulary } from './data.js';
import { Gpt } from './model.js';
import { sampleNames } from './sample.js';

/** `extra.model` in the config; everything has a default. */
interface ModelOptions {
  layers?: number;
  heads?: number;
  width?: number;
  dropout?: number;
}

type NameBatch = { input: Tensor; target: Tensor };

export default class CharGptRunner extends TorchRunner {
  declare model: Gpt;
  readonly vocab: Vocabulary;
  private readonly nameSets: TensorDataset<NameBatch>[];
  /** Names printed after each evaluation round. */
  samplesPerEvaluation = 8;

  constructor(config: RunnerConfig | RunnerConfigInput) {
    super(config);
    const names = loadNames();
    this.vocab = new Vocabulary(names);
    const blockSize = Math.max(...names.map((n) => n.length)) + 1;
    const { train, val } = splitNames(names, 0.1, this.config.seed);
    const m = (this.config.extra.model ?? {}) as ModelOptions;
    this.model = new Gpt({ vocabSize: this.vocab.size, blockSize, layers: m.layers ?? 4, heads: m.heads ?? 4, width: m.width ?? 64, dropout: m.dropout ?? 0 });
    this.nameSets = [nameDataset(train, this.vocab, blockSize), nameDataset(val, this.vocab, blockSize)];
    this.datasets = { train: this.nameSets[0]!, val: this.nameSets[1]! };
  }

  /** Mean cross entropy over the valid (non-padding) target tokens, and their count. */
  private tokenLoss(batch: NameBatch): StepOutput {
    const logits = this.model.call(batch.input);
    const loss = nn.functional.crossEntropy(logits.view(-1, this.vocab.size), batch.target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: batch.target.ne(-1).sum() };
  }

  override trainStep(batch: unknown): StepOutput {
    return this.tokenLoss(batch as NameBatch);
  }

  override evaluateStep(batch: unknown): StepOutput {
    return this.tokenLoss(batch as NameBatch);
  }

  protected override async evaluateEpoch(split: string, maxBatches?: number): Promise<Record<string, number>> {
    // Rank 0 samples alone: where parameters are sharded (ZeRO stage 3) every rank gathers them first.
    this.strategy.gatherFullParameters?.();
    try {
      const scores = await super.evaluateEpoch(split, maxBatches);
      if (this.samplesHere && this.samplesPerEvaluation > 0) {
        const names = this.sample(this.samplesPerEvaluation);
        if (this.strategy.isMain) this.log('info', `samples: ${names.join(', ')}`);
      }
      return scores;
    } finally {
      this.strategy.reshardParameters?.();
    }
  }

  /**
   * Whether this rank samples: rank 0, or with a tensor axis every rank (the ranks of a tensor
   * group run their parts of the model together).
   */
  get samplesHere(): boolean {
    return this.strategy.isMain || this.tensorGroup() !== undefined;
  }

  /** Names drawn from the model's current weights (with a tensor axis, on every rank of the tensor group at once). */
  sample(count: number, temperature = 1): string[] {
    return sampleNames(this.model, this.vocab, count, temperature, this.tensorGroup());
  }

  private tensorGroup() {
    const s = this.strategy;
    return s instanceof MeshParallelStrategy && s.mesh.sizes.tensor > 1 ? (s.topology.group('tensor') ?? undefined) : undefined;
  }

  override async close(): Promise<void> {
    await super.close();
    for (const d of this.nameSets) d.dispose();
  }
}

export { CharGptRunner };
