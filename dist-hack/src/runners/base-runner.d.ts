import { type RunnerConfig, type RunnerConfigInput } from '../config/index.js';
import type { LogLevel, RunLogger } from '../logging/logger.js';
import { Workspace, type GitInfo } from '../workspace/index.js';
import type { ResultEntry, Scores } from '../logging/results-writer.js';
import { type ScoreMode } from './outputs/results.js';
import { RunEvents, type RunnerEvent, type RunnerEvents } from './outputs/run-events.js';
import type { TrainOptions } from './loop/stop.js';
import type { TrainSummary } from './outputs/train-summary.js';
import { RunnerState } from './state/state.js';
/** `epoch`: `config.epochs` passes over the train splits; `step`: `config.steps` optimizer steps. */
export type RunMode = 'epoch' | 'step';
/** Options of {@link BaseRunner.infer}. */
export interface InferOptions {
    /** At most this many batches; default the whole split. */
    steps?: number;
    /** Return an async iterator that yields each batch's output as it is computed. */
    stream?: boolean;
}
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
export declare abstract class BaseRunner {
    /** The validated config (defaults filled, aliases normalised). */
    readonly config: RunnerConfig;
    /** Progress counters and random generator states. */
    readonly state: RunnerState;
    /** One entry per evaluation (each epoch in epoch mode, each round in step mode). */
    results: ResultEntry[];
    /** The run directory; available after {@link setup}. */
    workspace: Workspace;
    /** Where the run reports; loggers are real on the main process after {@link setup}. */
    logger: RunLogger;
    /** The run's progress events (see {@link on}). */
    protected readonly runEvents: RunEvents;
    private setupPromise;
    private closed;
    /**
     * @param config - a validated config (`loadConfig(...)`) or a plain object, validated here
     * @throws ConfigError listing every problem with the config
     */
    constructor(config: RunnerConfig | RunnerConfigInput);
    /**
     * `epoch` when `config.epochs` is set, `step` when `config.steps` is.
     *
     * @throws Error when neither is set
     */
    get mode(): RunMode;
    /** Splits evaluated during training (every split not starting with `train`). */
    abstract get evaluationSplits(): string[];
    /**
     * The split whose score picks the best result: `config.scoreSplit`, else `val`, else
     * `validation`, else the first evaluation split, else `train`.
     */
    get scoreSplit(): string;
    /** The metric that picks the best result (`config.scoreName`, default `loss`). */
    get scoreName(): string;
    /** Whether a lower (`min`, losses and errors) or higher (`max`) score is better. Override for other metrics. */
    get scoreMode(): ScoreMode;
    /** The score of each result (`scores[scoreSplit][scoreName]`), undefined where it was not measured. */
    get scores(): (number | undefined)[];
    /** Position of the best result in {@link results}, or -1 before any score. */
    get bestIndex(): number;
    /** The best result so far, if any. */
    get bestResult(): ResultEntry | undefined;
    /** The latest result, if any. */
    get latestResult(): ResultEntry | undefined;
    /** True when the latest result is the best so far. */
    get isBest(): boolean;
    /**
     * True when early stopping applies: `config.patience` is set and the last `patience`
     * results brought no better score.
     */
    shouldStopEarly(): boolean;
    /**
     * Finishes construction once the subclass constructor has run. Idempotent: later calls
     * return the first call's promise.
     */
    setup(): Promise<void>;
    /** True once {@link setup} has completed. */
    protected get isSetUp(): boolean;
    /** The backend's part of {@link setup}. */
    protected abstract build(): Promise<void>;
    /**
     * Creates the run's workspace (paths only; {@link setup} initializes it on the main process).
     * `timestamp`, when given, is the attempt's as agreed by every rank (rank 0's); `git`, when
     * given, the checkout already read (`readGitInfoAsync`), else the workspace reads it.
     */
    protected createWorkspace(isMain: boolean, timestamp?: string, git?: GitInfo | null): Workspace;
    /** Trains in the configured mode. */
    abstract train(options?: TrainOptions): Promise<TrainSummary>;
    /**
     * Listens for the run's progress: `step` (each optimizer step), `evaluation` (each result
     * appended), `checkpoint` (each checkpoint saved), `message` (each line logged).
     *
     * @example runner.on('step', ({ step, loss }) => metrics.observe(step, loss));
     */
    on<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): this;
    /** Like {@link on}, for the next event of that name only. */
    once<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): this;
    /** Removes a listener added with {@link on} or {@link once}. */
    off<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): this;
    /**
     * Every progress event, each with its `type`, in the order emitted, from now until `signal`
     * aborts or the loop is left (`break`). Events are queued while not read.
     *
     * @example for await (const e of runner.events(done.signal)) if (e.type === 'evaluation') report(e.scores);
     */
    events(signal?: AbortSignal): AsyncIterableIterator<RunnerEvent>;
    /** Evaluates `splits` (default every evaluation split) and returns their scores. */
    abstract evaluate(splits?: string[]): Promise<Scores>;
    /** Runs inference over a split. */
    abstract infer(split: string, options?: InferOptions): Promise<unknown[] | AsyncIterableIterator<unknown>>;
    /**
     * Appends a result, writes the results files (main process) and logs the scores.
     * Subclasses that record results their own way call this.
     */
    protected appendResult(entry: ResultEntry): void;
    /** Writes `results.json`/`results.yaml` under the run directory (main process only). */
    protected abstract writeResults(final?: boolean): Promise<void> | void;
    /** Logs a message through the run's loggers. */
    protected log(level: LogLevel, text: string): void;
    /** Releases what {@link setup} created. Safe to call more than once, and before setup. */
    close(): Promise<void>;
    /** The backend's part of {@link close}. */
    protected abstract release(): Promise<void>;
}
