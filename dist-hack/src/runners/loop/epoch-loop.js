/**
 * The epoch loop: for each remaining epoch, a pass over every train split, then every
 * evaluation split; the epoch is counted, its result recorded and a checkpoint offered; early
 * stopping ends the loop. A restart (a rollback) begins the epoch again from the restored state.
 */
export async function runEpochs(host, epochs) {
    const state = host.state;
    epochLoop: while (state.epoch < epochs && !host.stopRequested()) {
        const scores = {};
        for (const split of host.trainSplits) {
            scores[split] = await host.trainEpoch(split);
            if (host.restartPending()) {
                await host.restart();
                continue epochLoop;
            }
            if (host.stopRequested())
                return;
        }
        await host.phase('evaluation', async () => {
            for (const split of host.evaluationSplits)
                scores[split] = await host.evaluate(split);
        });
        state.epoch += 1;
        host.record({ epoch: state.epoch, step: state.globalStep, scores }, 'epoch');
        await host.checkpoint();
        if (host.stopEarly('epochs'))
            return;
    }
}
/**
 * One pass over a train split, from the loader's position (a resumed run continues mid-epoch):
 * one micro-step per batch; the last window of the pass is stepped even when shorter than
 * `accumSteps`. Returns the split's scores over the pass.
 */
export async function trainPass(host, split) {
    const pass = host.openPass(split);
    try {
        for (;;) {
            const next = await pass.next();
            if (next.done)
                break;
            if (host.leftOut(split, next.value))
                continue;
            const stepping = host.microStep(next.value, split, host.closesWindow(pass.last()));
            if (stepping)
                await stepping;
            if (host.restartPending())
                break;
            const yielded = host.yield();
            if (yielded)
                await yielded;
            // After the yield, which is where a stop signal is served: stop after this micro-step.
            if (host.stopRequested())
                break;
        }
    }
    finally {
        if (host.stopRequested() || host.restartPending())
            await pass.close();
    }
    if (host.windowPending() > 0 && !host.stopRequested() && !host.restartPending())
        await host.finishWindow(split);
    return host.passScores(split);
}
//# sourceMappingURL=epoch-loop.js.map