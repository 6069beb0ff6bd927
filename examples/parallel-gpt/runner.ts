// char-gpt's name generator as a ParallelRunner: the same GPT, data and token-weighted loss,
// trained over named parallel axes. With a pipeline the model runs stage by stage
// (Gpt.pipelineStages), so the last stage's loss comes from pipelineLoss instead of trainStep.
import { nn, ParallelRunner, TensorDataset, type RunnerConfig, type RunnerConfigInput, type StepOutput, type Tensor } from '../../src/index.js';
import { loadNames, nameDataset, splitNames, Vocabulary } from '../char-gpt/data.js';
import { Gpt } from '../char-gpt/model.js';
import { sampleNames } from '../char-gpt/sample.js';

/** `extra.model` in the config; everything has a default. */
interface ModelOptions {
  layers?: number;
  heads?: number;
  width?: number;
  dropout?: number;
}

type NameBatch = { input: Tensor; target: Tensor };

/** Rows are padded to a multiple of this on every layout (2 × context for context up to 4). */
const ROW_MULTIPLE = 8;

export class ParallelGptRunner extends ParallelRunner {
  declare model: Gpt;
  readonly vocab: Vocabulary;
  private readonly nameSets: TensorDataset<NameBatch>[];

  constructor(config: RunnerConfig | RunnerConfigInput) {
    super(config);
    const names = loadNames();
    this.vocab = new Vocabulary(names);
    // Context parallelism cuts each row into 2 × context chunks: pad the rows to a multiple of
    // that, and of 8 on every layout, so the position table (blockSize) is the same at context
    // 1, 2 and 4 and a checkpoint resumes on any of them.
    const multiple = Math.max(ROW_MULTIPLE, 2 * (this.config.parallel?.context ?? 1));
    const blockSize = Math.ceil((Math.max(...names.map((n) => n.length)) + 1) / multiple) * multiple;
    const { train, val } = splitNames(names, 0.1, this.config.seed);
    const m = (this.config.extra.model ?? {}) as ModelOptions;
    this.model = new Gpt({ vocabSize: this.vocab.size, blockSize, layers: m.layers ?? 4, heads: m.heads ?? 4, width: m.width ?? 64, dropout: m.dropout ?? 0 });
    this.nameSets = [nameDataset(train, this.vocab, blockSize), nameDataset(val, this.vocab, blockSize)];
    this.datasets = { train: this.nameSets[0]!, val: this.nameSets[1]! };
  }

  /** Mean cross entropy over the valid (non-padding) target tokens, and their count. */
  private tokenLoss(logits: Tensor, target: Tensor): StepOutput {
    const loss = nn.functional.crossEntropy(logits.view(-1, this.vocab.size), target.view(-1), { ignoreIndex: -1 });
    return { loss, normalizer: target.ne(-1).sum() };
  }

  override trainStep(batch: unknown): StepOutput {
    const { input, target } = batch as NameBatch;
    return this.tokenLoss(this.model.call(input), target);
  }

  override evaluateStep(batch: unknown): StepOutput {
    return this.trainStep(batch);
  }

  /** With a pipeline, on the last stage: the same loss from the last stage's logits. */
  protected override pipelineLoss(output: unknown, target: unknown): StepOutput {
    return this.tokenLoss(output as Tensor, target as Tensor);
  }

  /**
   * Whether names can be sampled: not with a pipeline, where each forward would have to run
   * through every stage, nor with sequence parallelism, which needs sequences whose length
   * divides by the tensor size (sampling grows them one character at a time). With a context
   * axis rank 0 samples alone, on whole sequences (the model's context parallelism is active
   * only in training and evaluation steps).
   */
  get canSample(): boolean {
    return this.topology.sizes.pipeline === 1 && !this.config.parallel?.sequenceParallel;
  }

  /** Whether this rank takes part in {@link sample}: rank 0, or with a tensor axis every rank (each holds part of the model). */
  get samplesHere(): boolean {
    return this.canSample && (this.strategy.isMain || this.topology.sizes.tensor > 1);
  }

  /** Names drawn from the model's current weights; with a tensor axis every rank calls it and takes its tensor group's first rank's draws. */
  sample(count: number, temperature = 1): string[] {
    if (!this.canSample) throw new Error(`sampling runs the model forward token by token; with ${this.topology.toString()} every forward runs through every stage, which sample() does not do`);
    const tensorGroup = this.topology.sizes.tensor > 1 ? (this.topology.group('tensor') ?? undefined) : undefined;
    return sampleNames(this.model, this.vocab, count, temperature, tensorGroup);
  }

  override async close(): Promise<void> {
    await super.close();
    for (const d of this.nameSets) d.dispose();
  }
}
