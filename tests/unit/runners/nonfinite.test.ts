// nonfinite: after skipped steps in a row, stop (as before) or roll back to the last checkpoint
// in-process and leave out the batches of those steps.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { ConfigError, disposeTree, readCheckpoint, validateConfig, type AccumulationWindow, type RunLogger, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';
import { paramValues, TinyRunner, tinyConfig } from './tiny.js';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/**
 * Gives a NaN loss for the batches `poisoned` picks (by the loader's epoch and the batch's
 * index in it), and records every batch trained on, the log and the parameters after each step.
 */
class PoisonedRunner extends TinyRunner {
  poisoned: (epoch: number, index: number) => boolean = () => false;
  seen: string[] = [];
  messages: string[] = [];
  scalarsLogged: Record<string, number>[] = [];
  paramsAt: [number, number[][]][] = [];

  protected override createLogger(): RunLogger {
    return {
      scalars: (_tag, _step, values) => void this.scalarsLogged.push({ ...values }),
      message: (level, text) => void this.messages.push(`${level}: ${text}`),
      async flush() {},
      async close() {},
    };
  }

  override trainStep(batch: unknown): StepOutput {
    const loader = this.dataloaders[this.currentSplit]!;
    const epoch = loader.epoch;
    const index = loader.batchesYielded - 1;
    this.seen.push(`${epoch}:${index}`);
    const loss = super.trainStep(batch) as Tensor;
    return this.poisoned(epoch, index) ? loss.mul(Number.NaN) : loss;
  }

  protected override async optimizerStep(window: AccumulationWindow) {
    const out = await super.optimizerStep(window);
    if (out.stepped) this.paramsAt.push([this.state.globalStep, paramValues(this.model)]);
    return out;
  }
}

function config(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  const c = tinyConfig({ steps: 10, optim: { name: 'adam', lr: 0.01 }, checkpoint: { interval: 5 }, nonfinite: { maxConsecutive: 1, action: 'rollback' }, ...overrides });
  roots.push(c.workspaceRoot!);
  return c;
}

function problemsOf(input: RunnerConfigInput): string[] {
  try {
    validateConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => `${p.path}: ${p.message}`);
  }
  throw new Error('expected the config to be invalid');
}

