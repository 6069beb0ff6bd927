// A tiny runner for the resume tests: an MLP with dropout (so the RNG state matters) on
// shuffled synthetic regression data, printing every micro-step's loss.
import { nn, torch, TensorDataset, TorchRunner, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';

/** `n` samples of `y = x · w + 0.5` with 4 features, from a fixed seed. */
export function regressionData(n: number, seed: number): TensorDataset<{ input: Tensor; target: Tensor }> {
  const g = torch.getRngState();
  torch.manualSeed(seed);
  const input = torch.randn([n, 4]);
  const w = torch.tensor([[1.5], [-2.0], [0.5], [3.0]]);
  const target = input.matmul(w).add(0.5);
  torch.setRngState(g);
  return new TensorDataset({ input: input.keep(), target: target.keep() });
}

export class ResumeRunner extends TorchRunner {
  /** Called with (step the micro-step belongs to, micro-step index, loss) before it returns. */
  onLoss: (step: number, microStep: number, loss: number) => void = () => {};

  constructor(config: RunnerConfigInput) {
    super(config);
    const hidden = (this.config.extra.hidden as number | undefined) ?? 8;
    this.model = new nn.Sequential(new nn.Linear(4, hidden), new nn.ReLU(), new nn.Dropout(0.2), new nn.Linear(hidden, 1));
    this.criterion = new nn.MSELoss();
    const trainSize = (this.config.extra.trainSize as number | undefined) ?? 48;
    this.datasets = { train: regressionData(trainSize, 7), val: regressionData(8, 8) };
  }

  /**
   * Whether training goes on only once each checkpoint is published (flushed and renamed over
   * `latest`). A kill the test sends a few steps after a save then finds that save in
   * `latest`, however slow the disk is; otherwise the save's background job may still run.
   */
  publishBeforeGoingOn = false;

  override trainStep(batch: unknown): StepOutput {
    const loss = super.trainStep(batch) as Tensor;
    this.onLoss(this.state.globalStep + 1, this.state.microStep, loss.item() as number);
    return loss;
  }

  protected override async checkpoint(forced: boolean): Promise<void> {
    await super.checkpoint(forced);
    if (this.publishBeforeGoingOn) await this.checkpointManager.wait();
  }
}

/** The config the tests share; `overrides` are merged over it. */
export function resumeConfig(root: string, overrides: RunnerConfigInput = {}): RunnerConfigInput {
  return {
    seed: 3,
    id: 'run',
    workspaceRoot: root,
    accumSteps: 2,
    optim: { name: 'adam', lr: 0.01 },
    dataloader: { batchSize: 4, shuffle: true },
    checkpoint: { interval: 10, keepLatestK: 2 },
    logging: { console: true, file: false, tensorboard: false },
    ...overrides,
  };
}
