import { maxConsecutiveSkips } from '../../config/index.js';
/**
 * `nonfinite.action: rollback`, after `nonfinite.maxConsecutive` skipped steps in a row:
 * reloads the last checkpoint in-process and notes `batches`, the batches of those steps,
 * which the loops then leave out. The rollback count, the skipped-step count and the batches
 * left out survive the reload.
 *
 * @throws Error when there is no checkpoint to go back to, or after `nonfinite.maxRollbacks` rollbacks
 */
export async function rollBack(run, batches) {
    const state = run.state;
    const { rollbacks, skippedSteps, skippedBatches } = state;
    const at = state.globalStep + 1;
    const max = run.config.nonfinite.maxRollbacks;
    const what = `optimizer steps were skipped ${maxConsecutiveSkips(run.config)} time(s) in a row (the last at step ${at}, batches ${batches.join(', ')})`;
    if (rollbacks >= max) {
        throw new Error(`Training stopped: ${what} after ${rollbacks} rollback(s), the most nonfinite.maxRollbacks (${max}) allows. ` +
            `Batches left out so far: ${skippedBatches.join(', ') || 'none'}. Check the data and the loss for NaN/inf, or lower the learning rate.`);
    }
    const path = await run.reload();
    if (path === null) {
        throw new Error(`Training stopped: ${what}, and nonfinite.action is rollback, but there is no checkpoint to roll back to: none was written or resumed from yet in this run. ` +
            'Write checkpoints earlier (a smaller checkpoint.interval), or use nonfinite.action stop.');
    }
    state.rollbacks = rollbacks + 1;
    state.skippedSteps = skippedSteps;
    state.skippedBatches = [...skippedBatches, ...batches.filter((b) => !skippedBatches.includes(b))];
    // The meters start over from the checkpoint too (the skipped steps' losses are not finite).
    run.startOver();
    const n = state.skippedBatches.length;
    run.warn(`${what}: rolled back to ${path} (step ${state.globalStep}); leaving out ${batches.length} batch${batches.length === 1 ? '' : 'es'} (rollbacks: ${state.rollbacks}, batches left out: ${n})`);
    run.scalars({ rollbacks: state.rollbacks, skippedBatches: n });
}
//# sourceMappingURL=rollback.js.map