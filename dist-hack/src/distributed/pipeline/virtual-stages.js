// `parallel.virtualStages`: model chunks per pipeline rank for the interleaved 1F1B schedule.
/**
 * Checks the settings of an interleaved pipeline before any process group is made: virtual
 * stages need a pipeline, and the schedule's micro-batch count per optimizer step
 * (`microbatches`, else `accumSteps`) must be a multiple of the pipeline size, because the
 * interleaved schedule runs micro-batches through the chunks in groups of P.
 *
 * @throws RangeError naming the settings and a micro-batch count that works
 */
export function checkVirtualStages(virtualStages, pipeline, microbatches, accumSteps) {
    if (virtualStages <= 1)
        return;
    if (pipeline <= 1) {
        throw new RangeError(`parallel.virtualStages ${virtualStages} needs parallel.pipeline above 1 (the model chunks of a rank go round the pipeline's stages); set virtualStages to 1 or use a pipeline`);
    }
    const count = microbatches ?? accumSteps;
    if (count % pipeline === 0)
        return;
    const what = microbatches === undefined ? `parallel.microbatches is unset, so the schedule runs accumSteps ${accumSteps} micro-batches` : `parallel.microbatches is ${microbatches}`;
    throw new RangeError(`parallel.virtualStages ${virtualStages}: the interleaved schedule runs micro-batches through the chunks in groups of parallel.pipeline ${pipeline}, so the micro-batches per optimizer step must be a multiple of ${pipeline}; ` +
        `${what}: set parallel.microbatches to ${interleavedMicrobatches(count, pipeline, accumSteps)}`);
}
/**
 * A micro-batch count near `microbatches` that the interleaved schedule of `stages` stages
 * runs in full groups and that `accumSteps` divides (the nearest multiple of their least
 * common multiple, at least one).
 */
export function interleavedMicrobatches(microbatches, stages, accumSteps) {
    const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
    const step = (stages * accumSteps) / gcd(stages, accumSteps);
    return step * Math.max(1, Math.round(microbatches / step));
}
//# sourceMappingURL=virtual-stages.js.map