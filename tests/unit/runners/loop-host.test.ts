// The loops run against a LoopHost alone: a recording host (no runner, no model) shows the order
// the loops call it in, that a restart goes on from the restored progress, and that a stop or
// early stopping ends them where the runner's loops always ended.
import { describe, expect, it } from 'vitest';

import { runEpochs, trainPass } from '../../../src/runners/loop/epoch-loop.js';
import type { LoopHost, TrainPass } from '../../../src/runners/loop/loop-host.js';
import { runSteps } from '../../../src/runners/loop/step-loop.js';
import { RunnerState } from '../../../src/runners/state/state.js';

interface Options {
  accumSteps?: number;
  batchesPerPass?: number;
  /** Restart (roll back to step `to`) once, after the micro-step that reaches step `at`. */
  restartAt?: { at: number; to: number };
  stopAfterStep?: number;
  stopEarlyAfter?: number;
}

function recordingHost(options: Options = {}): { host: LoopHost; calls: string[] } {
  const accumSteps = options.accumSteps ?? 1;
  const perPass = options.batchesPerPass ?? 3;
  const calls: string[] = [];
  const state = new RunnerState();
  let pending = 0;
  let restart = false;
  let restarted = false;
  let stop = false;
  let evaluations = 0;
  const host: LoopHost = {
    state,
    trainSplits: ['train'],
    evaluationSplits: ['val'],
    openPass: (split): TrainPass => {
      calls.push(`open ${split}`);
      let drawn = 0;
      return {
        next: async () => (drawn < perPass ? { done: false, value: drawn++ } : { done: true, value: undefined }),
        last: () => drawn >= perPass,
        close: async () => void calls.push('close'),
      };
    },
    drawBatch: async (split) => {
      calls.push(`draw ${split}`);
      return state.microStep;
    },
    leftOut: () => false,
    startTrainPeriod: () => void calls.push('period'),
    windowPending: () => pending,
    closesWindow: (last) => last || pending + 1 === accumSteps,
    microStep: (_batch, _split, closes) => {
      calls.push(closes ? 'micro+step' : 'micro');
      state.microStep += 1;
      pending += 1;
      if (!closes) return;
      pending = 0;
      state.globalStep += 1;
      if (options.restartAt && !restarted && state.globalStep === options.restartAt.at) restart = true;
      if (options.stopAfterStep === state.globalStep) stop = true;
    },
    finishWindow: () => {
      calls.push('finish');
      pending = 0;
      state.globalStep += 1;
    },
    trainEpoch: (split) => trainPass(host, split),
    passScores: async () => ({ loss: 1 }),
    evaluate: async (split, maxBatches) => {
      calls.push(`evaluate ${split}${maxBatches === undefined ? '' : ` ${maxBatches}`}`);
      return { loss: 1 };
    },
    phase: async (name, run) => {
      calls.push(`phase ${name}`);
      return run();
    },
    record: (entry, mode) => {
      evaluations += 1;
      calls.push(`record ${mode} ${entry.epoch ?? '-'} ${entry.step}`);
    },
    checkpoint: () => void calls.push(`checkpoint ${state.globalStep}`),
    stopRequested: () => stop,
    stopEarly: () => options.stopEarlyAfter !== undefined && evaluations >= options.stopEarlyAfter,
    restartPending: () => restart,
    restart: async () => {
      calls.push(`restart to ${options.restartAt!.to}`);
      restart = false;
      restarted = true;
      state.globalStep = options.restartAt!.to;
      state.microStep = options.restartAt!.to * accumSteps;
    },
    yield: () => undefined,
  };
  return { host, calls };
}

describe('the loops over a LoopHost', () => {
  it('step mode: draw, micro-step, and after each optimizer step the due evaluation round, then a checkpoint offer', async () => {
    const { host, calls } = recordingHost({ accumSteps: 2 });
    await runSteps(host, { steps: 2, evaluateInterval: 2, evaluateSteps: 5 });
    expect(calls).toEqual([
      'period',
      'draw train', 'micro',
      'draw train', 'micro+step', 'checkpoint 1',
      'draw train', 'micro',
      'draw train', 'micro+step', 'phase evaluation', 'evaluate val 5', 'record step - 2', 'period', 'checkpoint 2',
    ]);
  });

  it('epoch mode: a pass per train split (its short last window stepped), then evaluation, the result and a checkpoint offer', async () => {
    const { host, calls } = recordingHost({ accumSteps: 2, batchesPerPass: 3 });
    await runEpochs(host, 1);
    expect(calls).toEqual(['open train', 'micro', 'micro+step', 'micro+step', 'phase evaluation', 'evaluate val', 'record epoch 1 2', 'checkpoint 2']);
    expect(host.state.epoch).toBe(1);
  });

  it('a restart goes on from the restored progress, with no evaluation or checkpoint for the step it undid', async () => {
    const { host, calls } = recordingHost({ restartAt: { at: 2, to: 1 } });
    await runSteps(host, { steps: 3, evaluateInterval: 10 });
    expect(calls).toEqual([
      'period',
      'draw train', 'micro+step', 'checkpoint 1',
      'draw train', 'micro+step', 'restart to 1',
      'draw train', 'micro+step', 'checkpoint 2',
      'draw train', 'micro+step', 'phase evaluation', 'evaluate val', 'record step - 3', 'period', 'checkpoint 3',
    ]);
  });

  it('in epoch mode a restart ends the pass early, closes its iterator, and begins the epoch again', async () => {
    const { host, calls } = recordingHost({ batchesPerPass: 2, restartAt: { at: 1, to: 0 } });
    await runEpochs(host, 1);
    expect(calls).toEqual(['open train', 'micro+step', 'close', 'restart to 0', 'open train', 'micro+step', 'micro+step', 'phase evaluation', 'evaluate val', 'record epoch 1 2', 'checkpoint 2']);
  });

  it('a stop ends the step loop after the micro-step, and early stopping after the checkpoint offer', async () => {
    const stopped = recordingHost({ stopAfterStep: 1 });
    await runSteps(stopped.host, { steps: 10, evaluateInterval: 5 });
    expect(stopped.calls).toEqual(['period', 'draw train', 'micro+step', 'checkpoint 1']);
    const early = recordingHost({ stopEarlyAfter: 1 });
    await runSteps(early.host, { steps: 10, evaluateInterval: 2 });
    expect(early.calls.slice(-3)).toEqual(['record step - 2', 'period', 'checkpoint 2']);
    expect(early.host.state.globalStep).toBe(2);
  });
});
