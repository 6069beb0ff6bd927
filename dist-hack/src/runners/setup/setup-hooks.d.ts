import type { OptimizerParameter, ParallelStrategy } from '../../distributed/strategy.js';
import type { RunLogger } from '../../logging/logger.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { StepHooks } from '../step/step-hooks.js';
/**
 * {@link StepHooks} with the setup hooks: {@link build} and what it calls ({@link createStrategy},
 * {@link buildOptimizer}, {@link createLogger}). A layer of {@link TorchRunner}.
 */
export declare abstract class SetupHooks extends StepHooks {
    protected build(): Promise<void>;
    /**
     * The workspace, with rank 0's attempt timestamp on every rank (so each rank's files share one
     * name). Git is read once, off the JS thread.
     */
    private agreedWorkspace;
    /**
     * Creates the strategy that spreads the run over processes.
     *
     * Called when: once, at the start of {@link setup}.
     * Returns: the strategy `config.stack` asks for when the run spans several processes
     * (launched as several, or a joined group of several): `torch` a {@link DataParallelStrategy},
     * `deepspeed` a `ShardedDataParallelStrategy` with the `deepspeed` section's ZeRO stage;
     * else a {@link LocalStrategy}. `parallel` is refused until ParallelRunner exists.
     * Side effects: none; `prepare(model)` is called later in setup.
     */
    protected createStrategy(): ParallelStrategy;
    /**
     * Builds the optimizer `config.optim` describes.
     *
     * Called when: once in setup, after the strategy prepared the model, when `config.optim` is
     * set and no optimizer is assigned.
     * Returns: the optimizer over `parameters`, the tensors the strategy says the optimizer
     * steps (this rank's shards where they are sharded), grouped by `optim.paramGroups`.
     * Throws: for `lbfgs`, or when there is nothing to train.
     */
    protected buildOptimizer(parameters: readonly OptimizerParameter[]): Optimizer<any>;
    /**
     * Creates the loggers of this process.
     *
     * Called when: once during {@link setup}, after the workspace is initialized.
     * Returns: the loggers `config.logging` asks for (console with a live progress bar on a
     * terminal, the log file, TensorBoard) on the main process; warnings only elsewhere.
     */
    protected createLogger(): RunLogger;
    private setupPrecision;
}
