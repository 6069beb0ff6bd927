import { native } from '../native.js';
/**
 * Runs file operations in order on a worker thread: the JS thread pays one call and one
 * promise for a whole atomic replacement (write the temporary files, flush, rename, link, flush
 * the directory) instead of a thread-pool round trip per operation. On failure the files the
 * job made and had not renamed are removed, and the error names the failed operation.
 *
 * @returns for each step, `link` or `copy` for a `link` step (a copy where the file system
 *   cannot link), '' for the others
 */
export async function runFileJob(steps) {
    try {
        return await native.fileJobAsync(steps);
    }
    catch (err) {
        throw fileStepError(err, steps);
    }
}
/** The index of the step a native file job failed at, or -1 when the error is not a step's. */
export function failedStep(err) {
    const step = err?.step;
    return typeof step === 'number' ? step : -1;
}
/** The job's error, with the operation and the path that failed in front of the errno. */
function fileStepError(err, steps) {
    const step = steps[failedStep(err)];
    if (!step)
        return err;
    return new Error(`${describe(step)}: ${err.message}`, { cause: err });
}
function describe(step) {
    switch (step.op) {
        case 'mkdir':
            return `cannot make the directory '${step.path}'`;
        case 'syncDir':
            return `cannot flush the directory '${step.path}'`;
        case 'sync':
            return `cannot flush '${step.path}'`;
        case 'rename':
            return `cannot rename '${step.path}' to '${step.to}'`;
        case 'link':
            return `cannot make '${step.to}' from '${step.path}'`;
        default:
            return `cannot write '${step.path}'`;
    }
}
//# sourceMappingURL=file-job.js.map