import { disposeTensors } from '../../data/tensors.js';
import { inferenceMode } from '../../torch/autograd.js';
import { scope } from '../../torch/scope.js';
import { rewind } from '../setup/loaders.js';
import { emptySplitError } from '../setup/setup-checks.js';
import { batchSamples, splitBatch } from '../step/batch.js';
import { readStepOutput } from '../step/step-output.js';
/**
 * Runs `run` with the model's parameters whole on every rank where the strategy shards them
 * (ZeRO stage 3): evaluation then runs no collective per forward, so ranks whose shards of a
 * split hold different numbers of batches finish it together. Every rank must call it.
 */
export async function withWholeParameters(strategy, run) {
    strategy.gatherFullParameters?.();
    try {
        return await run();
    }
    finally {
        strategy.reshardParameters?.();
    }
}
/**
 * One evaluation pass over `split` (at most `maxBatches` batches of `total`): its loss (the
 * mean per sample, or per normalizer unit) and metrics, over all ranks.
 */
export async function evaluatePass(run, split, maxBatches, total) {
    const previousSplit = run.enter(split);
    const metrics = run.metrics(split);
    metrics.reset();
    let lossSum = 0;
    let weight = 0;
    let batches = 0;
    try {
        for await (const batch of run.batches(split, maxBatches)) {
            inferenceMode(() => scope(() => {
                const { loss, normalizer } = readStepOutput(run.step(batch), 'evaluateStep');
                const w = normalizer ?? batchSamples(splitBatch(batch).input);
                lossSum += loss.item() * w;
                weight += w;
            }));
            batches += 1;
            run.progress(split, batches, total);
            await run.yield();
        }
    }
    finally {
        run.enter(previousSplit);
    }
    const strategy = run.strategy;
    const [sum, count] = strategy.worldSize > 1 ? await strategy.allReduceSum([lossSum, weight]) : [lossSum, weight];
    if (!(count > 0))
        throw emptySplitError(split, batches);
    return { loss: sum / count, ...(await metrics.compute(strategy)) };
}
/**
 * `loader`'s batches from its first, at most `maxBatches`, moved by `toDevice`, with `model` in
 * eval mode while they are consumed. Each batch is disposed once the consumer moves on.
 */
export async function* evalModeBatches(loader, model, toDevice, maxBatches) {
    rewind(loader);
    const wasTraining = model.training;
    model.eval();
    const it = loader[Symbol.asyncIterator]();
    try {
        for (let batches = 0; maxBatches === undefined || batches < maxBatches; batches++) {
            const next = await it.next();
            if (next.done)
                break;
            const batch = toDevice(next.value);
            try {
                yield batch;
            }
            finally {
                disposeTensors(batch);
            }
        }
    }
    finally {
        await it.return?.();
        model.train(wasTraining);
    }
}
//# sourceMappingURL=evaluation.js.map