describe('nonfinite rollback', () => {
  test('a NaN at step 7 rolls back to the step-5 checkpoint, leaves out that batch and finishes; counted in the summary and the log', async () => {
    // 32 samples in batches of 4: 8 batches per pass; step 7 trains on batch 6 of pass 0.
    const runner = new PoisonedRunner(config(), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index === 6;
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'completed', step: 10, rollbacks: 1, skippedBatches: ['train:0:6'] });
      // Steps 1-6, the NaN batch, then from the step-5 checkpoint: batch 5 again (step 6), batch 6 left out, on to the end.
      expect(runner.seen).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '0:6', '0:5', '0:7', '1:0', '1:1', '1:2']);
      expect(runner.state).toMatchObject({ globalStep: 10, rollbacks: 1, skippedSteps: 1, skippedBatches: ['train:0:6'] });
      // The replayed step 6 (model, optimizer and RNG restored) gives the weights the first one gave.
      const sixes = runner.paramsAt.filter(([s]) => s === 6).map(([, p]) => p);
      expect(sixes).toHaveLength(2);
      expect(sixes[1]).toEqual(sixes[0]);
      expect(paramValues(runner.model).flat().every(Number.isFinite)).toBe(true);
      const latest = join(runner.workspace.checkpointsDir, 'latest.pth');
      expect(runner.messages).toContain(
        `warn: optimizer steps were skipped 1 time(s) in a row (the last at step 7, batches train:0:6): rolled back to ${latest} (step 5); leaving out 1 batch (rollbacks: 1, batches left out: 1)`,
      );
      expect(runner.messages).toContain('info: batch train:0:6 left out (a rollback found it gave non-finite steps)');
      expect(runner.scalarsLogged).toContainEqual({ rollbacks: 1, skippedBatches: 1 });
      // Later checkpoints carry them, so a resumed run leaves the same batches out.
      await runner.checkpointManager.wait();
      const saved = readCheckpoint(latest);
      expect(saved.state).toMatchObject({ global_step: 10, rollbacks: 1, skipped_batches: ['train:0:6'] });
      disposeTree(saved);
    } finally {
      await runner.close();
    }
  });

  test('with the sharded backend: rolls back to its last save', async () => {
    const runner = new PoisonedRunner(config({ checkpoint: { interval: 5, backend: 'sharded' } }), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index === 6;
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'completed', step: 10, rollbacks: 1, skippedBatches: ['train:0:6'] });
      expect(runner.seen).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '0:6', '0:5', '0:7', '1:0', '1:1', '1:2']);
      const sixes = runner.paramsAt.filter(([s]) => s === 6).map(([, p]) => p);
      expect(sixes[1]).toEqual(sixes[0]);
      expect(runner.messages.some((m) => /rolled back to .*\(step 5\)/.test(m))).toBe(true);
    } finally {
      await runner.close();
    }
  });

  test('with accumulation, every batch of the skipped step is left out', async () => {
    // accumSteps 2: step 4 trains on batches 6 and 7; the checkpoint at step 2 is at batch 4.
    const runner = new PoisonedRunner(config({ steps: 6, accumSteps: 2, checkpoint: { interval: 2 } }), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index === 6;
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'completed', step: 6, rollbacks: 1, skippedBatches: ['train:0:6', 'train:0:7'] });
      expect(runner.seen).toEqual(['0:0', '0:1', '0:2', '0:3', '0:4', '0:5', '0:6', '0:7', '0:4', '0:5', '1:0', '1:1', '1:2', '1:3', '1:4', '1:5']);
    } finally {
      await runner.close();
    }
  });

  test('epoch mode: rolls back to the last epoch checkpoint and trains the epoch again without the batch', async () => {
    const runner = new PoisonedRunner(config({ steps: undefined, epochs: 3, checkpoint: { interval: 1 } }), { train: 16 });
    runner.poisoned = (epoch, index) => epoch === 1 && index === 2;
    try {
      const summary = await runner.train();
      expect(summary).toMatchObject({ status: 'completed', epoch: 3, step: 11, rollbacks: 1, skippedBatches: ['train:1:2'] });
      expect(runner.seen).toEqual(['0:0', '0:1', '0:2', '0:3', '1:0', '1:1', '1:2', '1:0', '1:1', '1:3', '2:0', '2:1', '2:2', '2:3']);
    } finally {
      await runner.close();
    }
  });

  test('with action stop the run stops as before, naming the cause', async () => {
    const runner = new PoisonedRunner(config({ skipNonfiniteGrad: true, nonfinite: { maxConsecutive: 1, action: 'stop' } }), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index === 6;
    try {
      await expect(runner.train()).rejects.toThrow(/^Training stopped: 1 optimizer steps in a row were skipped \(the last at step 7\) because of non-finite gradients/);
      expect(runner.state.globalStep).toBe(6);
      expect(runner.state.rollbacks).toBe(0);
    } finally {
      await runner.close();
    }
  });

  test('the older maxConsecutiveSkippedSteps still sets the limit', async () => {
    const runner = new PoisonedRunner(config({ skipNonfiniteGrad: true, maxConsecutiveSkippedSteps: 2, nonfinite: undefined }), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index >= 6;
    try {
      await expect(runner.train()).rejects.toThrow(/^Training stopped: 2 optimizer steps in a row were skipped \(the last at step 7\)/);
    } finally {
      await runner.close();
    }
  });

  test('no checkpoint to roll back to: a clear error', async () => {
    const runner = new PoisonedRunner(config(), { train: 32 });
    runner.poisoned = (epoch, index) => epoch === 0 && index === 2;
    try {
      await expect(runner.train()).rejects.toThrow(/the last at step 3, batches train:0:2\), and nonfinite\.action is rollback, but there is no checkpoint to roll back to/);
    } finally {
      await runner.close();
    }
  });

  test('maxRollbacks ends a run that keeps failing', async () => {
    const runner = new PoisonedRunner(config({ nonfinite: { maxConsecutive: 1, action: 'rollback', maxRollbacks: 2 } }), { train: 32 });
    runner.poisoned = (epoch, index) => epoch > 0 || index >= 6;
    try {
      await expect(runner.train()).rejects.toThrow(/after 2 rollback\(s\), the most nonfinite\.maxRollbacks \(2\) allows\. Batches left out so far: train:0:6, train:0:7\./);
      expect(runner.state.rollbacks).toBe(2);
    } finally {
      await runner.close();
    }
  });

  test('config: clear messages for the policy and its older key', () => {
    expect(problemsOf({ nonfinite: { action: 'retry' as never } })[0]).toMatch(/^nonfinite\.action: got "retry"; expected one of/);
    expect(problemsOf({ nonfinite: { maxConsecutive: 0 } })[0]).toMatch(/^nonfinite\.maxConsecutive: got 0/);
    expect(problemsOf({ maxConsecutiveSkippedSteps: 5, nonfinite: { maxConsecutive: 3 } })).toEqual([
      'maxConsecutiveSkippedSteps: got 5; expected only one of maxConsecutiveSkippedSteps (its older name) and nonfinite.maxConsecutive (3); keep nonfinite.maxConsecutive',
    ]);
    expect(problemsOf({ nonfinite: { action: 'rollback' }, checkpoint: { components: ['model', 'optimizer'] } })[0]).toMatch(
      /^nonfinite\.action: got "rollback"; expected checkpoints that can restore the whole run .* leaves out scheduler, trainer, dataset, rng/,
    );
    expect(validateConfig({}).nonfinite).toEqual({ action: 'stop', maxRollbacks: 3 });
    expect(validateConfig({ maxConsecutiveSkippedSteps: 5 }).maxConsecutiveSkippedSteps).toBe(5);
  });
});
