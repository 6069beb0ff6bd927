/**
 * Units per second of a progress phase, over a sliding time window so that the estimate
 * follows speed changes (a slow first step, evaluation pauses) instead of the phase average.
 * A new phase, or `done` going backwards, starts over.
 */
export class ProgressRate {
    windowMs;
    phase;
    samples = [];
    started = 0;
    /** @param windowMs how far back the rate looks. */
    constructor(windowMs = 10_000) {
        this.windowMs = windowMs;
    }
    /** Records `progress` seen at `now` (milliseconds). */
    update(progress, now) {
        const last = this.samples.at(-1);
        if (progress.phase !== this.phase || (last && progress.done < last.done)) {
            this.phase = progress.phase;
            this.samples = [];
            this.started = now;
        }
        this.samples.push({ time: now, done: progress.done });
        // Keep one sample older than the window as the reference point.
        while (this.samples.length > 2 && now - this.samples[1].time >= this.windowMs)
            this.samples.shift();
    }
    /** Units per second, NaN until two samples are apart in time. */
    get perSecond() {
        const first = this.samples[0];
        const last = this.samples.at(-1);
        if (!first || !last || last.time <= first.time)
            return NaN;
        return ((last.done - first.done) * 1000) / (last.time - first.time);
    }
    /** Seconds since the phase started. */
    elapsed(now) {
        return (now - this.started) / 1000;
    }
}
//# sourceMappingURL=progress-rate.js.map