import { EventEmitter } from 'node:events';
/** The names of {@link RunnerEvents}. */
export const RUNNER_EVENTS = ['step', 'evaluation', 'checkpoint', 'message'];
/**
 * A typed event emitter for a run's progress. Listeners run synchronously inside the loop: keep
 * them short, and copy what they keep (the events are plain objects, never tensors). A listener
 * that throws fails `train()` like an error of the loop would.
 */
export class RunEvents {
    emitter = new EventEmitter();
    constructor() {
        // Services attach one listener per request or connection; Node's leak warning would print to stderr.
        this.emitter.setMaxListeners(0);
    }
    on(name, listener) {
        this.emitter.on(name, listener);
    }
    once(name, listener) {
        this.emitter.once(name, listener);
    }
    off(name, listener) {
        this.emitter.off(name, listener);
    }
    /** Whether anything listens for `name` (so that building an event can be skipped). */
    listens(name) {
        return this.emitter.listenerCount(name) > 0;
    }
    emit(name, event) {
        if (this.emitter.listenerCount(name) > 0)
            this.emitter.emit(name, event);
    }
}
/**
 * Every event of a run as an async iterator, in the order emitted, each with its `type`. Events
 * are queued from the moment it is created until they are read; it ends when `signal` aborts
 * or `return()` is called (a `break` out of `for await`).
 */
export function runEventStream(events, signal) {
    const queue = [];
    let wake = null;
    let done = false;
    const listeners = RUNNER_EVENTS.map((type) => {
        const listener = (e) => {
            queue.push({ type, ...e });
            wake?.();
        };
        events.on(type, listener);
        return [type, listener];
    });
    const finish = () => {
        if (done)
            return;
        done = true;
        for (const [type, listener] of listeners)
            events.off(type, listener);
        signal?.removeEventListener('abort', finish);
        wake?.();
    };
    if (signal?.aborted)
        finish();
    else
        signal?.addEventListener('abort', finish, { once: true });
    const iterator = {
        async next() {
            while (queue.length === 0 && !done)
                await new Promise((r) => (wake = r));
            wake = null;
            const value = queue.shift();
            return value === undefined ? { done: true, value: undefined } : { done: false, value };
        },
        async return() {
            finish();
            queue.length = 0;
            return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
            return iterator;
        },
    };
    return iterator;
}
//# sourceMappingURL=run-events.js.map