import { writeSync } from 'node:fs';
import { tensor as makeTensor } from '../torch/creation.js';
import { destroyProcessGroup, getDefaultGroup, initProcessGroup, isInitialized, requireState } from '../torch/distributed/init.js';
import { readDistributedEnv } from './env.js';
import { describeStalled, Liveness } from './liveness.js';
/**
 * A strategy's process group: `options.group` when given; otherwise the default group, which
 * the first {@link get} initializes from the environment (torchrun's or SLURM's, with
 * `options.init`) unless it already is. A group initialized here is destroyed by
 * {@link close}, and keeps a heartbeat in its store so that {@link naming} can say which
 * ranks are gone when a collective fails. Rank and world size are known at once.
 */
export class GroupSource {
    options;
    rank;
    localRank;
    worldSize;
    promise = null;
    resolved;
    owns = false;
    liveness = null;
    /** Collectives and pipeline waits in progress through {@link naming}: the heartbeat watch acts only during them. */
    waiting = 0;
    constructor(options = {}) {
        this.options = options;
        const env = readDistributedEnv();
        this.resolved = options.group ?? (isInitialized() ? getDefaultGroup() : null);
        this.rank = this.resolved?.rank ?? options.init?.rank ?? env.rank;
        this.worldSize = this.resolved?.size ?? options.init?.worldSize ?? env.worldSize;
        this.localRank = env.localRank;
    }
    /** The process group, initialized on first use. */
    get() {
        if (this.resolved)
            return Promise.resolve(this.resolved);
        this.promise ??= (async () => {
            if (isInitialized())
                return getDefaultGroup();
            const g = await initProcessGroup({ rank: this.rank, worldSize: this.worldSize, ...this.options.init });
            this.owns = true;
            this.liveness = new Liveness(requireState('GroupSource').store, this.rank, this.worldSize);
            this.liveness.start();
            const timeout = this.options.heartbeatTimeoutMs ?? 0;
            if (timeout > 0) {
                const env = readDistributedEnv();
                this.liveness.watch(timeout, env.localWorldSize === this.worldSize, (peer) => {
                    // Only a rank that waits on its peers acts: one busy on its own work would not be helped by stopping.
                    if (this.waiting === 0)
                        return false;
                    const message = `rank ${this.rank}: ${describeStalled(peer)}; stopping, since distributed.heartbeatTimeout is ${timeout / 1000} s`;
                    (this.options.onPeerLost ?? stopProcess)(message);
                    return true;
                });
            }
            return g;
        })().then((g) => (this.resolved = g));
        return this.promise;
    }
    /** Runs a collective; when it fails and peers are gone, the error names the lost ranks. */
    async naming(what, fn) {
        this.waiting += 1;
        try {
            return await fn();
        }
        catch (err) {
            throw this.liveness ? await this.liveness.explain(err, what) : err;
        }
        finally {
            this.waiting -= 1;
        }
    }
    /** Destroys the default group when this source initialized it. */
    async close() {
        await this.liveness?.markClosed();
        this.liveness?.stop();
        this.liveness = null;
        if (!this.owns)
            return;
        this.owns = false;
        await destroyProcessGroup();
    }
}
/** Element-wise reduction of `values` over `group` (in float64). */
export async function reduceNumbers(group, values, op) {
    if (values.length === 0)
        return [];
    const t = makeTensor(Float64Array.from(values));
    try {
        await group.allReduce(t, { op, async: true }).wait();
        return Array.from(t.toArray());
    }
    finally {
        t.dispose();
    }
}
/** Makes every rank's `tensors` (parameters, buffers) rank 0's, all broadcasts in flight at once. */
export async function broadcastFromRank0(group, tensors, where) {
    const works = [];
    for (const t of tensors) {
        if (!t.isContiguous())
            throw new Error(`${where}: every parameter and buffer must be contiguous`);
        works.push(group.broadcast(t, 0, { async: true }));
    }
    for (const w of works)
        await w.wait();
}
/**
 * The default reaction to a lost peer: say so on stderr and end the process, rather than wait
 * out the collective timeout. `process.exit` would wait for the native call still blocked on
 * the lost peer (libuv joins its thread pool at exit), so the process ends by SIGTERM's
 * default action instead (the runner's graceful-stop handlers are removed first: a graceful
 * stop would wait on the same peer).
 */
function stopProcess(message) {
    writeSync(2, `torchrunner: ${message}\n`);
    process.removeAllListeners('SIGTERM');
    process.kill(process.pid, 'SIGTERM');
}
//# sourceMappingURL=group-source.js.map