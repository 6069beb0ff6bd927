import type { PretrainedOptions } from '../checkpoints/pretrained.js';
import { type RunnerConfig, type RunnerConfigInput } from '../config/index.js';
import { type TrainOptions } from './loop/stop.js';
import { type TrainSummary } from './outputs/train-summary.js';
import { EvaluationHooks } from './loop/evaluation-hooks.js';
export type { Criterion } from './state/runner-core.js';
/**
 * The libtorch runner: subclass it, assign a model, a loss and data in the constructor, and
 * call {@link train}.
 *
 * ```ts
 * class MnistRunner extends TorchRunner {
 *   constructor(config: RunnerConfigInput) {
 *     super(config);
 *     this.model = mnistCnn();
 *     this.criterion = new nn.CrossEntropyLoss();
 *     this.datasets = { train: new MNIST({ train: true }), test: new MNIST({ train: false }) };
 *     this.metrics = ['accuracy'];
 *   }
 * }
 * const runner = new MnistRunner(loadConfig({ files: 'configs/mnist.yaml' }));
 * try {
 *   await runner.train();
 * } finally {
 *   await runner.close();
 * }
 * ```
 *
 * Construction lifecycle: `super(config)` validates the config and seeds torch's generator
 * with `config.seed` (so the model the subclass builds next is initialised reproducibly).
 * {@link setup} then builds, in order: the strategy, data loaders from `datasets` (with the
 * config's `dataloader` section), the optimizer from `optim` and the scheduler from `sched`
 * when the subclass did not assign them, the workspace and loggers, `strategy.prepare(model)`,
 * the EMA, the gradient scaler, the checkpoint manager, and finally {@link restore}.
 *
 * Loops: epoch mode (`config.epochs`) trains every split whose name starts with `train`,
 * then evaluates every other split, once per epoch; step mode (`config.steps`) takes
 * `steps` optimizer steps, drawing micro-batches round-robin from the train splits, and
 * evaluates every `evaluateInterval` steps over at most `evaluateSteps` batches per split.
 * Each micro-step runs in one `torch.scope`; `accumSteps` micro-steps make an optimizer step.
 *
 * Its hooks are declared in the layers below it, by lifecycle stage (`RunnerCore` →
 * `CheckpointHooks` → `StepHooks` → `SetupHooks` → `EvaluationHooks`); override them here.
 */
