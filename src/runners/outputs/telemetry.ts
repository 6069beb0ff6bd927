import { AverageMeter } from '../../metrics/average-meter.js';
import { StepTimer } from '../../metrics/step-timer.js';
import { Throughput } from '../../metrics/throughput.js';

/** Numbers one optimizer step reports. */
export interface StepReport {
  /** The window's loss (the same for any `accumSteps`). */
  loss: number;
  samples: number;
  /** Units counted by loss normalizers (for example tokens); 0 without normalizers. */
  tokens: number;
  /** Gradient norm before clipping, when clipping by norm. */
  gradNorm?: number;
}

/**
 * Training meters: the loss since the last log line and since the start of the period (an
 * epoch, or the steps since the last evaluation round), step time, samples/s and tokens/s
 * over a sliding window, and the gradient norm.
 */
export class TrainTelemetry {
  private readonly intervalLoss = new AverageMeter();
  private readonly periodLossMeter = new AverageMeter();
  private readonly gradNorm = new AverageMeter();
  private readonly timer = new StepTimer();
  private readonly throughput = new Throughput();

  /** Starts a period (after set-up or an evaluation, so pauses stay out of the rates). */
  startPeriod(): void {
    this.periodLossMeter.reset();
    this.resumeTiming();
  }

  /** Leaves a pause (evaluation, checkpoint) out of step times and rates. */
  resumeTiming(): void {
    this.timer.reset();
    this.timer.start();
    this.throughput.reset();
  }

  /** Records one optimizer step (taken or skipped). */
  step(report: StepReport): void {
    const now = performance.now();
    this.timer.lap(now);
    this.throughput.update(report.samples, report.tokens, now);
    this.intervalLoss.update(report.loss);
    this.periodLossMeter.update(report.loss);
    if (report.gradNorm !== undefined) this.gradNorm.update(report.gradNorm);
  }

  /** The latest step's loss. */
  get lastLoss(): number {
    return this.intervalLoss.value;
  }

  /** Means and rates for a log line; resets the interval's loss, step time and grad-norm means. */
  takeInterval(): Record<string, number> {
    const out: Record<string, number> = { loss: this.intervalLoss.mean };
    if (this.timer.count > 0) out.stepTime = this.timer.mean / 1000;
    const samples = this.throughput.samplesPerSecond;
    if (Number.isFinite(samples) && samples > 0) out.samplesPerSecond = samples;
    const tokens = this.throughput.tokensPerSecond;
    if (Number.isFinite(tokens) && tokens > 0) out.tokensPerSecond = tokens;
    if (this.gradNorm.count > 0) out.gradNorm = this.gradNorm.mean;
    this.intervalLoss.reset();
    this.gradNorm.reset();
    this.timer.reset();
    this.timer.start();
    return out;
  }

  /** Mean loss over the period's steps (NaN before any). */
  get periodLoss(): number {
    return this.periodLossMeter.mean;
  }
}
