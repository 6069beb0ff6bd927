// The runner takes a window of one micro-step in one call where nothing needs its hand-offs
// (StepHooks.directStep). These tests hold it to the general path (trainMicroStep, finishWindow,
// optimizerStep), which a subclass that overrides trainMicroStep with its own super call takes:
// the same run must end bit for bit the same, and fail with the same errors.
import { describe, expect, test } from 'vitest';

import { optim, readCheckpoint, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';
import { paramValues, TinyRunner, tinyConfig } from './tiny.js';

/** The same runner on the general path. */
class GeneralPath extends TinyRunner {
  protected override trainMicroStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> | void {
    return super.trainMicroStep(batch, split, closesWindow);
  }
}

/** Whether the runner's loops step directly. */
function stepsDirectly(runner: TinyRunner): boolean {
  return (runner as unknown as { stepsDirectly(): boolean }).stepsDirectly();
}

/** Trains `runner` to the end and closes it; what the run leaves behind. */
async function outcome(runner: TinyRunner) {
  const summary = await runner.train();
  const latest = readCheckpoint(summary.checkpoint!);
  const result = {
    params: paramValues(runner.model),
    losses: runner.losses,
    state: { globalStep: runner.state.globalStep, microStep: runner.state.microStep, epoch: runner.state.epoch, skippedSteps: runner.state.skippedSteps },
    results: runner.results.map((r) => ({ step: r.step, scores: r.scores })),
    checkpoint: { model: (Object.values(latest.model as Record<string, Tensor>)).map((t) => Array.from(t.toArray() as Float32Array)), optimizer: JSON.stringify(latest.optimizer, (_k, v) => (v && typeof v === 'object' && 'toArray' in v ? Array.from((v as Tensor).toArray() as Float32Array) : v)) },
    samples: Math.round(summary.throughput.samplesPerSecond * summary.throughput.seconds),
  };
  await runner.close();
  return result;
}

describe('the direct step', () => {
  test('a default run steps directly; a run whose step is observed, waited on or overridden does not', async () => {
    const cases: [string, RunnerConfigInput, boolean][] = [
      ['default', {}, true],
      ['clipping by value', { maxGradValue: 0.5 }, true],
      ['EMA and a scheduler', { ema: { decay: 0.9 }, sched: { name: 'step', options: { stepSize: 2 } } }, true],
      ['accumSteps 2', { accumSteps: 2 }, false],
      ['a profile', { profile: { start: 1, steps: 1 } }, false],
      ['clipping by norm', { maxGradNorm: 1 }, false],
      ['the non-finite check', { skipNonfiniteGrad: true }, false],
      ['a rollback on non-finite steps', { nonfinite: { action: 'rollback' } }, false],
      ['asynchronous checkpoints', { checkpoint: { asyncMode: 'async' } }, false],
    ];
    for (const [name, overrides, direct] of cases) {
      const runner = new TinyRunner(tinyConfig({ steps: 2, ...overrides }));
      await runner.setup();
      expect([name, stepsDirectly(runner)]).toEqual([name, direct]);
      await runner.close();
    }
    class OwnWindow extends TinyRunner {
      protected override finishWindow(split: string): Promise<void> | void {
        return super.finishWindow(split);
      }
    }
    class OwnOptimizerStep extends TinyRunner {
      protected override optimizerStep(window: Parameters<TinyRunner['optimizerStep']>[0]): ReturnType<TinyRunner['optimizerStep']> {
        return super.optimizerStep(window);
      }
    }
    for (const Overriding of [GeneralPath, OwnWindow, OwnOptimizerStep]) {
      const runner = new Overriding(tinyConfig({ steps: 2 }));
      await runner.setup();
      expect([Overriding.name, stepsDirectly(runner)]).toEqual([Overriding.name, false]);
      await runner.close();
    }
  });

  test('the direct and the general path train the same run: parameters, losses, counters, results, samples and checkpoint, bit for bit', async () => {
    const config = () => tinyConfig({ steps: 12, evaluateInterval: 4, checkpoint: { interval: 4 }, maxGradValue: 0.5, ema: { decay: 0.9 }, sched: { name: 'step', options: { stepSize: 3 } } });
    const direct = await outcome(new TinyRunner(config()));
    const general = await outcome(new GeneralPath(config()));
    expect(direct).toEqual(general);
    expect(direct.state.globalStep).toBe(12);
    expect(direct.results.map((r) => r.step)).toEqual([4, 8, 12]);
    expect(direct.samples).toBe(48);
  });

  test('losses with normalizers (a normalizer of 0 skipping its step) and in an object without one, mixed, match the general path', async () => {
    const weighted = <T extends new (...a: any[]) => TinyRunner>(Base: T) =>
      class extends Base {
        override trainStep(batch: unknown): StepOutput {
          const loss = super.trainStep(batch) as Tensor;
          // Every third batch counts nothing; every fifth returns its loss in an object without a normalizer.
          if (this.state.microStep % 5 === 4) return { loss };
          return { loss, normalizer: this.state.microStep % 3 === 2 ? 0 : 1 + (this.state.microStep % 4) };
        }
      };
    const direct = new (weighted(TinyRunner))(tinyConfig({ steps: 12 }));
    const general = new (weighted(GeneralPath))(tinyConfig({ steps: 12 }));
    const [a, b] = [await outcome(direct), await outcome(general)];
    expect(a).toEqual(b);
    expect(a.state.skippedSteps).toBe(4);
  });

  test('an optimizer assigned while training runs takes the next step, as on the general path', async () => {
    const frozenAfter = async (runner: TinyRunner) => {
      // At step 3 the optimizer becomes one with lr 0: the parameters stop there.
      runner.on('step', ({ step }) => {
        if (step === 3) runner.optimizer = new optim.SGD(runner.model.parameters(), { lr: 0 });
      });
      return outcome(runner);
    };
    const [a, b] = [await frozenAfter(new TinyRunner(tinyConfig({ steps: 6 }))), await frozenAfter(new GeneralPath(tinyConfig({ steps: 6 })))];
    expect(a.params).toEqual(b.params);
    const atStep3 = new TinyRunner(tinyConfig({ steps: 3 }));
    expect(a.params).toEqual((await outcome(atStep3)).params);
  });

  test('a loss of more than one element, or a step that returns a promise, fails as on the general path', async () => {
    const failing = <T extends new (...a: any[]) => TinyRunner>(Base: T, out: (loss: Tensor) => unknown) =>
      class extends Base {
        override trainStep(batch: unknown): StepOutput {
          return out(super.trainStep(batch) as Tensor) as StepOutput;
        }
      };
    const shapes = (loss: Tensor) => loss.expand([4, 1]);
    const promise = async (loss: Tensor) => loss;
    for (const out of [shapes, promise]) {
      const errors: string[] = [];
      for (const Base of [TinyRunner, GeneralPath]) {
        const runner = new (failing(Base, out))(tinyConfig({ steps: 2 }));
        await expect(runner.train()).rejects.toThrow(TypeError);
        errors.push(await runner.train().then(() => '', (err: Error) => err.message));
        await runner.close();
      }
      expect(errors[0]).toBe(errors[1]);
      expect(errors[0]).toMatch(out === shapes ? /trainStep returned a loss of shape \[4, 1\]; reduce it to one element/ : /trainStep/);
    }
  });
});