export declare class TorchRunner extends EvaluationHooks {
    private earlyStopped;
    private training;
    private loopHost;
    /**
     * Trains in the configured mode. Ends with a forced checkpoint.
     *
     * @param options - `signal`: an AbortSignal that stops training (like {@link stop});
     *   `signals`: `app` leaves SIGTERM, SIGINT and SIGUSR1 to the application (default `handle`:
     *   the first stops training with a checkpoint, a second exits)
     * @returns how it ended: completed, early-stopped or interrupted (and why), the step and
     *   epoch reached, and the checkpoint written; the results are in {@link results}
     * @throws Error when neither `epochs` nor `steps` is set, or there is no train split
     */
    train(options?: TrainOptions): Promise<TrainSummary>;
    /**
     * Asks the training in progress to stop: after the current micro-step (on every rank of a
     * distributed run, at the next optimizer step, as for a stop signal), a checkpoint is saved
     * and `train()` resolves with status `interrupted` and this reason. Only the first stop's
     * reason is kept. Outside `train()` it does nothing.
     *
     * @returns whether a training was in progress
     */
    stop(reason?: string): boolean;
    /**
     * The epoch loop ({@link runEpochs}).
     *
     * Called when: by {@link train} when `config.epochs` is set, after setup and restore.
     * Preconditions: `state.epoch` epochs are done (0, or more after a resume).
     * Side effects: for each remaining epoch, {@link trainEpoch} on every train split, then
     * {@link evaluateEpoch} on every evaluation split; `state.epoch` advances; the result is
     * appended and written; epoch-interval and metric-driven schedulers step; a checkpoint is
     * offered; early stopping ends the loop after `patience` epochs without a better score.
     * Do not: evaluate or checkpoint from {@link trainEpoch} as well.
     */
    protected trainEpochs(): Promise<void>;
    /**
     * One pass over a train split, from the loader's position (a resumed run continues
     * mid-epoch).
     *
     * Called when: by {@link trainEpochs}, once per train split and epoch.
     * Returns: the split's mean step loss and its metrics over the pass.
     * Side effects: one {@link StepHooks.trainMicroStep | trainMicroStep} per batch ({@link trainPass}); the last window of the pass is
     * flushed even when shorter than `accumSteps` (its gradients scaled by 1/r); the loader
     * moves to its next epoch at the end of the pass.
     * Do not: call it in step mode; the step loop draws batches itself.
     */
    protected trainEpoch(split: string): Promise<Record<string, number>>;
    /**
     * The step loop ({@link runSteps}).
     *
     * Called when: by {@link train} when `config.steps` is set, after setup and restore.
     * Side effects: takes optimizer steps until `state.globalStep` reaches `steps`, drawing one
     * micro-batch at a time round-robin over the train splits (by `state.microStep`, so a
     * resumed run continues the rotation); a loader that runs out starts its next epoch, and
     * the first train split's passes advance `state.epoch`. Every `evaluateInterval` steps and
     * at the end an evaluation round (at most `evaluateSteps` batches per split) appends a
     * result; the training iterators resume after it where they were. After every optimizer
     * step a checkpoint is offered; early stopping ends the loop.
     */
    protected trainSteps(): Promise<void>;
    /** Step mode: evaluation every this many optimizer steps (`config.evaluateInterval`, default `max(steps / 20, 1)`). */
    get evaluateInterval(): number;
    /** The loops' view of this run ({@link LoopHost}); built by `train()` after setup. */
    private hostForLoops;
    /**
     * The {@link LoopHost} the loops run on: each member calls this runner's own (overridable)
     * method, and the profiler observes it when `config.profile` is set.
     */
    private createLoopHost;
    /** Epoch mode: a pass over `split` from its loader's position, with the model in training mode and the split's meters started. */
    private openTrainPass;
    /** Step mode: the next batch of `split`, on the device. */
    private drawTrainBatch;
    private startTrainPeriod;
    private passScores;
    private recordResult;
    private stopEarly;
    /** `nonfinite.action: rollback` ({@link rollBack}): back to the last checkpoint, leaving out the batches of the skipped steps. */
    private rollBack;
    /**
     * Creates a runner of the class it is called on for inference: built from the config stored
     * in the checkpoint (with `overrides` merged over it) by the class's own constructor, its
     * model loaded with the checkpoint's weights (strictly) and in eval mode. Only the model, the
     * config and the run's state are read (`readCheckpoint(path, { only: 'model' })`): no
     * optimizer state, and the runner is not set up (no optimizer, workspace or loaders are
     * built). Call `runner.model.forward` under `torch.noGrad` (or `torch.inferenceMode`).
     *
     * @example const runner = await MnistRunner.loadForInference('runs/mnist/…/checkpoints/best.pth');
     * @throws Error naming the file when it is not a runner checkpoint with model weights and a config, or when the weights do not fit the model
     */
    static loadForInference<T extends TorchRunner>(this: new (config: RunnerConfigInput) => T, path: string, overrides?: RunnerConfigInput): Promise<T>;
    /**
     * Creates a runner of the class it is called on from a checkpoint: the config stored in the
     * file (with `overrides` merged over it), set up and restored, ready to `train()` on.
     *
     * @example const runner = await MnistRunner.fromCheckpoint('runs/mnist/…/checkpoints/latest.pth');
     * @throws Error naming the file when it is not a readable runner checkpoint, or the
     *   changes `overrides` make that alter the run (accept them with `allowConfigChange`)
     */
    static fromCheckpoint<T extends TorchRunner>(this: new (config: RunnerConfigInput) => T, path: string, overrides?: RunnerConfigInput): Promise<T>;
    /**
     * Creates a runner of the class it is called on with `config`, its model initialised from
     * pretrained weights (`.pth` state dict, a runner checkpoint's `model`, `.safetensors`, or
     * the model part of a sharded checkpoint: its checkpoints directory, a pointer file or a
     * save directory, read whole whatever topology wrote it), set up and ready. `resume`/`autoResume` in `config` still take precedence.
     *
     * @param options.strict - fail on missing, unexpected or mis-shaped keys (default true)
     * @param options.keyMap - rename keys by prefix, e.g. `{ 'module.': '' }`
     */
    static fromPretrained<T extends TorchRunner>(this: new (config: RunnerConfigInput) => T, config: RunnerConfig | RunnerConfigInput, path: string, options?: PretrainedOptions): Promise<T>;
    protected release(): Promise<void>;
}
