// One training process over a mixture of token files, for the mixture resume test.
// argv[2]: JSON { root, files, config, killAt? }. Prints `batch <step> <microStep> <first
// token of each row>` and `loss <step> <microStep> <value>` per micro-step, then `done
// <globalStep>`. With killAt, SIGKILLs itself at the micro-step after optimizer step killAt.
import { MixtureDataset, nn, TorchRunner, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';

const args = JSON.parse(process.argv[2]!) as { root: string; files: string[]; config: RunnerConfigInput; killAt?: number };

class MixtureRunner extends TorchRunner {
  private readonly mixture: MixtureDataset;

  constructor(config: RunnerConfigInput) {
    super(config);
    this.model = new nn.Linear(4, 1);
    this.criterion = new nn.MSELoss();
    this.mixture = new MixtureDataset({ sources: args.files.map((path) => ({ path, dtype: 'int32' })), blockSize: 4 });
    this.datasets = { train: this.mixture };
  }

  override trainStep(batch: unknown): StepOutput {
    const { input, target } = batch as { input: Tensor; target: Tensor };
    const step = this.state.globalStep + 1;
    console.log(`batch ${step} ${this.state.microStep} ${(input.select(1, 0).tolist() as number[]).join(',')}`);
    // Token ids are 100000 × source + position: scaled to small numbers for a regression.
    const loss = this.criterion!.call(this.model.call(input.remainder(1000).float().div(1000)), target.select(1, 3).remainder(1000).float().div(1000).unsqueeze(1)) as Tensor;
    console.log(`loss ${step} ${this.state.microStep} ${loss.item() as number}`);
    if (args.killAt !== undefined && step - 1 === args.killAt) process.kill(process.pid, 'SIGKILL');
    return loss;
  }

  // The SIGKILL lands a few steps after a save, which the test expects to find in `latest`:
  // training goes on only once each save is published, however slow the disk is.
  protected override async checkpoint(forced: boolean): Promise<void> {
    await super.checkpoint(forced);
    if (args.killAt !== undefined) await this.checkpointManager.wait();
  }

  override async close(): Promise<void> {
    await super.close();
    this.mixture.dispose();
  }
}

const runner = new MixtureRunner({
  seed: 3,
  id: 'run',
  workspaceRoot: args.root,
  optim: { name: 'adam', lr: 0.01 },
  logging: { console: true, file: false, tensorboard: false },
  ...args.config,
});
try {
  await runner.train();
  console.log(`done ${runner.state.globalStep}`);
} finally {
  await runner.close();
}
