import { backward as autogradBackward, noGrad } from '../../torch/autograd.js';
import { zerosLike } from '../../torch/creation.js';
import { isFloatingPoint } from '../../torch/dtype.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module } from '../../torch/nn/index.js';
import { scope } from '../../torch/scope.js';
import { Tensor } from '../../torch/tensor.js';
import { StageLink } from './p2p.js';
import { checkSchedule, oneForwardOneBackward, type PipelineAction } from './schedule.js';

/** A micro-batch as the first stage sees it: the first stage's input and the last stage's target. */
export interface Microbatch {
  input: unknown;
  target?: Tensor;
}

/** What a training schedule needs besides the stage. */
export interface PipelineStepOptions {
  /**
   * The first stage's micro-batches (required there; the other stages pass `count`). The
   * targets travel from the first stage to the last.
   */
  microbatches?: Microbatch[];
  /** How many micro-batches the step has (required on every stage but the first). */
  count?: number;
  /** The last stage's loss of one micro-batch; back-propagated as returned (scale it here). */
  loss: (output: unknown, target: Tensor | undefined, microbatch: number) => Tensor;
  /**
   * Whether the micro-batches carry targets for the last stage's loss (default true). Every
   * stage must say the same; the first stage's micro-batches must then all have a `target`.
   */
  targets?: boolean;
  /** Called before each backward with whether it is the step's last (turn data-parallel gradient sync on there). */
  beforeBackward?: (microbatch: number, last: boolean) => void;
  /**
   * This stage's order of forwards and backwards (default: {@link oneForwardOneBackward});
   * each micro-batch's forward once, then its backward once. Every stage must run the
   * micro-batches' forwards in the same order, and their backwards in the same order.
   */
  schedule?: readonly PipelineAction[];
}

/** Options of {@link PipelineStage}. */
export interface PipelineStageOptions {
  /** This stage's part of the model. */
  module: Module;
  /** The pipeline's process group: group rank s runs stage s (null for a single stage). */
  group: ProcessGroup | null;
  /** Timeout of every wait on a peer stage in ms (default 5 minutes). */
  timeoutMs?: number;
  /** Runs the module on an input (default `module.call(input)`); wrap precision or checkpointing here. */
  forward?: (module: Module, input: unknown) => unknown;
}

interface InFlight {
  input: Tensor | undefined;
  output: Tensor | undefined;
  loss: Tensor | undefined;
}

/**
 * One stage of a pipeline-parallel model: runs its module on the activations of the stage
 * before and hands its own to the stage after, in the 1F1B order (see
 * {@link oneForwardOneBackward}). Gradients accumulate into the stage's parameters in
 * micro-batch order, so a step matches one process accumulating the same micro-batches.
 */
export class PipelineStage {
  readonly stage: number;
  readonly stages: number;
  private readonly link: StageLink | null;

  constructor(private readonly options: PipelineStageOptions) {
    this.stage = options.group?.rank ?? 0;
    this.stages = options.group?.size ?? 1;
    this.link = options.group ? new StageLink(options.group, options.timeoutMs ?? 300_000) : null;
  }

  get isFirst(): boolean {
    return this.stage === 0;
  }

  get isLast(): boolean {
    return this.stage === this.stages - 1;
  }

  /** Milliseconds this stage has spent waiting on other stages (its share of the pipeline bubble, plus transfer time). */
  get waitMs(): number {
    return this.link?.waitMs ?? 0;
  }

  get module(): Module {
    return this.options.module;
  }

  /**
   * Forward and backward of every micro-batch of one step, in 1F1B order (or
   * `options.schedule`). Gradients are added to the parameters' `.grad`; nothing is zeroed or
   * stepped.
   *
   * @returns the loss value of each micro-batch on the last stage, an empty array elsewhere
   */
  async trainStep(options: PipelineStepOptions): Promise<number[]> {
    const count = this.microbatchCount(options, 'trainStep');
    const targets = options.targets ?? true;
    const inFlight = new Map<number, InFlight>();
    const losses: number[] = [];
    const actions = options.schedule ?? oneForwardOneBackward(this.stage, this.stages, count);
    const lastBackward = checkSchedule(actions, count);
    try {
      for (const [i, action] of actions.entries()) {
        if (action.op === 'forward') inFlight.set(action.microbatch, await this.forwardOne(action, options, targets, losses));
        else {
          const f = inFlight.get(action.microbatch)!;
          inFlight.delete(action.microbatch);
          await this.backwardOne(action.microbatch, f, i === lastBackward, options);
        }
      }
      await this.link?.flush();
    } finally {
      for (const f of inFlight.values()) disposeInFlight(f);
    }
    return losses;
  }

