// The arithmetic of one optimizer step, over whatever the strategy says the optimizer steps:
// the window's normalizer and loss reduced over the data domain, the non-finite decision and
// the clip norm over the optimizer domain, then the step and what the strategy does after it.
import type { CheckpointManager } from '../../checkpoints/manager.js';
import type { RunnerConfig } from '../../config/index.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import { noGrad } from '../../torch/autograd.js';
import { clipGradValue_, type Optimizer } from '../../torch/optim/index.js';
import { foreach } from '../../torch/optim/foreach.js';
import { scope } from '../../torch/scope.js';
import type { AccumulationWindow } from './accumulation.js';
import type { GradScaler } from './grad-scaler.js';
import type { SkipReason } from './skip-limit.js';
import { stepAsCopied } from './step-as-copied.js';

/** What {@link stepOptimizer} needs. */
export interface OptimizerStepParts {
  optimizer: Optimizer<any>;
  strategy: ParallelStrategy;
  scaler: GradScaler | undefined;
  config: Pick<RunnerConfig, 'skipNonfiniteGrad' | 'maxGradValue' | 'maxGradNorm'>;
  /** 1 when a stop signal reached this rank (see `StopAgreement`); agreed over every rank with the step's reductions. */
  stopFlag?: number;
  /**
   * The window's reduction over the data domain, started when the window closed
   * ({@link reduceWindow}); the step starts its own where absent.
   */
  windowTotals?: Promise<number[]> | undefined;
  /**
   * The checkpoint manager, whose asynchronous saves' copies the step must not overtake: with
   * `pendingCopies`, each parameter steps once its copies are made and the step ends once all
   * are ({@link stepAsCopied}); otherwise `untilSnapshotted` is awaited before the step.
   */
  checkpoints?: Pick<CheckpointManager, 'pendingCopies' | 'untilSnapshotted'>;
  /**
   * Records the step's parts as spans (the profiler's `spanAsync`). Absent, they run as they
   * are, and a reduction over a domain of one rank is skipped.
   */
  trace?: (<T>(name: string, cat: string, fn: () => T | Promise<T>) => T | Promise<T>) | undefined;
}

/** What the runner's `optimizerStep` returns. */
export interface OptimizerStepResult {
  /** Whether the step was taken. */
  stepped: boolean;
  /** The window's loss over the data domain. */
  loss: number;
  /** The total gradient norm before clipping, when clipping by norm. */
  gradNorm?: number;
}

/** The outcome of one optimizer step. */
export interface OptimizerStepOutcome extends OptimizerStepResult {
  /** Why a step was skipped. */
  skipReason?: SkipReason;
  /** Some rank asked to stop: every rank stops after this step. */
  stopAgreed: boolean;
}

const untraced = <T>(_name: string, _cat: string, fn: () => T | Promise<T>): T | Promise<T> => fn();

/**
 * Rescales the window's summed gradients by the reduced divisor and takes the step:
 * non-finite skip (or the fp16 scaler's overflow), clipping by value and by norm,
 * `optimizer.step()`, `strategy.afterOptimizerStep()`, zeroing the gradients. A skipped step
 * zeroes the gradients too.
 *
 * Returns the outcome at once (no promise) when nothing needs waiting for: one process, no
 * trace, no scaler, no non-finite check and no clipping by norm (each of which reduces, or
 * may, over ranks), and no checkpoint copy in progress.
 */
export function stepOptimizer(parts: OptimizerStepParts, window: AccumulationWindow): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  const { strategy, config } = parts;
  const local =
    strategy.roles.data.size === 1 && strategy.roles.optimizer.size === 1 && !parts.trace && !parts.scaler && !config.skipNonfiniteGrad && config.maxGradNorm === undefined;
  return local ? stepLocally(parts, window) : stepAcrossRanks(parts, window);
}

function stepLocally(parts: OptimizerStepParts, window: AccumulationWindow): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  const { divisor, lossSum } = window;
  const loss = divisor > 0 ? lossSum / divisor : NaN;
  const stopAgreed = (parts.stopFlag ?? 0) > 0;
  if (!(divisor > 0)) return skipStep(parts, { stepped: false, loss, stopAgreed, skipReason: 'zero-normalizer' });
  rescale(parts, divisor);
  clipByValue(parts);
  return takeStep(parts, { stepped: true, loss, stopAgreed, gradNorm: undefined });
}

async function stepAcrossRanks(parts: OptimizerStepParts, window: AccumulationWindow): Promise<OptimizerStepOutcome> {
  const { strategy, scaler, config } = parts;
  const { roles } = strategy;
  const trace = parts.trace ?? untraced;
  const stopWithData = stopRidesWithData(strategy);
  const local = windowValues(strategy, window, parts.stopFlag);
  const [divisor, lossSum, stopSum] =
    roles.data.size === 1 && !parts.trace ? local : await trace('reduce window', 'collective', () => parts.windowTotals ?? strategy.reduce(local, 'data', 'sum'));
  const stopAgreed =
    (stopWithData ? stopSum! : roles.optimizer.size === 1 ? (parts.stopFlag ?? 0) : (await strategy.reduce([parts.stopFlag ?? 0], 'optimizer', 'max'))[0]!) > 0;
  const loss = divisor! > 0 ? lossSum! / divisor! : NaN;
  const nonfinite = config.skipNonfiniteGrad && !scaler ? await strategy.nonfiniteGradients() : false;
  let skip = nonfinite || !(divisor! > 0);
  let overflow = false;
  if (scaler) {
    const grads = strategy.gradients();
    overflow = scaler.unscale(grads, divisor! > 0 ? divisor! : 1);
    grads.forEach((g) => g.dispose());
    if (strategy.roles.optimizer.size > 1) overflow = (await strategy.reduce([overflow ? 1 : 0], 'optimizer', 'max'))[0]! > 0;
    skip ||= overflow;
  } else if (!skip) {
    rescale(parts, divisor!);
  }
  if (skip) {
    const skipReason = !(divisor! > 0) ? 'zero-normalizer' : overflow && !nonfinite ? 'overflow' : 'nonfinite';
    return skipStep(parts, { stepped: false, loss, stopAgreed, skipReason });
  }
  clipByValue(parts);
  const gradNorm = config.maxGradNorm !== undefined ? await trace('clipGradNorm', 'collective', () => strategy.clipGradNorm(config.maxGradNorm!)) : undefined;
  return takeStep(parts, { stepped: true, loss, stopAgreed, gradNorm });
}

