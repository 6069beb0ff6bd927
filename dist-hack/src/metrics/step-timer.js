import { AverageMeter } from './average-meter.js';
/**
 * Time between consecutive steps, data loading included: `start()` before the loop, `lap()`
 * after each step returns the step's milliseconds and adds them to the running statistics.
 */
export class StepTimer {
    clock;
    started;
    meter = new AverageMeter();
    /** @param clock milliseconds clock; default `performance.now`. */
    constructor(clock) {
        this.clock = clock ?? (() => performance.now());
    }
    /** Starts timing the next step (also after a pause that should not count). */
    start() {
        this.started = this.clock();
    }
    /** Ends the current step at `now` (default: the clock) and starts the next; returns the step's milliseconds. */
    lap(now) {
        now ??= this.clock();
        if (this.started === undefined)
            throw new Error('StepTimer.lap() called before start()');
        const ms = now - this.started;
        this.started = now;
        this.meter.update(ms);
        return ms;
    }
    /** Milliseconds of the last step (NaN before any). */
    get last() {
        return this.meter.value;
    }
    /** Mean milliseconds per step since the last reset. */
    get mean() {
        return this.meter.mean;
    }
    /** Steps timed since the last reset. */
    get count() {
        return this.meter.count;
    }
    /** Milliseconds of all steps timed since the last reset. */
    get total() {
        return this.meter.sum;
    }
    /** Forgets the statistics; the timer stops until the next `start()`. */
    reset() {
        this.meter.reset();
        this.started = undefined;
    }
}
//# sourceMappingURL=step-timer.js.map