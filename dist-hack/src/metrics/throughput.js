/**
 * Samples and tokens per second over a sliding time window, so that the rate reflects the
 * current speed rather than an average diluted by start-up and evaluation pauses. Rates are
 * measured from the oldest update kept (or the start, until the window is full) to the last.
 * Call {@link Throughput.reset} after a pause (evaluation) to leave it out of the rates.
 * Updates closer together than 1/128 of the window share one kept event (the newest update
 * moves it forward), so a step of microseconds neither allocates nor grows the list.
 */
export class Throughput {
    windowMs;
    clock;
    /** Each update's time and the running totals of samples and tokens up to it; those before `head` are out of the window. */
    events = [];
    head = 0;
    constructor(options = {}) {
        this.windowMs = options.windowMs ?? 10_000;
        this.clock = options.clock ?? (() => performance.now());
        this.reset();
    }
    /** Records that `samples` samples (and `tokens` tokens) were just processed, at `now` (default: the clock). */
    update(samples, tokens = 0, now) {
        const time = now ?? this.clock();
        const n = this.events.length;
        const last = this.events[n - 1];
        // The reference event (the window's start) is never moved; the newest one is, until it is a bucket past the one before it.
        if (n - this.head >= 2 && time - this.events[n - 2].time < this.windowMs / 128) {
            last.time = time;
            last.samples += samples;
            last.tokens += tokens;
            return;
        }
        this.events.push({ time, samples: last.samples + samples, tokens: last.tokens + tokens });
        // Keep the newest event at or beyond the window's start as the reference point.
        while (this.events.length - this.head > 2 && time - this.events[this.head + 1].time >= this.windowMs)
            this.head += 1;
        // Drop what fell out of the window now and then, not at every update.
        if (this.head >= 256 && this.head * 2 >= this.events.length) {
            this.events = this.events.slice(this.head);
            this.head = 0;
        }
    }
    /** Samples per second over the window (NaN when no time has passed). */
    get samplesPerSecond() {
        return this.rate('samples');
    }
    /** Tokens per second over the window (NaN when no time has passed). */
    get tokensPerSecond() {
        return this.rate('tokens');
    }
    /** Starts over now. */
    reset() {
        this.events = [{ time: this.clock(), samples: 0, tokens: 0 }];
        this.head = 0;
    }
    rate(unit) {
        const first = this.events[this.head];
        const last = this.events.at(-1);
        const seconds = (last.time - first.time) / 1000;
        if (seconds <= 0)
            return NaN;
        return (last[unit] - first[unit]) / seconds;
    }
}
//# sourceMappingURL=throughput.js.map