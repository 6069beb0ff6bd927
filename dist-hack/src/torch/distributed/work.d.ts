import type { WorkHandle } from '../native-api.js';
/**
 * A collective in flight. `wait()` resolves once it completed on this rank (waiting on a
 * worker thread: the event loop keeps running) and rejects with an Error naming the collective
 * and the rank when it failed or timed out; `waitSync()` blocks instead.
 */
export declare class Work {
    private readonly handles;
    private readonly after?;
    private readonly cleanup?;
    private done;
    private pending;
    /** @internal */
    constructor(handles: WorkHandle[], after?: (() => void) | undefined, cleanup?: (() => void) | undefined);
    /** Resolves when the collective has completed on this rank. */
    wait(timeoutMs?: number): Promise<void>;
    /** Blocks the calling thread until the collective has completed on this rank. */
    waitSync(timeoutMs?: number): void;
    /** Whether the collective has completed (successfully or not), without waiting. */
    isCompleted(): boolean;
    private complete;
}