/**
 * Where the data domain is every rank (one process, DDP, ZeRO) the stop flag rides along the
 * window's reduction; otherwise it needs its own, over every rank.
 */
function stopRidesWithData(strategy: ParallelStrategy): boolean {
  return strategy.roles.data.size === strategy.roles.optimizer.size;
}

/** What the window's reduction sums: the divisor, the loss sum and, where it rides along, the stop flag. */
function windowValues(strategy: ParallelStrategy, window: AccumulationWindow, stopFlag: number | undefined): number[] {
  return [window.divisor, window.lossSum, ...(stopRidesWithData(strategy) ? [stopFlag ?? 0] : [])];
}

/**
 * Starts the window's reduction over the data domain as the window closes, before the gradient
 * sync is waited for: it then completes beside the last gradient buckets instead of costing a
 * round trip of its own after them (pass it to {@link stepOptimizer} as `windowTotals`).
 * Undefined where the data domain is one rank. Every rank starts it at the same point of its
 * collective sequence, so the order of collectives stays the same on every rank.
 */
export function reduceWindow(strategy: ParallelStrategy, window: AccumulationWindow, stopFlag: number | undefined): Promise<number[]> | undefined {
  if (strategy.roles.data.size === 1) return undefined;
  const totals = strategy.reduce(windowValues(strategy, window, stopFlag), 'data', 'sum');
  // A step that is never taken (an overridden optimizerStep) leaves it unawaited.
  totals.catch(() => undefined);
  return totals;
}

/** The summed gradients divided by the window's (reduced) divisor. */
function rescale(parts: OptimizerStepParts, divisor: number): void {
  if (divisor !== 1) scope(() => noGrad(() => foreach.mulScalar_(parts.strategy.gradients(), 1 / divisor)));
}

function clipByValue(parts: OptimizerStepParts): void {
  const max = parts.config.maxGradValue;
  if (max !== undefined) clipGradValue_(parts.strategy.optimizerParameters().map((p) => p.tensor), max);
}

function skipStep(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome {
  parts.strategy.zeroGrad(parts.optimizer);
  parts.scaler?.update();
  return outcome;
}

/**
 * `optimizer.step()` once the asynchronous checkpoint copies allow it, what the strategy does
 * after it, the scaler's update and `zeroGrad`; waits only where something returns a promise.
 */
function takeStep(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  const copies = parts.checkpoints?.pendingCopies;
  const snapshotted = copies ? undefined : parts.checkpoints?.untilSnapshotted?.();
  // Nothing copied in the background and nothing traced: the step, and what follows it, at once.
  if (!copies && snapshotted === undefined && !parts.trace) {
    parts.optimizer.step();
    return thenCall(parts.strategy.afterOptimizerStep(), finishStep, parts, outcome);
  }
  return thenCall(snapshotted, stepParameters, parts, outcome);
}

function stepParameters(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  return thenCall(stepAsCopied(parts.optimizer, parts.checkpoints?.pendingCopies), afterParameters, parts, outcome);
}

function afterParameters(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  const copies = parts.checkpoints?.pendingCopies;
  // What follows may change more of what a snapshot holds (ZeRO's all-gather, the EMA).
  return thenCall(copies && !copies.idle ? copies.settled() : undefined, afterStrategy, parts, outcome);
}

function afterStrategy(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome | Promise<OptimizerStepOutcome> {
  const { strategy } = parts;
  const after = parts.trace ? parts.trace('afterOptimizerStep', 'collective', () => strategy.afterOptimizerStep()) : strategy.afterOptimizerStep();
  return thenCall(after, finishStep, parts, outcome);
}

function finishStep(parts: OptimizerStepParts, outcome: OptimizerStepOutcome): OptimizerStepOutcome {
  parts.scaler?.update();
  parts.strategy.zeroGrad(parts.optimizer);
  return outcome;
}

/**
 * `next(a, b)` once `value` settles: at once when `value` is not a promise. The optimizer step
 * chains its stages with it, so that a step with nothing to wait for (one process, no
 * asynchronous checkpoint copies) runs synchronously, with no promise, microtask or suspended
 * async frame per stage; the arguments are passed on rather than closed over, so that the
 * synchronous case allocates nothing.
 */
export function thenCall<A, B, R>(value: unknown, next: (a: A, b: B) => R | Promise<R>, a: A, b: B): R | Promise<R> {
  return value instanceof Promise ? value.then(() => next(a, b)) : next(a, b);
}
