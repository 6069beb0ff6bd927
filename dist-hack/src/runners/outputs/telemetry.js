import { AverageMeter } from '../../metrics/average-meter.js';
import { flopsRate } from '../../metrics/flops.js';
import { StepTimer } from '../../metrics/step-timer.js';
import { Throughput } from '../../metrics/throughput.js';
/**
 * Training meters: the loss since the last log line and since the start of the period (an
 * epoch, or the steps since the last evaluation round), step time, samples/s and tokens/s
 * over a sliding window, and the gradient norm.
 */
export class TrainTelemetry {
    intervalLoss = new AverageMeter();
    periodLossMeter = new AverageMeter();
    gradNorm = new AverageMeter();
    timer = new StepTimer();
    throughput = new Throughput();
    flops;
    run = { samples: 0, tokens: 0, ms: 0 };
    /** Starts a `train()` call: its totals start over, and `flops` (when given) adds FLOP/s and MFU to the rates. */
    startRun(flops) {
        this.flops = flops;
        this.run.samples = this.run.tokens = this.run.ms = 0;
    }
    /** Starts a period (after set-up or an evaluation, so pauses stay out of the rates). */
    startPeriod() {
        this.periodLossMeter.reset();
        this.resumeTiming();
    }
    /** Leaves a pause (evaluation, checkpoint) out of step times and rates. */
    resumeTiming() {
        this.timer.reset();
        this.timer.start();
        this.throughput.reset();
    }
    /** Records one optimizer step (taken or skipped). */
    step(report) {
        const now = performance.now();
        this.run.ms += this.timer.lap(now);
        this.run.samples += report.samples;
        this.run.tokens += report.tokens;
        this.throughput.update(report.samples, report.tokens, now);
        this.intervalLoss.update(report.loss);
        this.periodLossMeter.update(report.loss);
        if (report.gradNorm !== undefined)
            this.gradNorm.update(report.gradNorm);
    }
    /** The latest step's loss. */
    get lastLoss() {
        return this.intervalLoss.value;
    }
    /** Means and rates for a log line; resets the interval's loss, step time and grad-norm means. */
    takeInterval() {
        const out = { loss: this.intervalLoss.mean };
        if (this.timer.count > 0)
            out.stepTime = this.timer.mean / 1000;
        const samples = this.throughput.samplesPerSecond;
        if (Number.isFinite(samples) && samples > 0)
            out.samplesPerSecond = samples;
        const tokens = this.throughput.tokensPerSecond;
        if (Number.isFinite(tokens) && tokens > 0) {
            out.tokensPerSecond = tokens;
            if (this.flops)
                Object.assign(out, flopsRate(tokens, this.flops.perToken, this.flops.modelParallelSize, this.flops.peakFlops));
        }
        if (this.gradNorm.count > 0)
            out.gradNorm = this.gradNorm.mean;
        this.intervalLoss.reset();
        this.gradNorm.reset();
        this.timer.reset();
        this.timer.start();
        return out;
    }
    /** Mean rates since {@link startRun}; null before any step was timed. */
    runThroughput() {
        const { samples, tokens, ms } = this.run;
        if (!(ms > 0))
            return null;
        const seconds = ms / 1000;
        const out = { seconds, samplesPerSecond: samples / seconds, tokensPerSecond: tokens / seconds };
        if (this.flops && tokens > 0)
            Object.assign(out, flopsRate(out.tokensPerSecond, this.flops.perToken, this.flops.modelParallelSize, this.flops.peakFlops));
        return out;
    }
    /** Mean loss over the period's steps (NaN before any). */
    get periodLoss() {
        return this.periodLossMeter.mean;
    }
}
//# sourceMappingURL=telemetry.js.map