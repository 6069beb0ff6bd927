// What setup checks before it makes any directory, and the errors for parts that are missing.
import { ConfigError, didYouMean } from '../../config/index.js';
import { knownLength } from './loaders.js';
import { checkpointBackend } from '../checkpointing/context.js';
import { canonicalKeys } from '../../config/keys.js';
import { modelFacts } from '../../distributed/rank-agreement.js';
function unknown(what, value, known) {
    const hint = didYouMean(value, known);
    return `got "${value}"; expected ${what} (${known.join(', ') || 'none'})${hint ? `; did you mean "${hint}"?` : ''}`;
}
/**
 * Checks the config keys that name a split or a score against the runner's splits and
 * metrics: `scoreSplit`, `scoreName`, the keys of `dataloader.splits`, and the split and
 * metric of `sched.monitor`. A typo there would otherwise disable the best checkpoint,
 * stop the run early through `patience`, or leave a split's loader settings unused.
 *
 * @throws ConfigError listing every name that matches nothing
 */
export function checkConfigNames(config, names) {
    const problems = [];
    const { splits, scoreNames } = names;
    if (config.scoreSplit !== undefined && !splits.includes(config.scoreSplit)) {
        problems.push({ path: 'scoreSplit', message: unknown("one of the runner's splits", config.scoreSplit, splits) });
    }
    if (!scoreNames.includes(config.scoreName)) {
        problems.push({ path: 'scoreName', message: unknown('loss or one of the metrics', config.scoreName, scoreNames) });
    }
    for (const split of Object.keys(config.dataloader.splits)) {
        if (!splits.includes(split)) {
            problems.push({ path: `dataloader.splits.${split}`, message: unknown("a key naming one of the runner's splits", split, splits) });
        }
    }
    const monitor = config.sched?.monitor;
    if (monitor !== undefined && monitor.includes('.')) {
        const dot = monitor.indexOf('.');
        const split = monitor.slice(0, dot);
        const metric = monitor.slice(dot + 1);
        if (!splits.includes(split)) {
            problems.push({ path: 'sched.monitor', message: unknown("'split.metric' with one of the runner's splits", split, splits) });
        }
        else if (!scoreNames.includes(metric)) {
            problems.push({ path: 'sched.monitor', message: unknown("'split.metric' with loss or one of the metrics", metric, scoreNames) });
        }
    }
    if (problems.length > 0)
        throw new ConfigError(problems, 'The config names splits or scores this runner does not have');
}
/**
 * Epoch mode: every train split must yield at least one batch, or an "epoch" takes no step
 * and still records a result and a best checkpoint.
 *
 * @throws Error naming the empty split
 */
export function checkTrainSplitsNotEmpty(loaders, trainSplits) {
    for (const split of trainSplits) {
        const loader = loaders[split];
        if (knownLength(loader) !== 0)
            continue;
        let samples = '?';
        try {
            samples = String(loader.dataset.length ?? '?');
        }
        catch {
            // an iterable dataset without a length
        }
        throw new Error(`Cannot train: the train split '${split}' yields no batches (${samples} samples, batchSize ${loader.batchSize ?? '?'}${loader.dropLast ? ', dropLast' : ''}), so an epoch would take no step. ` +
            'Give it data, or lower dataloader.batchSize / turn off dropLast.');
    }
}
/**
 * Throws when `trainStep` (or `evaluateStep`, `inferStep`) is an `async` method: the runner
 * calls backward on the loss inside the step's tensor scope, which a Promise would escape.
 */
export function checkSynchronousSteps(runner, steps) {
    for (const name of steps) {
        const fn = runner[name];
        if (typeof fn === 'function' && fn.constructor?.name === 'AsyncFunction') {
            throw new TypeError(asyncStepMessage(`${runner.constructor.name}.${name}`));
        }
    }
}
/** Why a step may not be async, and where asynchronous work belongs. */
export function asyncStepMessage(step) {
    return (`${step} is async (returns a Promise), but it must be synchronous: the runner takes the loss, calls backward and frees the step's tensors as soon as it returns. ` +
        'Do asynchronous work (reading files, fetching data) in the dataset or a DataLoader, or before train(); override hooks such as evaluateEpoch for async work between steps.');
}
/** Throws the error for reading `runner.optimizer` when there is none. */
export function missingOptimizer(runner, setUp) {
    throw new Error(setUp
        ? `${runner}.optimizer: there is no optimizer; set config.optim (e.g. --optim.name adam --optim.lr 1e-3) or assign this.optimizer in the constructor`
        : `${runner}.optimizer: read before setup(); it is built from config.optim by setup() (await runner.setup() first), or assign it in the constructor`);
}
/** A runner that trains with the default trainStep needs a criterion: said at setup, not at the first step. */
export function checkCriterion(f) {
    if (f.trains && f.defaultTrainStep && !f.hasCriterion) {
        throw new Error(`${f.runner}: no criterion; assign this.criterion in the constructor (for example new nn.CrossEntropyLoss()) or override trainStep`);
    }
}
/** The error for evaluating a split that yielded no samples. */
export function emptySplitError(split, batches) {
    return new Error(`evaluation of split '${split}' saw no samples (${batches} batches${batches > 0 ? ', every normalizer 0' : ''}); ` +
        `give '${split}' a non-empty dataset, or leave it out of the splits`);
}
/**
 * `workspace: false` writes nothing: refuses the settings that can only write files (a profile
 * trace, sharded checkpoints) rather than ignoring them.
 *
 * @throws Error naming the setting and how to fix it
 */
export function checkNothingWritten(config) {
    if (config.profile)
        throw new Error('profile writes a trace file, and workspace: false writes nothing: unset profile, or set workspace: true');
    if (checkpointBackend(config) === 'sharded') {
        throw new Error("checkpoints are sharded (checkpoint.backend 'sharded', or 'auto' with deepspeed): a sharded save is a directory, and workspace: false writes nothing; set checkpoint.backend 'file' to keep the main process's checkpoint in memory, or set workspace: true");
    }
}
/**
 * What every rank of a data-parallel run must have in common, as `kind name` → value text:
 * each key of the canonical config (keys that only say how or where a rank runs, such as
 * logging, paths, checkpoint policy and loader workers, are not in it and may differ), and
 * the name, dtype and shape of every parameter and buffer.
 */
export function rankFacts(config, model) {
    const facts = {};
    for (const [key, value] of canonicalKeys(config))
        facts[`config ${key}`] = JSON.stringify(value) ?? 'unset';
    return { ...facts, ...modelFacts(model) };
}
//# sourceMappingURL=setup-checks.js.map