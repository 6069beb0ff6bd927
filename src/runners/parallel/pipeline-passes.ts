// A pipelined run's setup check and its passes: a training window's schedule, evaluation and inference (each batch through every stage).
import { disposeTensors } from '../../data/tensors.js';
import type { PipelineAction } from '../../distributed/pipeline/schedule.js';
import type { PipelineStage } from '../../distributed/pipeline/stage.js';
import type { Module } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { splitBatch } from '../step/batch.js';
import { readStepOutput, type StepOutput } from '../step/step-output.js';
import { partWeights, samplesOf, windowMicrobatches } from './microbatches.js';

/** What a pipeline cannot run yet, and what it needs instead of an overridden step. */
export interface PipelineRunFacts {
  metrics: boolean;
  ema: boolean;
  fp16: boolean;
  /** `trainStep` or `evaluateStep` is overridden. */
  stepsOverridden: boolean;
  pipelineLossOverridden: boolean;
}

/** @throws Error naming what `parallel.pipeline` does not support, or the override it needs instead of trainStep/evaluateStep */
export function checkPipelineRun(runner: string, pipeline: number, facts: PipelineRunFacts): void {
  const unsupported = [facts.metrics && 'metrics', facts.ema && 'ema', facts.fp16 && 'precision fp16'].filter(Boolean);
  if (unsupported.length > 0) throw new Error(`${runner}: parallel.pipeline ${pipeline} does not support ${unsupported.join(', ')} yet`);
  if (facts.stepsOverridden && !facts.pipelineLossOverridden) {
    throw new Error(
      `${runner}: with parallel.pipeline ${pipeline} the model runs stage by stage, so trainStep and evaluateStep are not called; ` +
        `override pipelineLoss(output, target) to compute the last stage's loss (it may return { loss, normalizer })`,
    );
  }
}

/** What one training window's schedule needs from its runner. */
export interface PipelineWindowRun {
  /** The parts each batch is cut into (`parallel.microbatches / accumSteps`). */
  parts: number;
  /** The setting named in a cut's error. */
  where: string;
  /** The last stage's loss of a micro-batch (the runner's `pipelineLoss`, under its precision). */
  loss(output: unknown, target: unknown): StepOutput;
  /** Before each backward: whether it is the window's last (gradient sync turns on). */
  beforeBackward(last: boolean): void;
  /** The schedule of `microbatches` micro-batches on this stage. */
  schedule(microbatches: number): PipelineAction[];
  /** The first stage read `n` samples. */
  samples(n: number): void;
}

/**
 * Runs a window's batches through the stage's schedule; returns the micro-batch count and, on
 * the last stage, `[loss, normalizer (-1: none)]` per micro-batch (zeros elsewhere). Disposes
 * the batches.
 */
export async function runPipelineSchedule(stage: PipelineStage, batches: readonly unknown[], run: PipelineWindowRun): Promise<{ figures: number[]; count: number }> {
    const parts = run.parts;
    const count = batches.length * parts;
    const where = run.where;
    // Every stage knows each batch's size (the first from its data, the others from their proxies), so the last one can weigh uneven parts.
    const sizes = batches.map((b) => samplesOf(stage.isFirst ? splitBatch(b).input : b));
    const weights = parts === 1 ? null : sizes.flatMap((n) => partWeights(n, parts, where));
    // [loss, normalizer (-1: none)] per micro-batch, filled on the last stage.
    const figures = new Array<number>(2 * count).fill(0);
    const views: Tensor[] = [];
    try {
      const microbatches = stage.isFirst ? windowMicrobatches(batches, sizes, parts, where, views) : undefined;
      if (stage.isFirst) run.samples(sizes.reduce((n, s) => n + s, 0));
      await stage.trainStep({
        microbatches,
        count,
        loss: (output, target, mb) => {
          const { loss, normalizer } = readStepOutput(run.loss(output, target), 'pipelineLoss');
          const w = normalizer === undefined ? (weights?.[mb] ?? 1) : 1;
          figures[2 * mb] = (loss.item() as number) * w;
          figures[2 * mb + 1] = normalizer ?? -1;
          return normalizer !== undefined ? loss.mul(normalizer) : w === 1 ? loss : loss.mul(w);
        },
        beforeBackward: (_mb, last) => run.beforeBackward(last),
        schedule: run.schedule(count),
      });
    } finally {
      for (const v of views) v.dispose();
      for (const b of batches) disposeTensors(b);
    }
    return { figures, count };
}

/** What a pipelined evaluation pass needs from its runner. */
export interface PipelinedEvaluation {
  /** The last stage's loss of a batch (the runner's `pipelineLoss`, under its precision). */
  loss(output: unknown, target: unknown): StepOutput;
  /** `done` batches of the split are evaluated. */
  progress(done: number): void;
  /** Lets the event loop serve timers, signals and I/O when due. */
  yield(): Promise<void> | void;
}

/**
 * Each batch forward through every stage; returns this rank's `[loss sum, weight]` (on the
 * last stage: the losses weighted by the batch's samples or the step's normalizers; zeros
 * elsewhere), to be reduced over every rank.
 */
export async function evaluatePipelined(stage: PipelineStage, batches: AsyncIterable<unknown>, run: PipelinedEvaluation): Promise<[number, number]> {
  let lossSum = 0;
  let weight = 0;
  let batchCount = 0;
  for await (const batch of batches) {
    const { input, target } = splitBatch(batch);
    const samples = samplesOf(stage.isFirst ? input : batch);
    await stage.forwardOnly({
      microbatches: stage.isFirst ? [{ input, target: target as Tensor }] : undefined,
      count: 1,
      loss: (o, t) => {
        const { loss, normalizer } = readStepOutput(run.loss(o, t), 'pipelineLoss');
        const w = normalizer ?? samples;
        lossSum += (loss.item() as number) * w;
        weight += w;
        return loss;
      },
    });
    run.progress(++batchCount);
    await run.yield();
  }
  return [lossSum, weight];
}

/** Each batch forward through every stage (the first reads the data); yields the last stage's output, on every rank. */
export async function* pipelineInferOutputs(stage: PipelineStage, batches: AsyncIterable<unknown>): AsyncIterableIterator<unknown> {
  for await (const batch of batches) {
    const { outputs } = await stage.forwardOnly({
      microbatches: stage.isFirst ? [{ input: splitBatch(batch).input }] : undefined,
      count: 1,
      targets: false,
      outputsToAll: true,
    });
    yield outputs[0];
  }
}

/** Calls `module` on a stage's input: an array is spread as its arguments. */
export function callModule(module: Module, input: unknown): unknown {
  return Array.isArray(input) ? (module.call as (...a: unknown[]) => unknown)(...input) : module.call(input as never);
}
