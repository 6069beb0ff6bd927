// A pipelined run's setup check and its passes: a training window's schedule, evaluation and inference (each batch through every stage).
import { disposeTensors } from '../../data/tensors.js';
import { splitBatch } from '../step/batch.js';
import { readStepOutput } from '../step/step-output.js';
import { partWeights, samplesOf, windowMicrobatches } from './microbatches.js';
/** @throws Error naming what `parallel.pipeline` does not support, or the override it needs instead of trainStep/evaluateStep */
export function checkPipelineRun(runner, pipeline, facts) {
    const unsupported = [facts.metrics && 'metrics', facts.ema && 'ema', facts.fp16 && 'precision fp16'].filter(Boolean);
    if (unsupported.length > 0)
        throw new Error(`${runner}: parallel.pipeline ${pipeline} does not support ${unsupported.join(', ')} yet`);
    if (facts.stepsOverridden && !facts.pipelineLossOverridden) {
        throw new Error(`${runner}: with parallel.pipeline ${pipeline} the model runs stage by stage, so trainStep and evaluateStep are not called; ` +
            `override pipelineLoss(output, target) to compute the last stage's loss (it may return { loss, normalizer })`);
    }
}
/**
 * Runs a window's batches through the stage's schedule; returns the micro-batch count and, on
 * the last stage, `[loss, normalizer (-1: none)]` per micro-batch (zeros elsewhere). Disposes
 * the batches.
 */
export async function runPipelineSchedule(stage, batches, run) {
    const parts = run.parts;
    const count = batches.length * parts;
    const where = run.where;
    // Every stage knows each batch's size (the first from its data, the others from their proxies), so the last one can weigh uneven parts.
    const sizes = batches.map((b) => samplesOf(stage.isFirst ? splitBatch(b).input : b));
    const weights = parts === 1 ? null : sizes.flatMap((n) => partWeights(n, parts, where));
    // [loss, normalizer (-1: none)] per micro-batch, filled on the last stage.
    const figures = new Array(2 * count).fill(0);
    const views = [];
    try {
        const microbatches = stage.isFirst ? windowMicrobatches(batches, sizes, parts, where, views) : undefined;
        if (stage.isFirst)
            run.samples(sizes.reduce((n, s) => n + s, 0));
        await stage.trainStep({
            microbatches,
            count,
            loss: (output, target, mb) => {
                const { loss, normalizer } = readStepOutput(run.loss(output, target), 'pipelineLoss');
                const w = normalizer === undefined ? (weights?.[mb] ?? 1) : 1;
                figures[2 * mb] = loss.item() * w;
                figures[2 * mb + 1] = normalizer ?? -1;
                return normalizer !== undefined ? loss.mul(normalizer) : w === 1 ? loss : loss.mul(w);
            },
            beforeBackward: (_mb, last) => run.beforeBackward(last),
            schedule: run.schedule(count),
        });
    }
    finally {
        for (const v of views)
            v.dispose();
        for (const b of batches)
            disposeTensors(b);
    }
    return { figures, count };
}
/**
 * Each batch forward through every stage; returns this rank's `[loss sum, weight]` (on the
 * last stage: the losses weighted by the batch's samples or the step's normalizers; zeros
 * elsewhere), to be reduced over every rank.
 */
export async function evaluatePipelined(stage, batches, run) {
    let lossSum = 0;
    let weight = 0;
    let batchCount = 0;
    for await (const batch of batches) {
        const { input, target } = splitBatch(batch);
        const samples = samplesOf(stage.isFirst ? input : batch);
        await stage.forwardOnly({
            microbatches: stage.isFirst ? [{ input, target: target }] : undefined,
            count: 1,
            loss: (o, t) => {
                const { loss, normalizer } = readStepOutput(run.loss(o, t), 'pipelineLoss');
                const w = normalizer ?? samples;
                lossSum += loss.item() * w;
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
export async function* pipelineInferOutputs(stage, batches) {
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
//# sourceMappingURL=pipeline-passes.js.map