import { readFileSync } from 'node:fs';
const KEY = 'torchrunner_alive';
const PID_KEY = 'torchrunner_pid';
const CLOSED_KEY = 'torchrunner_closed';
/** What a stalled peer's message says: `rank 3 stopped responding (last heartbeat 12 s ago)`. */
export function describeStalled(peer) {
    const ago = `${Math.round(peer.silentMs / 1000)} s ago`;
    if (peer.storeGone)
        return `the rendezvous store, which rank 0 serves, stopped answering (${ago}): rank 0 exited or stopped responding`;
    if (peer.exited === true)
        return `rank ${peer.rank} exited (its process is gone; last heartbeat ${ago})`;
    if (peer.exited === false)
        return `rank ${peer.rank} stopped responding (last heartbeat ${ago}; its process is stopped)`;
    return `rank ${peer.rank} stopped responding (last heartbeat ${ago})`;
}
/**
 * A heartbeat per rank in the rendezvous store, so that a collective that fails because a
 * peer died can say which ranks are gone: each rank bumps its counter every `intervalMs`; a
 * rank whose counter stands still for a few intervals is lost.
 */
export class Liveness {
    store;
    rank;
    worldSize;
    intervalMs;
    timer = null;
    watcher = null;
    constructor(store, rank, worldSize, intervalMs = 500) {
        this.store = store;
        this.rank = rank;
        this.worldSize = worldSize;
        this.intervalMs = intervalMs;
    }
    start() {
        void this.store.add(`${PID_KEY}/${this.rank}`, process.pid).catch(() => undefined);
        const beat = () => void this.store.add(`${KEY}/${this.rank}`, 1).catch(() => undefined);
        beat();
        this.timer = setInterval(beat, this.intervalMs);
        this.timer.unref();
    }
    /** Says in the store that this rank closes cleanly, so that its silence from now on is not taken for a fault. */
    async markClosed() {
        await this.store.add(`${CLOSED_KEY}/${this.rank}`, 1).catch(() => undefined);
    }
    stop() {
        if (this.timer)
            clearInterval(this.timer);
        this.timer = null;
        if (this.watcher)
            clearInterval(this.watcher);
        this.watcher = null;
    }
    /**
     * Watches the other ranks' heartbeats every interval and calls `onStalled` once, for the
     * first rank whose heartbeat stood still for `timeoutMs` (or when the store stops answering
     * that long). On one host, a rank whose process is still running (busy in a long synchronous
     * call) is not reported: only one that is gone or stopped. The checks run on this thread's event loop: while it is blocked in a
     * synchronous native call (a synchronous collective), nothing is checked.
     *
     * @param sameHost - every rank runs on this host, so a rank whose published pid no longer exists has exited
     * @param onStalled - returns false when it did not act (this rank is not waiting on its peers): the watch goes on
     */
    watch(timeoutMs, sameHost, onStalled) {
        const others = [...Array(this.worldSize).keys()].filter((r) => r !== this.rank);
        const seen = new Map();
        let storeOkAt = Date.now();
        let busy = false;
        let done = false;
        const check = async () => {
            if (busy || done)
                return;
            busy = true;
            try {
                const now = Date.now();
                let values;
                try {
                    values = await Promise.all(others.map((r) => this.store.add(`${KEY}/${r}`, 0)));
                    storeOkAt = Date.now();
                }
                catch {
                    if (Date.now() - storeOkAt > timeoutMs && !done)
                        done = onStalled({ rank: 0, silentMs: Date.now() - storeOkAt, exited: null, storeGone: true });
                    return;
                }
                for (const [i, r] of others.entries()) {
                    const last = seen.get(r);
                    if (!last || last.value !== values[i])
                        seen.set(r, { value: values[i], at: now });
                    else if (now - last.at > timeoutMs && !done) {
                        // On this host the process itself says whether it is gone, stopped, or only busy
                        // (a long synchronous call also stops its heartbeat): a busy rank is waited for.
                        const state = sameHost ? await this.processState(r) : 'unknown';
                        if (state === 'running' || (await this.closedCleanly(r)))
                            continue;
                        done = onStalled({ rank: r, silentMs: now - last.at, exited: state === 'gone' ? true : state === 'stopped' ? false : null, storeGone: false });
                        if (done)
                            return;
                    }
                }
            }
            finally {
                busy = false;
            }
        };
        // Every rank reads every other's counter: checked a few times per timeout, not every beat, to keep the store's load low in large worlds.
        this.watcher = setInterval(() => void check(), Math.max(this.intervalMs, timeoutMs / 6));
        this.watcher.unref();
    }
    async closedCleanly(r) {
        try {
            return (await this.store.add(`${CLOSED_KEY}/${r}`, 0)) > 0;
        }
        catch {
            return false;
        }
    }
    /** Rank `r`'s process on this host (from the pid it published): gone, stopped (SIGSTOP, a debugger), running (busy or waiting), or unknown. */
    async processState(r) {
        let pid;
        try {
            pid = await this.store.add(`${PID_KEY}/${r}`, 0);
        }
        catch {
            return 'unknown';
        }
        if (!(pid > 0))
            return 'unknown';
        try {
            process.kill(pid, 0);
        }
        catch (err) {
            return err.code === 'ESRCH' ? 'gone' : 'unknown';
        }
        try {
            // /proc/<pid>/stat: "pid (comm) S ...": the state letter follows the last ')'.
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
            return state === 'T' || state === 't' ? 'stopped' : state === 'Z' || state === 'X' ? 'gone' : 'running';
        }
        catch {
            return 'unknown';
        }
    }
    /** The other ranks whose heartbeat stood still over four intervals; `[0]` when the store itself (served by rank 0) is gone. */
    async lostRanks() {
        const others = [...Array(this.worldSize).keys()].filter((r) => r !== this.rank);
        try {
            const read = () => Promise.all(others.map((r) => this.store.add(`${KEY}/${r}`, 0)));
            const before = await read();
            await new Promise((resolve) => setTimeout(resolve, this.intervalMs * 4));
            const after = await read();
            return others.filter((_, i) => after[i] === before[i]);
        }
        catch {
            return this.rank === 0 ? [] : [0];
        }
    }
    /** `err` with the lost ranks named, when there are any. */
    async explain(err, what) {
        const lost = await this.lostRanks();
        const base = err instanceof Error ? err : new Error(String(err));
        if (lost.length === 0)
            return base;
        const ranks = `rank${lost.length > 1 ? 's' : ''} ${lost.join(', ')}`;
        return new Error(`${what} failed on rank ${this.rank}: lost ${ranks} (no heartbeat in the rendezvous store${lost.includes(0) ? ', or the store, which rank 0 serves, is gone' : ''}); ` +
            `${ranks} stopped or ${lost.length > 1 ? 'their' : 'its'} node went down: see ${lost.length > 1 ? 'their' : 'its'} log. (${base.message})`, { cause: base });
    }
}
//# sourceMappingURL=liveness.js.map