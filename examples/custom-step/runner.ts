// A runner that overrides the step methods: the model tags every position of a padded
// sequence, so the loss is a mean over the valid positions and trainStep returns that count as
// the loss normalizer (accumulation then weighs every position alike). evaluateStep feeds a
// metric of our own, registered by name through createMetric.
import { nn, TorchRunner, type Metric, type RunnerConfig, type RunnerConfigInput, type StepOutput, type Tensor, type TensorDataset } from '../../src/index.js';
import { PAD, runningMaxDataset } from './data.js';
import { SequenceAccuracy } from './sequence-accuracy.js';

type Batch = { input: Tensor; target: Tensor };

class Tagger extends nn.Module {
  embed = new nn.Embedding(PAD + 1, 32);
  lstm = new nn.LSTM(32, 64, { batchFirst: true });
  out = new nn.Linear(64, 10);

  override forward(ids: Tensor): Tensor {
    const [hidden] = this.lstm.call(this.embed.call(ids)) as [Tensor, unknown];
    return this.out.call(hidden);
  }
}

export default class RunningMaxRunner extends TorchRunner {
  private readonly sets: TensorDataset<Batch>[];

  constructor(config: RunnerConfig | RunnerConfigInput) {
    super(config);
    this.model = new Tagger();
    this.sets = [runningMaxDataset(4096, 16), runningMaxDataset(512, 16)];
    this.datasets = { train: this.sets[0]!, val: this.sets[1]! };
    this.metrics = ['sequenceAccuracy'];
  }

  protected override createMetric(name: string): Metric {
    return name === 'sequenceAccuracy' ? new SequenceAccuracy() : super.createMetric(name);
  }

  private tokenLoss({ input, target }: Batch): { logits: Tensor; loss: Tensor; tokens: Tensor } {
    const logits = this.model.call(input) as Tensor;
    const loss = nn.functional.crossEntropy(logits.view(-1, 10), target.view(-1), { ignoreIndex: -1 });
    return { logits, loss, tokens: target.ne(-1).sum() };
  }

  override trainStep(batch: unknown): StepOutput {
    return this.taggedLoss(batch as Batch);
  }

  override evaluateStep(batch: unknown): StepOutput {
    return this.taggedLoss(batch as Batch);
  }

  /** The loss with its count of valid positions, after feeding the split's metrics. */
  private taggedLoss(batch: Batch): StepOutput {
    const { logits, loss, tokens } = this.tokenLoss(batch);
    this.updateMetrics(logits, batch.target);
    return { loss, normalizer: tokens };
  }

  override async close(): Promise<void> {
    await super.close();
    for (const d of this.sets) d.dispose();
  }
}

export { RunningMaxRunner };
