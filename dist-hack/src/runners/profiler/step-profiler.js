// Records a window of optimizer steps as spans on the JS thread: the runner calls in through
// stepBoundary / span / spanAsync, which cost one branch when nothing is being recorded.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromeTrace } from './trace-events.js';
const microseconds = (ms) => Math.round(ms * 1000 * 1000) / 1000;
/**
 * The profiler window of `config.profile`: the steps `start` … `start + steps - 1` (as the
 * logs count them) are recorded as a `step N` span each, from the first data fetch of the
 * step's accumulation window to the first of the next, with the phases inside as child spans
 * (`data`, `forward`, `backward`, collectives, `optimizer`, `evaluation`, `checkpoint`, event
 * loop turns). Once the window is recorded the trace is written, asynchronously, as Chrome
 * trace JSON; {@link flush} waits for the write.
 *
 * Times are wall-clock times of the JS thread (`performance.now()`); native work that runs
 * synchronously (forward, backward, the optimizer on CPU) is inside the span that called it.
 * Per-operator timings are not recorded.
 */
export class StepProfiler {
    window;
    events = [];
    open;
    recorded = 0;
    written = false;
    pending;
    output;
    constructor(window = undefined) {
        this.window = window;
    }
    /** Whether spans are being recorded now (inside a step of the window). */
    get recording() {
        return this.open !== undefined;
    }
    /** Whether the window was recorded (or training ended before it was complete). */
    get done() {
        return this.written;
    }
    /** Where the trace goes; without an output nothing is recorded. */
    setOutput(output) {
        this.output = output;
    }
    /**
     * The start of an accumulation window whose optimizer step will be `step` (1-based):
     * closes the step being recorded and opens `step` when it falls in the window.
     */
    stepBoundary(step) {
        if (!this.window || !this.output || this.written)
            return;
        if (this.open)
            this.closeStep();
        if (this.written)
            return;
        if (step >= this.window.start && step < this.window.start + this.window.steps) {
            this.open = { step, start: performance.now(), taken: false, microSteps: 0 };
        }
    }
    /** A micro-step began (counted in the step span's args). */
    microStep() {
        if (this.open)
            this.open.microSteps += 1;
    }
    /** The open step's optimizer step was taken (a span without one is not counted as a step). */
    stepTaken() {
        if (this.open)
            this.open.taken = true;
    }
    /** Runs `fn`, recording it as a span when a step is being recorded. */
    span(name, cat, fn, args) {
        if (!this.open)
            return fn();
        const start = performance.now();
        try {
            return fn();
        }
        finally {
            this.add(name, cat, start, performance.now(), args);
        }
    }
    /**
     * Runs `fn`, recording it as a span when a step is being recorded: a promise it returns ends
     * the span when it settles. Returns what `fn` returns, so that a call with nothing to wait
     * for (no promise) needs no await, and adds no await when nothing is recorded.
     */
    spanAsync(name, cat, fn, args) {
        if (!this.open)
            return fn();
        const start = performance.now();
        const end = () => this.add(name, cat, start, performance.now(), args);
        let out;
        try {
            out = fn();
        }
        catch (err) {
            end();
            throw err;
        }
        if (out instanceof Promise)
            return out.finally(end);
        end();
        return out;
    }
    /** Records a span measured by the caller (`performance.now()` times). */
    add(name, cat, start, end, args = {}) {
        if (!this.open || !this.output)
            return;
        this.events.push({ name, cat, ph: 'X', ts: microseconds(start), dur: microseconds(end - start), pid: this.output.pid, tid: 0, args });
    }
    /** The end of training: closes the open step and starts writing what was recorded. */
    finish() {
        if (this.open)
            this.closeStep();
        if (!this.written && this.events.length > 0)
            this.write();
    }
    /** Resolves when the trace write started so far has finished. */
    async flush() {
        await this.pending;
    }
    closeStep() {
        const open = this.open;
        const end = performance.now();
        const name = open.taken ? `step ${open.step}` : `before step ${open.step}`;
        this.add(name, 'step', open.start, end, { step: open.step, microSteps: open.microSteps });
        this.open = undefined;
        if (open.taken)
            this.recorded += 1;
        if (this.recorded >= this.window.steps)
            this.write();
    }
    write() {
        this.written = true;
        const out = this.output;
        const trace = chromeTrace(this.events, out.pid, 0, { ...out.facts, start: this.window.start, steps: this.recorded });
        this.events = [];
        const text = JSON.stringify(trace);
        const tmp = `${out.path}.tmp-${process.pid}`;
        this.pending = (async () => {
            try {
                await mkdir(dirname(out.path), { recursive: true });
                await writeFile(tmp, text);
                await rename(tmp, out.path);
            }
            catch (error) {
                out.warn(`cannot write the profile trace ${out.path}: ${error.message}`);
            }
        })();
    }
}
//# sourceMappingURL=step-profiler.js.map