import { native } from '../native.js';
/**
 * A collective in flight. `wait()` resolves once it completed on this rank (waiting on a
 * worker thread: the event loop keeps running) and rejects with an Error naming the collective
 * and the rank when it failed or timed out; `waitSync()` blocks instead.
 */
export class Work {
    handles;
    after;
    cleanup;
    done = false;
    pending = null;
    /** @internal */
    constructor(handles, after, cleanup) {
        this.handles = handles;
        this.after = after;
        this.cleanup = cleanup;
    }
    /** Resolves when the collective has completed on this rank. */
    wait(timeoutMs) {
        if (this.done)
            return Promise.resolve();
        this.pending ??= (async () => {
            try {
                for (const h of this.handles)
                    await native.workWait(h, timeoutMs);
                this.complete();
            }
            finally {
                this.cleanup?.();
            }
        })();
        return this.pending;
    }
    /** Blocks the calling thread until the collective has completed on this rank. */
    waitSync(timeoutMs) {
        if (this.done)
            return;
        if (this.pending)
            throw new Error('Work.waitSync: an asynchronous wait() is already in progress; await it instead');
        try {
            for (const h of this.handles)
                native.workWaitSync(h, timeoutMs);
            this.complete();
        }
        finally {
            this.cleanup?.();
        }
    }
    /** Whether the collective has completed (successfully or not), without waiting. */
    isCompleted() {
        return this.done || this.handles.every((h) => native.workIsCompleted(h));
    }
    complete() {
        if (this.done)
            return;
        this.after?.();
        this.done = true;
    }
}
//# sourceMappingURL=work.js.map