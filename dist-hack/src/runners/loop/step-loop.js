/**
 * The step loop: optimizer steps until `state.globalStep` reaches `steps`, drawing one
 * micro-batch at a time round-robin over the train splits (by `state.microStep`, so a resumed
 * run continues the rotation). After every optimizer step: an evaluation round when due, then
 * a checkpoint offer; early stopping ends the loop. A restart (a rollback) goes on from the
 * restored state.
 */
export async function runSteps(host, budget) {
    const { steps, evaluateInterval } = budget;
    const state = host.state;
    const splits = host.trainSplits;
    host.startTrainPeriod(splits);
    while (state.globalStep < steps && !host.stopRequested()) {
        const split = splits[state.microStep % splits.length];
        const batch = await host.drawBatch(split);
        const before = state.globalStep;
        const stepping = host.microStep(batch, split, host.closesWindow(false));
        if (stepping)
            await stepping;
        if (host.restartPending()) {
            await host.restart();
            continue;
        }
        if (state.globalStep !== before) {
            const step = state.globalStep;
            const evaluate = step % evaluateInterval === 0 || step === steps;
            const stop = evaluate && (await host.phase('evaluation', () => evaluationRound(host, splits, budget.evaluateSteps)));
            // after the evaluation, so that isBest reflects this step's scores
            const saving = host.checkpoint();
            if (saving)
                await saving;
            if (stop)
                return;
        }
        const yielded = host.yield();
        if (yielded)
            await yielded;
    }
}
/**
 * Step mode's evaluation round: the train splits' scores since the last round, then at most
 * `maxBatches` batches of every evaluation split; the result is recorded and the training
 * period starts over (the training iterators resume where they were). Returns whether early
 * stopping ends training.
 */
export async function evaluationRound(host, trainSplits, maxBatches) {
    const scores = {};
    for (const s of trainSplits)
        scores[s] = await host.passScores(s);
    for (const split of host.evaluationSplits)
        scores[split] = await host.evaluate(split, maxBatches);
    host.record({ step: host.state.globalStep, scores }, 'step');
    host.startTrainPeriod(trainSplits);
    return host.stopEarly('evaluations');
}
//# sourceMappingURL=step-loop.js.map