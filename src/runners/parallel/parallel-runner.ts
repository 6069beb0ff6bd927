import { NoopCheckpointManager, type CheckpointManager } from '../../checkpoints/manager.js';
import { checkpointBackend } from '../checkpointing/context.js';
import { readDistributedEnv } from '../../distributed/env.js';
import { MeshParallelStrategy, type MeshParallelOptions } from '../../distributed/mesh-strategy.js';
import { defaultLocalParts } from '../../distributed/pipeline/local-parts.js';
import { interleavedOneForwardOneBackward, type PipelineAction } from '../../distributed/pipeline/schedule.js';
import { checkVirtualStages } from '../../distributed/pipeline/virtual-stages.js';
import type { PipelineStage } from '../../distributed/pipeline/stage.js';
import type { OptimizerParameter, ParallelStrategy } from '../../distributed/strategy.js';
import { parallelShardingOptions } from './sharding-options.js';
import { resolveAxisSizes } from '../../distributed/topology/axes.js';
import { DeviceMesh } from '../../distributed/topology/mesh.js';
import { seedModelParallelRng } from '../../distributed/rng-tracker.js';
import { Topology } from '../../distributed/topology/topology.js';
import { checkSequenceParallelAxes, checkTensorParallelDims, checkTensorParallelTransform, parallelizeByModel, parallelizeContext, type ParallelizeContext } from '../../distributed/tensor-parallel/parallelize.js';
import { getDefaultGroup, isInitialized } from '../../torch/distributed/init.js';
import type { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { Tensor } from '../../torch/tensor.js';
import type { StepOutput } from '../step/step-output.js';
import { knownLength } from '../setup/loaders.js';
import { meshStrategyFor } from '../setup/stack-strategy.js';
import { TorchRunner } from '../torch-runner.js';
import { stageProxyDatasets } from './stage-proxy.js';
import { applyActivationCheckpointing } from './activation-checkpointing.js';
import { partsPerBatch } from './microbatches.js';
import { callModule, checkPipelineRun, evaluatePipelined, pipelineInferOutputs, runPipelineSchedule } from './pipeline-passes.js';
import { checkContextRun, contextShare, contextShares, duringContext, onContextShard } from './context-steps.js';

/**
 * The runner for named parallel axes (`stack: parallel`, sizes in `config.parallel`): a
 * {@link TorchRunner} whose strategy is a {@link MeshParallelStrategy}. Data parallelism on
 * the replicate axis and pipeline parallelism need no code: a `Sequential` model is cut at
 * `parallel.splitPoints` (or into equal module counts), any other model gives
 * `pipelineStages(n)`.
 *
 * With a pipeline, the stages run each accumulation window's micro-batches as one 1F1B
 * schedule: the first stage reads the data and sends the targets to the last, which computes
 * the loss with {@link computeLoss} (the default {@link trainStep} is not called); the other
 * stages read proxy loaders that keep the step count and the first stage's loader state.
 * Evaluation runs through the pipeline too.
 *
 * A plain `TorchRunner` subclass runs the replicate and shard axes under `stack: parallel`
 * from config alone; a pipeline needs this class's loop.
 *
 * Hybrid sharding (replicate and shard both above 1) shards within each replica and sums the
 * gradient shards across replicas; `parallel.activationCheckpointing` recomputes blocks in
 * backward ({@link applyActivationCheckpointing}).
 *
 * With `parallel.tensor` above 1 the model splits its own layers: {@link parallelizeModel}
 * calls the model's `parallelize(ctx)` (Megatron's column- and row-parallel layers over
 * `ctx.group`) once the groups exist, before activation checkpointing and before data
 * parallelism or the sharding engine takes the model. The tensor ranks of one data rank read
 * the same batches.
 *
 * With a pipeline, {@link infer} runs each batch forward through every stage and returns the
 * last stage's outputs on every rank.
 *
 * Setup, in order: {@link createStrategy} (with {@link shardingOptions}); then, while the
 * strategy prepares the model, {@link buildTopology} (which calls
 * {@link initModelParallelGroups}), {@link parallelizeModel}, {@link bindPipelineModules},
 * and {@link buildOptimizer} over the parameters the strategy says the optimizer steps. Each
 * accumulation window of a pipeline runs the schedule {@link buildPipelineSchedule} gives,
 * over `parallel.microbatches` micro-batches (each batch cut into microbatches / accumSteps
 * parts; unset: each batch one micro-batch).
 *
 * Weights tied across stages (one Parameter under two names: a head reusing the token
 * embedding) have their gradients summed over the stages that hold them before each step
 * (a model may declare its ties with `tiedParameters()`, checked at setup).
 *
 * Checkpoints go through the sharded backend under the unsplit model's names (a tied weight
 * once): a checkpoint of one layout resumes with another, optimizer state and data position included.
 *
 * With `parallel.context` above 1, each batch is cut into this rank's share of the sequences
 * and the step (with a pipeline, the window's schedule) runs with the model's `ContextParallel` active.
 *
 * Not yet: the expert axis above 1; metrics with a pipeline or a context axis, and with a
 * pipeline EMA and fp16 loss scaling (refused at setup).
 */
export class ParallelRunner extends TorchRunner {
  private window: unknown[] = [];
  /** The parts each batch is cut into for the pipeline schedule (`parallel.microbatches / accumSteps`). */
  private microbatchParts = 1;

  /** This rank's coordinates and process groups (after setup). */
  get topology(): Topology {
    return this.mesh.topology;
  }

  /** The strategy, as the mesh strategy it is. */
  protected get mesh(): MeshParallelStrategy {
    if (!(this.strategy instanceof MeshParallelStrategy)) throw new Error(`${this.constructor.name}: the strategy is not a MeshParallelStrategy; it is built at setup`);
    return this.strategy;
  }

  /**
   * Creates the mesh strategy from `config.parallel`.
   *
   * Called when: once, at the start of setup.
   * Throws: when the axes do not multiply to the world size, or an axis that is not built yet is above 1.
   */
  protected override createStrategy(): ParallelStrategy {
    return meshStrategyFor(this.config, {
      pipelineLoop: true,
      forward: (module, input) => this.withPrecision(() => callModule(module, input)),
      sharding: this.shardingOptions(),
      prepareModel: (model, topology) => this.prepareParallelModel(model, topology),
      buildTopology: () => this.buildTopology(),
      bindModules: (model, topology) => this.bindPipelineModules(model, topology),
    });
  }

  /**
   * Creates this rank's {@link Topology}: its place in the device mesh of `config.parallel`
   * and its process groups.
   *
   * Called when: once in setup, while the strategy prepares the model: after the default
   * process group is initialized, before the model is cut into stages.
   * Default: the mesh of `config.parallel`'s sizes over the world with this rank's
   * coordinates ({@link Topology.plan}), then {@link initModelParallelGroups} on it.
   * Returns: the topology; its axis sizes and rank must be `config.parallel`'s, and its groups
   * must exist (both checked).
   * Throws: when the topology returned is another mesh's, or has no groups.
   * Do not: create process groups on some ranks only (group creation is collective).
   */
  protected async buildTopology(): Promise<Topology> {
    const topology = Topology.plan(this.mesh.mesh, this.mesh.rank);
    await this.initModelParallelGroups(topology);
    return topology;
  }

  /**
   * Creates the process groups of `topology`.
   *
   * Called when: once, from {@link buildTopology}, on every rank in the same order.
   * Default: `topology.initGroups()`: one group per axis above 1 and per reduction domain
   * (data: replicate × shard × context, losses and normalizers; optimizer: every rank, the
   * clip norm and the non-finite skip); groups of the same ranks are one group.
   * Side effects: the groups are set on `topology` (`topology.setGroups(groups)` takes groups
   * made elsewhere, one per axis and domain, null where the group is this rank alone).
   * Do not: skip a `newGroup` on some ranks: every rank of the world takes part in each.
   */
  protected async initModelParallelGroups(topology: Topology): Promise<void> {
    await topology.initGroups();
  }

  /**
   * This rank's local model parts.
   *
   * Called when: once in setup, after {@link buildTopology}, before the strategy wraps them
   * (data parallelism, sharding); with or without a pipeline.
   * Default: with `parallel.pipeline` P above 1, this rank's stage of the model: the model's
   * `pipelineStages(P)`, or a `Sequential` cut at `parallel.splitPoints` (equal module counts
   * without); else the whole model. With `parallel.virtualStages` V above 1, parts r, r + P,
   * … of the model cut into P × V.
   * Returns: the modules this rank runs, in order, as its stage (each part's output is the
   * next one's input; with V above 1, its V model chunks); their parameters must be the model's own (the optimizer's names and
   * checkpoints find them in the model). A module shared by several parts (tied weights) is
   * trained once.
   * Do not: create new parameters here: they would be outside the model's state dict.
   */
  protected bindPipelineModules(model: Module, topology: Topology): Module[] {
    return defaultLocalParts(model, topology, this.config.parallel?.splitPoints, this.config.parallel?.virtualStages);
  }

  /**
   * The order of one accumulation window's forwards and backwards on this rank's stage.
   *
   * Called when: with a pipeline, once per accumulation window on every stage, before the
   * window runs.
   * Default: 1F1B ({@link oneForwardOneBackward}): min(P − s − 1, M) warm-up forwards on stage
   * s, then forward/backward pairs, then the remaining backwards; with `parallel.virtualStages`
   * above 1, the interleaved 1F1B ({@link interleavedOneForwardOneBackward}).
   * Returns: the actions; each micro-batch's forward once, then its backward once (checked).
   * Gradient sync turns on before the schedule's last backward.
   * Throws: when the schedule misses or repeats a forward or backward (when the window runs).
   * Do not: order forwards (or backwards) differently on different stages: stages exchange
   * activations in forward order and gradients in backward order, and a mismatch fails on
   * the first message.
   */
  protected buildPipelineSchedule(stage: PipelineStage, microbatches: number): PipelineAction[] {
    return interleavedOneForwardOneBackward(stage.stage, stage.stages, stage.chunks.length, microbatches);
  }

  /**
   * Builds the optimizer over this rank's local model parts.
   *
   * Called when: once in setup, after the strategy prepared the local parts, when
   * `config.optim` is set and no optimizer is assigned.
   * Default: each tensor once (a parameter listed by several local parts, such as tied
   * weights, keeps its first name), then the optimizer `config.optim` describes, grouped by
   * `optim.paramGroups`.
   * Returns: the optimizer; it must step exactly the tensors of `parameters` (this rank's
   * stage, its shards where the shard axis partitions them).
   * Throws: for `lbfgs`, or when there is nothing to train.
   */
  protected override buildOptimizer(parameters: readonly OptimizerParameter[]): Optimizer<any> {
    const seen = new Set<Tensor>();
    return super.buildOptimizer(parameters.filter((p) => !seen.has(p.tensor) && seen.add(p.tensor)));
  }

  /**
   * Turns the model into this rank's tensor-parallel part.
   *
   * Called when: once at setup, with `parallel.tensor` above 1, once the process groups exist,
   * on the whole model (before the pipeline cut), before activation checkpointing and before
   * data parallelism or the sharding engine takes the model.
   * Preconditions: the model is whole and equal on every rank (built from the same seed).
   * Default: applies the tensor-parallel plan `parallel.plan` (config), else the model's
   * `tensorParallelPlan()` (see `applyTensorParallelPlan`), else calls `model.parallelize(ctx)`,
   * with `ctx` = `{ topology, group, rank, size, sequenceParallel }` (the tensor-parallel group,
   * this rank's index in it, its size, `parallel.sequenceParallel`).
   * Side effects: replaces layers of the model (the optimizer is built afterwards, from the
   * parameters the model then has).
   * Throws: when there is no plan, the model has no `parallelize` method and this method is
   * not overridden (the message says what to write); a plan that does not fit the model (a
   * pattern matching nothing, a module of the wrong type: checked before any process group is
   * made); what `parallelize` throws (sizes that do not divide).
   * Do not: split a parameter without marking it (`markTensorParallel`; the tensor-parallel
   * layers do): the gradient norm counts unmarked parameters as replicated.
   */
  protected parallelizeModel(model: Module, ctx: ParallelizeContext): void | Promise<void> {
    return parallelizeByModel(model, ctx, this.config.parallel?.plan);
  }

  /** The strategy's model transform: tensor parallelism, then activation checkpointing. */
  private async prepareParallelModel(model: Module, topology: Topology): Promise<void> {
    const { tensor, context } = topology.sizes;
    // Megatron's model_parallel_cuda_manual_seed: a stream per tensor (and context) rank for dropout on split activations.
    if (tensor > 1 || context > 1) seedModelParallelRng(this.config.seed, topology.indexIn('tensor'), context > 1 ? { rank: topology.indexIn('context'), tensorSize: tensor } : undefined);
    if (tensor > 1) await this.parallelizeModel(model, parallelizeContext(topology, { sequenceParallel: this.config.parallel?.sequenceParallel }));
    if (this.config.parallel?.activationCheckpointing) this.applyActivationCheckpointing(model);
  }

  /**
   * The sharding engine's options on the shard axis ({@link parallelShardingOptions}).
   *
   * Called when: once, from {@link createStrategy} at the start of setup.
   */
  protected shardingOptions(): NonNullable<MeshParallelOptions['sharding']> {
    return parallelShardingOptions(this.config.parallel);
  }

  protected override async build(): Promise<void> {
    const sizes = resolveAxisSizes(this.config.parallel ?? { shard: -1 }, isInitialized() ? getDefaultGroup().size : readDistributedEnv().worldSize);
    checkVirtualStages(this.config.parallel?.virtualStages ?? 1, sizes.pipeline, this.config.parallel?.microbatches, this.config.accumSteps);
    if (sizes.pipeline > 1) {
      const overrides = (name: 'trainStep' | 'evaluateStep') => this[name] !== TorchRunner.prototype[name];
      checkPipelineRun(this.constructor.name, sizes.pipeline, {
        metrics: this.metrics.length > 0,
        ema: !!this.config.ema,
        fp16: this.config.precision === 'fp16',
        stepsOverridden: overrides('trainStep') || overrides('evaluateStep'),
        pipelineLossOverridden: this.pipelineLoss !== ParallelRunner.prototype.pipelineLoss,
      });
      this.microbatchParts = partsPerBatch(this.config.parallel?.microbatches, this.config.accumSteps);
      const rank = isInitialized() ? getDefaultGroup().rank : readDistributedEnv().rank;
      if (new DeviceMesh(sizes).coordinates(rank).pipeline > 0) this.datasets = stageProxyDatasets(this.datasets);
    }
    // Refused before any process group is made.
    checkContextRun(this.constructor.name, sizes.context, this.metrics.length > 0);
    checkSequenceParallelAxes(this.config.parallel?.sequenceParallel, sizes.tensor);
    if (sizes.tensor > 1 && this.model && this.parallelizeModel === ParallelRunner.prototype.parallelizeModel) checkTensorParallelTransform(this.model, sizes.tensor, this.config.parallel?.plan, this.config.parallel?.sequenceParallel);
    if (this.model) checkTensorParallelDims(this.model, sizes.tensor);
    await super.build();
  }

  /**
   * Wraps blocks of the model in activation checkpointing (recomputed in backward).
   *
   * Called when: at setup, while the strategy prepares the model (after
   * {@link parallelizeModel}, before data parallelism or the sharding engine takes it), when
   * `parallel.activationCheckpointing` is set.
   * Default: {@link applyActivationCheckpointing} with the config's selection.
   */
  protected applyActivationCheckpointing(model: Module): void {
    const names = applyActivationCheckpointing(model, this.config.parallel?.activationCheckpointing ?? false);
    if (names.length === 0) throw new Error('parallel.activationCheckpointing: no module was selected; name the modules to checkpoint');
  }

  /**
   * Checkpoints go through the sharded backend (the default here): each pipeline stage writes
   * its modules' weights and optimizer state, each tensor rank its parts as chunks of the whole
   * parameters, under the unsplit model's names. With `checkpoint.backend: file` and a pipeline
   * or tensor axis, rank 0's file would miss the other ranks' parts: none is written (a warning).
   */
  protected override createCheckpointManager(): CheckpointManager {
    const { pipeline, tensor } = this.mesh.mesh.sizes;
    if (checkpointBackend(this.config) === 'sharded' || (pipeline === 1 && tensor === 1)) return super.createCheckpointManager();
    const axes = [pipeline > 1 && `parallel.pipeline ${pipeline}`, tensor > 1 && `parallel.tensor ${tensor}`].filter(Boolean).join(' and ');
    this.log('warn', `${axes}: no checkpoints are written with checkpoint.backend file; set checkpoint.backend: sharded (or auto), where each rank writes its own part of the model`);
    return new NoopCheckpointManager();
  }

  /**
   * The loss of one micro-batch on the last pipeline stage.
   *
   * Called when: with a pipeline, once per micro-batch in training and per batch in
   * evaluation, on the last stage, inside the stage's scope (and under inference mode in
   * evaluation).
   * Returns: like {@link trainStep}: the loss, or `{ loss, normalizer }` for a window
   * weighted by the normalizers (valid tokens, say).
   * Default: {@link computeLoss} of the output against the target.
   * Do not: `await`; call `backward()`.
   */
  protected pipelineLoss(output: unknown, target: unknown): StepOutput {
    return this.computeLoss(output, target);
  }

  protected override async trainMicroStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> {
    // Tensor-parallel layers run their collectives inside forward and backward: a lost peer is named there too.
    const step = (b: unknown) => onContextShard(this.mesh.contextParallel, b, (cut) => super.trainMicroStep(cut, split, closesWindow));
    if (!this.mesh.pipelined) return this.mesh.worldSize > 1 ? this.mesh.naming('a training micro-step', async () => step(batch)) : step(batch);
    // One schedule per window: keep the batch (this context rank's share); its losses come from the last stage.
    this.window.push(contextShare(this.mesh.contextParallel, batch));
    this.accumulator.observe(undefined);
    this.accumulator.record(0, undefined);
    this.state.microStep += 1;
    if (closesWindow) await this.finishWindow(split);
  }

  protected override async finishWindow(split: string): Promise<void> {
    if (this.mesh.pipelined && this.window.length > 0) await this.profiler.spanAsync('pipeline schedule', 'compute', () => this.mesh.naming('the pipeline schedule', () => this.runPipelineWindow()));
    await super.finishWindow(split);
  }

  /**
   * The window's micro-batches through the 1F1B schedule; gradient sync on its last backward.
   * With `parallel.microbatches`, each batch is first cut into microbatches / accumSteps parts.
   */
  private async runPipelineWindow(): Promise<void> {
    const batches = this.window;
    this.window = [];
    const stage = this.mesh.stage;
    const { figures, count } = await duringContext(this.mesh.contextParallel, () => runPipelineSchedule(stage, batches, {
      parts: this.microbatchParts,
      where: `parallel.microbatches ${this.config.parallel?.microbatches}`,
      loss: (output, target) => this.withPrecision(() => this.pipelineLoss(output, target)),
      beforeBackward: (last) => this.strategy.setGradientSync(last),
      schedule: (n) => this.buildPipelineSchedule(stage, n),
      samples: (n) => (this.windowSamples += n),
    }));
    await this.strategy.afterBackward();
    // Every stage records the last stage's figures, so the window reduces the same everywhere.
    const shared = await this.topology.reduce('pipeline', stage.isLast ? figures : figures.fill(0));
    this.accumulator.reset();
    for (let mb = 0; mb < count; mb++) {
      const normalizer = shared[2 * mb + 1]! < 0 ? undefined : shared[2 * mb + 1];
      this.accumulator.observe(normalizer);
      this.accumulator.record(shared[2 * mb]!, normalizer);
    }
  }

  protected override evaluateBatch(batch: unknown): StepOutput {
    return onContextShard(this.mesh.contextParallel, batch, (cut) => super.evaluateBatch(cut), true);
  }

  /**
   * One evaluation pass; with a pipeline, each batch goes through every stage (forward only)
   * and the last stage's loss, weighted by the batch's samples, is reduced over every rank.
   */
  protected override async evaluateEpoch(split: string, maxBatches?: number): Promise<Record<string, number>> {
    if (!this.mesh.pipelined) return super.evaluateEpoch(split, maxBatches);
    const loader = this.dataloaders[split];
    const total = maxBatches ?? (loader ? knownLength(loader) : undefined);
    const [lossSum, weight] = await duringContext(this.mesh.contextParallel, () => evaluatePipelined(this.mesh.stage, contextShares(this.mesh.contextParallel, this.splitBatchesInEvalMode(split, maxBatches)), {
      loss: (o, t) => this.withPrecision(() => this.pipelineLoss(o, t)),
      progress: (done) => this.logger.progress?.({ phase: split, done, total }),
      yield: () => this.maybeYield(),
    }));
    const [sum, count] = await this.strategy.reduce([lossSum, weight], 'optimizer', 'sum');
    return { loss: count! > 0 ? sum! / count! : NaN };
  }

  /**
   * Runs inference over a split. With a pipeline, each batch goes forward through every stage
   * (the first stage reads the data) and every rank gets the last stage's output of each
   * batch, which must be one tensor; {@link inferStep} is not called (post-process the
   * outputs instead). Without a pipeline, as {@link EvaluationHooks.infer | TorchRunner.infer}.
   *
   * @throws Error with a pipeline, when {@link inferStep} is overridden
   */
  override async infer(split: string, options: Parameters<TorchRunner['infer']>[1] = {}): ReturnType<TorchRunner['infer']> {
    await this.setup();
    if (!this.mesh.pipelined) return super.infer(split, options);
    if (this.inferStep !== TorchRunner.prototype.inferStep) {
      throw new Error(
        `${this.constructor.name}.infer: with parallel.pipeline ${this.mesh.mesh.sizes.pipeline} the model runs stage by stage, so inferStep is not called; ` +
          `infer returns the last stage's output of each batch: post-process the outputs after infer`,
      );
    }
    const outputs = pipelineInferOutputs(this.mesh.stage, this.splitBatchesInEvalMode(split, options.steps));
    if (options.stream) return outputs;
    const out: unknown[] = [];
    for await (const o of outputs) out.push(o);
    return out;
  }
}