  /**
   * Forward only (evaluation, inference): every micro-batch through every stage, without
   * gradients. With `outputsToAll`, the last stage sends each output to every other stage, so
   * every stage returns the outputs (they must then be tensors).
   *
   * @returns on the last stage (every stage with `outputsToAll`), each micro-batch's output
   *   (the caller owns them) and, on the last stage when `loss` is given, its loss value;
   *   empty arrays elsewhere
   */
  async forwardOnly(
    options: Omit<PipelineStepOptions, 'loss' | 'beforeBackward' | 'schedule'> & { loss?: PipelineStepOptions['loss']; outputsToAll?: boolean },
  ): Promise<{ outputs: unknown[]; losses: number[] }> {
    const count = this.microbatchCount(options, 'forwardOnly');
    const targets = options.targets ?? true;
    const outputs: unknown[] = [];
    const losses: number[] = [];
    for (let mb = 0; mb < count; mb++) {
      const input = await this.stageInput(mb, options.microbatches);
      const target = await this.stageTarget(mb, options.microbatches, targets);
      const output = noGrad(() => scope(() => this.run(input)));
      if (!this.isFirst) (input as Tensor).dispose();
      if (this.isLast) {
        if (options.loss) losses.push(noGrad(() => scope(() => options.loss!(output, target, mb).item() as number)));
        if (options.outputsToAll) {
          if (!(output instanceof Tensor)) throw new TypeError(`pipeline: the last stage's output of micro-batch ${mb} must be one Tensor to be shared with the other stages, got ${typeof output}`);
          for (let s = 0; s < this.stages - 1; s++) this.link!.send(output, s, 'output', mb);
        }
        outputs.push(output);
      } else {
        this.link!.send(output as Tensor, this.stage + 1, 'activation', mb);
        (output as Tensor).dispose();
        if (options.outputsToAll) outputs.push(await this.link!.recv(this.stages - 1, 'output', mb));
      }
      if (!this.isFirst && this.isLast) target?.dispose();
    }
    await this.link?.flush();
    return { outputs, losses };
  }

  private microbatchCount(options: { microbatches?: Microbatch[]; count?: number }, where: string): number {
    if (this.isFirst) {
      if (!Array.isArray(options.microbatches) || options.microbatches.length === 0) {
        throw new TypeError(`PipelineStage.${where}: the first stage needs options.microbatches (a non-empty array of { input, target })`);
      }
      if (options.count !== undefined && options.count !== options.microbatches.length) {
        throw new RangeError(`PipelineStage.${where}: count is ${options.count} but ${options.microbatches.length} micro-batches were given`);
      }
      return options.microbatches.length;
    }
    if (!Number.isInteger(options.count) || options.count! < 1) {
      throw new TypeError(`PipelineStage.${where}: stage ${this.stage} needs options.count, the number of micro-batches of the step (a positive integer)`);
    }
    return options.count!;
  }

  private async stageInput(mb: number, microbatches: Microbatch[] | undefined): Promise<unknown> {
    if (this.isFirst) return microbatches![mb]!.input;
    return this.link!.recv(this.stage - 1, 'activation', mb);
  }

  /** The first stage posts each target to the last stage; the last stage receives it. */
  private async stageTarget(mb: number, microbatches: Microbatch[] | undefined, targets: boolean): Promise<Tensor | undefined> {
    if (!targets) return undefined;
    if (this.isFirst) {
      const target = microbatches![mb]!.target;
      if (!(target instanceof Tensor)) {
        throw new TypeError(`PipelineStage: micro-batch ${mb} has no target Tensor; give every micro-batch a target, or pass targets: false on every stage`);
      }
      if (!this.isLast) this.link!.send(target, this.stages - 1, 'target', mb);
      return target;
    }
    return this.isLast ? this.link!.recv(0, 'target', mb) : undefined;
  }

  private run(input: unknown): unknown {
    return this.options.forward ? this.options.forward(this.module, input) : this.module.call(input);
  }

  private async forwardOne(action: PipelineAction, options: PipelineStepOptions, targets: boolean, losses: number[]): Promise<InFlight> {
    const mb = action.microbatch;
    const received = await this.stageInput(mb, options.microbatches);
    let input: Tensor | undefined;
    if (!this.isFirst) {
      input = received as Tensor;
      if (isFloatingPoint(input.dtype)) input.requiresGrad_(true);
    }
    const target = await this.stageTarget(mb, options.microbatches, targets);
    const output = scope(() => this.run(received));
    if (this.isLast) {
      const loss = scope(() => options.loss(output, target, mb));
      if (!(loss instanceof Tensor)) throw new TypeError(`PipelineStage: the loss of micro-batch ${mb} must be a Tensor, got ${typeof loss}`);
      losses.push(loss.item() as number);
      if (output instanceof Tensor) output.dispose();
      if (!this.isFirst) target?.dispose();
      return { input, output: undefined, loss };
    }
    if (!(output instanceof Tensor)) throw new TypeError(`pipeline stage ${this.stage} must output one Tensor (it is sent to stage ${this.stage + 1}), got ${typeof output}`);
    this.link!.send(output, this.stage + 1, 'activation', mb);
    return { input, output, loss: undefined };
  }

  private async backwardOne(mb: number, f: InFlight, last: boolean, options: PipelineStepOptions): Promise<void> {
    try {
      options.beforeBackward?.(mb, last);
      if (f.loss) f.loss.backward();
      else {
        const grad = await this.link!.recv(this.stage + 1, 'gradient', mb);
        try {
          autogradBackward([f.output!], [grad]);
        } finally {
          grad.dispose();
        }
      }
      if (!this.isFirst) {
        const g = f.input!.grad;
        const sent = g ?? zerosLike(f.input!);
        this.link!.send(sent, this.stage - 1, 'gradient', mb);
        sent.dispose();
      }
    } finally {
      disposeInFlight(f);
    }
  }
}

function disposeInFlight(f: InFlight): void {
  f.input?.dispose();
  f.output?.dispose();
  f.loss?.dispose();
}
