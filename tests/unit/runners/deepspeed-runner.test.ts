import { afterEach, describe, expect, it } from 'vitest';

import { nn, type StepOutput, type Tensor } from '../../../src/index.js';
import { TinyRunner, tinyConfig } from './tiny.js';

/** Records the lr each optimizer step runs with, and the run's log lines. */
class LrRunner extends TinyRunner {
  lrs: number[] = [];
  lines: string[] = [];

  override trainStep(batch: unknown): StepOutput {
    this.lrs.push(this.optimizer.paramGroups[0]!.lr as number);
    return super.trainStep(batch);
  }

  protected override log(level: 'debug' | 'info' | 'warn' | 'error', text: string): void {
    this.lines.push(`${level}: ${text}`);
    super.log(level, text);
  }
}

const runners: LrRunner[] = [];
afterEach(async () => {
  for (const r of runners.splice(0)) await r.close();
});

// DeepSpeed's WarmupLR (lr_schedules.py): at last_batch_iteration it, min + (max - min) * log(it + 1) / log(W); step k runs at it = k - 2.
const warmupLr = (it: number, min: number, max: number, w: number): number => (it < 0 ? min : it < w ? min + (max - min) * (1 / Math.log(w)) * Math.log(it + 1) : max);

describe('stack deepspeed with a ds_config: the run', () => {
  it("steps DeepSpeed's WarmupLR after each optimizer step, from the first step on; lists the keys without effect once", async () => {
    const config = tinyConfig({
      stack: 'deepspeed',
      steps: 12,
      optim: undefined,
      dataloader: undefined,
      deepspeed: {
        train_batch_size: 4,
        steps_per_print: 100,
        wall_clock_breakdown: false,
        zero_optimization: { stage: 1, contiguous_gradients: true },
        optimizer: { type: 'SGD', params: { lr: 0.05 } },
        scheduler: { type: 'WarmupLR', params: { warmup_min_lr: 0.001, warmup_max_lr: 0.05, warmup_num_steps: 8 } },
      },
    } as never);
    const r = new LrRunner(config);
    runners.push(r);
    await r.train();
    expect(r.config.dataloader.batchSize).toBe(4);
    expect(r.lrs).toHaveLength(12);
    r.lrs.forEach((lr, i) => expect(Math.abs(lr - warmupLr(i - 1, 0.001, 0.05, 8)) / warmupLr(i - 1, 0.001, 0.05, 8)).toBeLessThan(1e-12));
    const summary = r.lines.filter((l) => l.includes('accepted without effect'));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatch(/2 ds_config keys accepted without effect on this run: wall_clock_breakdown: .*; zero_optimization\.contiguous_gradients: /);
  });

  it('fp16 on CPU stays a clear refusal, with every fp16 key valid', async () => {
    const r = new LrRunner(
      tinyConfig({ stack: 'deepspeed', steps: 2, dataloader: undefined, deepspeed: { train_micro_batch_size_per_gpu: 2, fp16: { enabled: true, loss_scale: 0, initial_scale_power: 12, loss_scale_window: 500, hysteresis: 2, min_loss_scale: 1 } } } as never),
    );
    runners.push(r);
    expect(r.config.deepspeed?.lossScale).toMatchObject({ initialScalePower: 12, lossScaleWindow: 500 });
    await expect(r.train()).rejects.toThrow(/precision fp16 needs a CUDA device/);
  });
});

class CountingLinear extends nn.Linear {
  calls = 0;
  override forward(input: Tensor): Tensor {
    this.calls += 1;
    return super.forward(input);
  }
}

describe('stack deepspeed: activation_checkpointing', () => {
  async function run(ds: Record<string, unknown>): Promise<{ losses: number[]; calls: number }> {
    const r = new LrRunner(tinyConfig({ stack: 'deepspeed', steps: 6, dataloader: undefined, deepspeed: { train_micro_batch_size_per_gpu: 4, zero_optimization: { stage: 2 }, ...ds } } as never), { train: 32 });
    runners.push(r);
    const first = new CountingLinear(4, 8);
    r.model = new nn.Sequential(first, new nn.Tanh(), new nn.Linear(8, 1));
    await r.train();
    return { losses: r.losses, calls: first.calls };
  }

  it('recomputes each block in backward (its forward runs twice a step) and trains the same', async () => {
    const plain = await run({});
    const checkpointed = await run({ activation_checkpointing: { partition_activations: true, cpu_checkpointing: false, number_checkpoints: 2 } });
    expect(plain.calls).toBe(6);
    expect(checkpointed.calls).toBe(12);
    expect(checkpointed.losses).toEqual(plain.losses);
  });
});
