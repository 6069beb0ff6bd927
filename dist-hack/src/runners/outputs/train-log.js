import { formatNumber, formatValues } from '../../logging/format.js';
import { knownLength } from '../setup/loaders.js';
import { memoryLogValues } from './memory-report.js';
/**
 * About 20 log lines per run, at most every 100 optimizer steps: from `steps`, else from the
 * train splits' lengths (`undefined` when unknown) × `epochs`, else as if 2000 steps.
 */
export function defaultLogInterval(lengths, config) {
    const perEpoch = lengths.every((n) => n !== undefined) ? lengths.reduce((a, n) => a + Math.ceil(n / config.accumSteps), 0) : undefined;
    const total = config.steps ?? (perEpoch !== undefined ? perEpoch * (config.epochs ?? 1) : 2000);
    return Math.max(1, Math.min(100, Math.floor(total / 20)));
}
/** The progress line's phase: `epoch 3/10`, or `train` in step mode. */
export function progressPhase(run) {
    return run.mode === 'epoch' ? `epoch ${run.state.epoch + 1}/${run.config.epochs}` : 'train';
}
/** Optimizer steps done: in epoch mode, of the pass over `loader` in progress. */
export function progressDone(run, loader) {
    if (run.mode === 'step')
        return run.state.globalStep;
    return loader ? Math.ceil(loader.batchesYielded / run.config.accumSteps) : 0;
}
/** Optimizer steps in all: in epoch mode, of the pass over `loader` (undefined when its length is unknown). */
export function progressTotal(run, loader) {
    if (run.mode === 'step')
        return run.config.steps;
    const n = loader ? knownLength(loader) : undefined;
    return n === undefined ? undefined : Math.ceil(n / run.config.accumSteps);
}
/** The training log line's values: the interval's meters, the lr, and (deepspeed) the memory report. */
export function trainLogValues(interval, lr, memory) {
    const values = interval;
    if (lr !== undefined)
        values.lr = lr;
    if (memory)
        Object.assign(values, memoryLogValues(memory));
    return values;
}
/** The line after an epoch or an evaluation round: where, the train splits' scores, and the score that picks the best. */
export function evaluationLine(run, scores, trainSplits, best) {
    const where = run.mode === 'epoch' ? `epoch ${run.state.epoch}/${run.config.epochs}` : `step ${run.state.globalStep}/${run.config.steps}`;
    const train = trainSplits.filter((s) => scores[s]).map((s) => `${s}: ${formatValues(scores[s])}`);
    const bestText = best.score === undefined ? '' : `  ${best.split}.${best.name} ${formatNumber(best.score)}${best.isBest ? ' (best)' : ''}`;
    return `${where} done  ${train.join('  ')}${bestText}`;
}
//# sourceMappingURL=train-log.js.map