// One process of the parallel-gpt throughput benchmark (started by run.ts, with torchrun's
// environment when there are several): the parallel-gpt example's runner, model (sizes from
// the `model` argument, else the example's) and batches (2 micro-batches of 32 names per
// step), trained for `steps` steps with `threads` intra-op threads. Prints the valid target
// tokens of the steps after the warm-up (summed over data-parallel ranks) and the seconds
// they took. No checkpoints are written.
import { loadConfig, NoopCheckpointManager, torch, type StepOutput, type Tensor } from '../../src/index.js';
import type { AccumulationWindow } from '../../src/runners/step/accumulation.js';
import { ParallelGptRunner } from '../../examples/parallel-gpt/runner.js';
import { exampleFile } from '../../examples/paths.js';

const [axesJson, stepsArg, warmupArg, threadsArg, modelJson, accumArg] = process.argv.slice(2);
const steps = Number(stepsArg);
const warmup = Number(warmupArg);
torch.setNumThreads(Number(threadsArg ?? 1));

class Measured extends ParallelGptRunner {
  tokens = 0;
  windowTokens = 0;
  start = 0;
  end = 0;
  cpuStart: NodeJS.CpuUsage | undefined;
  /** Process CPU time (all threads) of the timed steps. */
  cpuSeconds = 0;

  /** No checkpoints: the benchmark times training steps only. */
  protected override createCheckpointManager(): NoopCheckpointManager {
    return new NoopCheckpointManager();
  }

  private count(out: StepOutput): StepOutput {
    const normalizer = (out as { normalizer: Tensor }).normalizer;
    this.windowTokens += Number(normalizer.item());
    return out;
  }

  override trainStep(batch: unknown): StepOutput {
    return this.count(super.trainStep(batch));
  }

  protected override pipelineLoss(output: unknown, target: unknown): StepOutput {
    return this.count(super.pipelineLoss(output, target));
  }

  protected override async optimizerStep(window: AccumulationWindow): Promise<{ stepped: boolean; loss: number; gradNorm?: number }> {
    const outcome = await super.optimizerStep(window);
    // A pipeline counts on its last stage only and tensor ranks count the same batch each.
    const [summed] = await this.strategy.reduce([this.windowTokens], 'optimizer', 'sum');
    const tokens = summed! / this.topology.sizes.tensor;
    this.windowTokens = 0;
    const step = this.state.globalStep;
    if (step === warmup) {
      this.start = performance.now();
      this.cpuStart = process.cpuUsage();
    }
    else if (step > warmup) this.tokens += tokens!;
    if (step === steps) {
      this.end = performance.now();
      const cpu = process.cpuUsage(this.cpuStart);
      this.cpuSeconds = (cpu.user + cpu.system) / 1e6;
    }
    return outcome;
  }
}

const runner = new Measured(
  loadConfig({
    files: exampleFile('parallel-gpt', 'config.yaml'),
    object: {
      parallel: JSON.parse(axesJson!),
      extra: { model: { layers: 4, heads: 4, width: 64, dropout: 0, ...(modelJson ? JSON.parse(modelJson) : {}) } },
      steps,
      ...(accumArg ? { accumSteps: Number(accumArg) } : {}),
      sched: { warmup: Math.min(100, steps - 1) },
      evaluateInterval: steps,
      evaluateSteps: 1,
      workspaceRoot: process.env.BENCH_RUNS ?? 'bench/out/parallel-gpt-runs',
      logging: { console: false, file: false, tensorboard: false },
    },
  }),
);
try {
  await runner.train();
  // Every rank prints its CPU time; the main rank's line also carries the tokens.
  console.log(JSON.stringify({ tokens: runner.tokens, seconds: (runner.end - runner.start) / 1000, cpuSeconds: runner.cpuSeconds }));
} finally {
  await runner.close();
}
