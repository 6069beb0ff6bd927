/** Running sums since some point, for a mean and a rate. */
class Window {
  lossSum = 0;
  steps = 0;
  samples = 0;
  tokens = 0;
  stepSeconds = 0;
  gradNormSum = 0;
  gradNorms = 0;
  start = performance.now();

  reset(): void {
    this.lossSum = this.stepSeconds = this.gradNormSum = 0;
    this.steps = this.samples = this.tokens = this.gradNorms = 0;
    this.start = performance.now();
  }
}

/** Numbers one optimizer step reports. */
export interface StepReport {
  /** The window's loss (the same for any `accumSteps`). */
  loss: number;
  samples: number;
  /** Units counted by loss normalizers (for example tokens); 0 without normalizers. */
  tokens: number;
  /** Wall time of the step, from the end of the previous one. */
  seconds: number;
  /** Gradient norm before clipping, when clipping by norm. */
  gradNorm?: number;
}

/**
 * Training meters: loss, step time, samples/s and tokens/s, since the last log line and
 * since the start of the epoch (or evaluation round).
 */
export class TrainTelemetry {
  private readonly interval = new Window();
  private readonly period = new Window();
  private lastStepEnd = performance.now();

  /** Starts a new epoch or round (the period the results entry summarises). */
  startPeriod(): void {
    this.period.reset();
    this.interval.reset();
    this.lastStepEnd = performance.now();
  }

  /** Records one optimizer step (taken or skipped). */
  step(report: Omit<StepReport, 'seconds'>): StepReport {
    const now = performance.now();
    const seconds = (now - this.lastStepEnd) / 1000;
    this.lastStepEnd = now;
    for (const w of [this.interval, this.period]) {
      w.lossSum += report.loss;
      w.steps += 1;
      w.samples += report.samples;
      w.tokens += report.tokens;
      w.stepSeconds += seconds;
      if (report.gradNorm !== undefined) {
        w.gradNormSum += report.gradNorm;
        w.gradNorms += 1;
      }
    }
    return { ...report, seconds };
  }

  /** Means and rates since the last call, for a log line; resets that window. */
  takeInterval(): Record<string, number> {
    const out = summarize(this.interval);
    this.interval.reset();
    return out;
  }

  /** Means and rates since {@link startPeriod}. */
  periodSummary(): Record<string, number> {
    return summarize(this.period);
  }

  /** Mean loss since {@link startPeriod} (NaN before any step). */
  get periodLoss(): number {
    return this.period.steps > 0 ? this.period.lossSum / this.period.steps : NaN;
  }
}

function summarize(w: Window): Record<string, number> {
  const elapsed = (performance.now() - w.start) / 1000;
  const out: Record<string, number> = { loss: w.steps > 0 ? w.lossSum / w.steps : NaN };
  if (w.steps > 0) out.stepTime = w.stepSeconds / w.steps;
  if (elapsed > 0 && w.samples > 0) out.samplesPerSecond = w.samples / elapsed;
  if (elapsed > 0 && w.tokens > 0) out.tokensPerSecond = w.tokens / elapsed;
  if (w.gradNorms > 0) out.gradNorm = w.gradNormSum / w.gradNorms;
  return out;
}
