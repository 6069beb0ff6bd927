import { validateConfig } from '../config/index.js';
import { installUsageErrorHandler } from '../errors/top-level-handler.js';
import { UsageError } from '../errors/usage-error.js';
import { Workspace } from '../workspace/index.js';
import { bestIndexOf, defaultScoreMode } from './outputs/results.js';
import { RunEvents, runEventStream } from './outputs/run-events.js';
import { RunnerState } from './state/state.js';
/**
 * What every runner shares, whatever the backend: the validated config, the run's
 * {@link RunnerState}, the workspace, results and scores with the best index, early
 * stopping, and the lifecycle (`setup` once, `train`/`evaluate`/`infer`, `close`).
 *
 * Lifecycle: the constructor validates the config and does no asynchronous work; the
 * subclass constructor then assigns what it owns (model, data, …). {@link setup} (idempotent,
 * called by `train`, `evaluate` and `infer`) finishes construction. {@link close} releases
 * files, handlers and pending writes: call it in a `finally`.
 */
export class BaseRunner {
    /** The validated config (defaults filled, aliases normalised). */
    config;
    /** Progress counters and random generator states. */
    state = new RunnerState();
    /** One entry per evaluation (each epoch in epoch mode, each round in step mode). */
    results = [];
    /** The run directory; available after {@link setup}. */
    workspace;
    /** Where the run reports; loggers are real on the main process after {@link setup}. */
    logger = SILENT_LOGGER;
    /** The run's progress events (see {@link on}). */
    runEvents = new RunEvents();
    setupPromise;
    closed = false;
    /**
     * @param config - a validated config (`loadConfig(...)`) or a plain object, validated here
     * @throws ConfigError listing every problem with the config
     */
    constructor(config) {
        // Usage errors a script does not catch (a config, a refusal) end with their message, no stack trace.
        installUsageErrorHandler();
        this.config = validateConfig(config);
    }
    /**
     * `epoch` when `config.epochs` is set, `step` when `config.steps` is.
     *
     * @throws Error when neither is set
     */
    get mode() {
        if (this.config.epochs !== undefined)
            return 'epoch';
        if (this.config.steps !== undefined)
            return 'step';
        throw new UsageError('Cannot train: set exactly one of config.epochs (epoch mode) or config.steps (step mode), e.g. --epochs 10 or --steps 5000');
    }
    /**
     * The split whose score picks the best result: `config.scoreSplit`, else `val`, else
     * `validation`, else the first evaluation split, else `train`.
     */
    get scoreSplit() {
        if (this.config.scoreSplit)
            return this.config.scoreSplit;
        const splits = this.evaluationSplits;
        return splits.find((s) => s === 'val') ?? splits.find((s) => s === 'validation') ?? splits[0] ?? 'train';
    }
    /** The metric that picks the best result (`config.scoreName`, default `loss`). */
    get scoreName() {
        return this.config.scoreName;
    }
    /** Whether a lower (`min`, losses and errors) or higher (`max`) score is better. Override for other metrics. */
    get scoreMode() {
        return defaultScoreMode(this.scoreName);
    }
    /** The score of each result (`scores[scoreSplit][scoreName]`), undefined where it was not measured. */
    get scores() {
        const split = this.scoreSplit;
        const name = this.scoreName;
        return this.results.map((r) => r.scores[split]?.[name]);
    }
    /** Position of the best result in {@link results}, or -1 before any score. */
    get bestIndex() {
        return bestIndexOf(this.scores, this.scoreMode);
    }
    /** The best result so far, if any. */
    get bestResult() {
        const i = this.bestIndex;
        return i < 0 ? undefined : this.results[i];
    }
    /** The latest result, if any. */
    get latestResult() {
        return this.results.at(-1);
    }
    /** True when the latest result is the best so far. */
    get isBest() {
        const i = this.bestIndex;
        return i >= 0 && i === this.results.length - 1;
    }
    /**
     * True when early stopping applies: `config.patience` is set and the last `patience`
     * results brought no better score.
     */
    shouldStopEarly() {
        const patience = this.config.patience;
        if (patience === undefined || this.results.length === 0)
            return false;
        const best = this.bestIndex;
        return this.results.length - 1 - (best < 0 ? -1 : best) >= patience;
    }
    /**
     * Finishes construction once the subclass constructor has run. Idempotent: later calls
     * return the first call's promise.
     */
    setup() {
        if (this.closed)
            return Promise.reject(new Error('The runner is closed; create a new one'));
        this.setupPromise ??= this.build();
        return this.setupPromise;
    }
    /** True once {@link setup} has completed. */
    get isSetUp() {
        return this.setupPromise !== undefined;
    }
    /**
     * Creates the run's workspace (paths only; {@link setup} initializes it on the main process).
     * `timestamp`, when given, is the attempt's as agreed by every rank (rank 0's); `git`, when
     * given, the checkout already read (`readGitInfoAsync`), else the workspace reads it.
     */
    createWorkspace(isMain, timestamp, git) {
        return new Workspace(this.config, { isMain, timestamp, git });
    }
    /**
     * Listens for the run's progress: `step` (each optimizer step), `evaluation` (each result
     * appended), `checkpoint` (each checkpoint saved), `message` (each line logged).
     *
     * @example runner.on('step', ({ step, loss }) => metrics.observe(step, loss));
     */
    on(name, listener) {
        this.runEvents.on(name, listener);
        return this;
    }
    /** Like {@link on}, for the next event of that name only. */
    once(name, listener) {
        this.runEvents.once(name, listener);
        return this;
    }
    /** Removes a listener added with {@link on} or {@link once}. */
    off(name, listener) {
        this.runEvents.off(name, listener);
        return this;
    }
    /**
     * Every progress event, each with its `type`, in the order emitted, from now until `signal`
     * aborts or the loop is left (`break`). Events are queued while not read.
     *
     * @example for await (const e of runner.events(done.signal)) if (e.type === 'evaluation') report(e.scores);
     */
    events(signal) {
        return runEventStream(this.runEvents, signal);
    }
    /**
     * Appends a result, writes the results files (main process) and logs the scores.
     * Subclasses that record results their own way call this.
     */
    appendResult(entry) {
        this.results.push(entry);
        this.runEvents.emit('evaluation', { ...entry, isBest: this.isBest });
        // Training splits are logged step by step already; their period means stay in the results.
        for (const [split, values] of Object.entries(entry.scores)) {
            if (!split.startsWith('train'))
                this.logger.scalars(split, entry.step, values);
        }
        this.writeResults();
    }
    /** Logs a message through the run's loggers. */
    log(level, text) {
        this.logger.message(level, text);
        this.runEvents.emit('message', { level, text, step: this.state.globalStep });
    }
    /** Releases what {@link setup} created. Safe to call more than once, and before setup. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        if (this.setupPromise)
            await this.setupPromise.catch(() => undefined);
        await this.release();
    }
}
const SILENT_LOGGER = {
    scalars() { },
    message() { },
    async flush() { },
    async close() { },
};
//# sourceMappingURL=base-runner.js.map