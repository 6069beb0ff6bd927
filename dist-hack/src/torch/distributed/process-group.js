import { noGrad } from '../autograd.js';
import { cat } from '../functions.js';
import { scope } from '../scope.js';
import { empty } from '../creation.js';
import { elementBytes } from '../dtype.js';
import { native } from '../native.js';
import { Tensor } from '../tensor.js';
import { checkReduceOp } from './reduce-op.js';
import { TrafficCounter } from './traffic.js';
import { Work } from './work.js';
/** The communication backends this build of libtorch provides ('gloo'; 'nccl' in CUDA builds). */
export function availableBackends() {
    return native.distBackends();
}
function tensorList(v, what) {
    if (!Array.isArray(v) || !v.every((t) => t instanceof Tensor))
        throw new TypeError(`${what}: expected an array of tensors`);
    return v;
}
function tensorArg(v, what) {
    if (!(v instanceof Tensor))
        throw new TypeError(`${what}: expected a Tensor`);
    return v;
}
function isFloating(t) {
    return ['float16', 'bfloat16', 'float32', 'float64'].includes(t.dtype);
}
/**
 * A set of processes that run collectives together, over c10d (ProcessGroupGloo on CPU,
 * ProcessGroupNCCL on CUDA builds). Ranks passed to its methods are ranks within this group.
 * Every collective runs on the backend's threads: with `{async: true}` it returns a
 * {@link Work}; otherwise it waits (blocking this thread) and returns nothing.
 */
export class ProcessGroup {
    /** @internal */
    _g;
    rank;
    size;
    backend;
    /** The global rank of each member, by group rank. */
    ranks;
    released = false;
    trafficCounter = new TrafficCounter();
    /** @internal */
    constructor(handle, ranks) {
        this._g = handle;
        const info = native.pgInfo(handle);
        this.rank = info.rank;
        this.size = info.size;
        this.backend = info.backend;
        this.ranks = ranks;
    }
    /** Connects to the other members through `options.store`; resolves once all have joined. */
    static async create(options) {
        const { backend, store, rank, size, timeoutMs } = options;
        if (!Number.isInteger(size) || size < 1)
            throw new RangeError(`ProcessGroup: size must be a positive integer, got ${size}`);
        if (!Number.isInteger(rank) || rank < 0 || rank >= size)
            throw new RangeError(`ProcessGroup: rank ${rank} is not in 0..${size - 1}`);
        if (!availableBackends().includes(backend)) {
            throw new Error(`ProcessGroup: backend '${backend}' is not available in this libtorch build (available: ${availableBackends().join(', ') || 'none'}). ` +
                (backend === 'nccl' ? 'NCCL needs a CUDA build of libtorch; use gloo on CPU.' : 'Rebuild the addon with Gloo headers installed (libgloo-dev).'));
        }
        const ranks = options.ranks ?? [...Array(size).keys()];
        if (ranks.length !== size)
            throw new RangeError('ProcessGroup: ranks must list one global rank per member');
        const handle = backend === 'gloo'
            ? await native.glooCreate(store._s, rank, size, timeoutMs, {
                hostname: options.hostname,
                interface: options.networkInterface,
                threads: options.threads,
            })
            : await native.ncclCreate(store._s, rank, size, timeoutMs);
        return new ProcessGroup(handle, ranks);
    }
    /** Group rank of a global rank, or -1 when it is not a member. */
    groupRank(globalRank) {
        return this.ranks.indexOf(globalRank);
    }
    /** @internal Draws (rank 0) or reads the group's collective sequence number, as PyTorch does at group creation. */
    async setSequenceNumber() {
        await native.pgSetSequenceNumber(this._g);
    }
    /** The group's collective sequence number (equal on every rank). */
    get sequenceNumber() {
        return native.pgSequenceNumber(this._g);
    }
    /** Drains pending work and releases the group's connections and threads. */
    async destroy() {
        if (this.released)
            return;
        this.released = true;
        await native.pgDestroy(this._g);
    }
    finish(work, options) {
        if (options?.async)
            return work;
        work.waitSync();
        return undefined;
    }
    allReduce(tensor, options = {}) {
        return this.allReduceMany([tensorArg(tensor, 'allReduce')], options);
    }
    allReduceMany(tensors, options = {}) {
        tensorList(tensors, 'allReduce');
        const op = checkReduceOp(options.op ?? 'sum', 'allReduce');
        if (tensors.length === 1) {
            const [nativeOp, after] = this.avgAsSum(op, tensors, 'allReduce');
            const h = native.pgAllReduce(this._g, [tensors[0]._h], nativeOp, options.timeoutMs);
            return this.finish(new Work([h], after), options);
        }
        // c10d reduces a list of tensors into one result (as the copies of one tensor on several
        // devices), so several tensors travel as one flat buffer and are copied back.
        const first = tensors[0];
        const other = tensors.find((t) => t.dtype !== first.dtype || t.device !== first.device);
        if (other)
            throw new TypeError(`allReduceMany: every tensor must have one dtype and device, got ${first.dtype} on ${first.device} and ${other.dtype} on ${other.device}`);
        const flat = scope(() => noGrad(() => cat(tensors.map((t) => t.detach().reshape([-1]))))).keep();
        const [nativeOp, average] = this.avgAsSum(op, [flat], 'allReduce');
        const copyBack = () => {
            average?.();
            scope(() => noGrad(() => {
                let offset = 0;
                for (const t of tensors) {
                    const n = t.numel();
                    t.copy_(flat.narrow(0, offset, n).view(t.shape));
                    offset += n;
                }
            }));
        };
        const h = native.pgAllReduce(this._g, [flat._h], nativeOp, options.timeoutMs);
        return this.finish(new Work([h], copyBack, () => flat.dispose()), options);
    }
    // Gloo has no AVG: a SUM, then a division by the group size once it completed.
    avgAsSum(op, outputs, name) {
        if (op !== 'avg')
            return [op, undefined];
        const bad = outputs.find((t) => !isFloating(t));
        if (bad)
            throw new TypeError(`${name}: op 'avg' needs a floating-point tensor, got ${bad.dtype}; use 'sum' and divide`);
        if (this.backend !== 'gloo')
            return [op, undefined];
        return ['sum', () => outputs.forEach((t) => t.div_(this.size))];
    }
    broadcast(tensor, src, options = {}) {
        const h = native.pgBroadcast(this._g, [tensorArg(tensor, 'broadcast')._h], src, options.timeoutMs);
        return this.finish(new Work([h]), options);
    }
    reduce(tensor, dst, options = {}) {
        tensorArg(tensor, 'reduce');
        const op = checkReduceOp(options.op ?? 'sum', 'reduce');
        const [nativeOp, avg] = this.avgAsSum(op, [tensor], 'reduce');
        const after = avg && this.rank === dst ? avg : undefined;
        const h = native.pgReduce(this._g, [tensor._h], dst, nativeOp, options.timeoutMs);
        return this.finish(new Work([h], after), options);
    }
    allGather(outputs, input, options = {}) {
        const outs = tensorList(outputs, 'allGather');
        const h = native.pgAllGather(this._g, outs.map((t) => t._h), tensorArg(input, 'allGather')._h, options.timeoutMs);
        return this.finish(new Work([h]), options);
    }
    gather(input, outputs, dst, options = {}) {
        const outs = outputs == null ? [] : tensorList(outputs, 'gather');
        const h = native.pgGather(this._g, outs.map((t) => t._h), tensorArg(input, 'gather')._h, dst, options.timeoutMs);
        return this.finish(new Work([h]), options);
    }
    scatter(output, inputs, src, options = {}) {
        const ins = inputs == null ? [] : tensorList(inputs, 'scatter');
        const h = native.pgScatter(this._g, tensorArg(output, 'scatter')._h, ins.map((t) => t._h), src, options.timeoutMs);
        return this.finish(new Work([h]), options);
    }
    reduceScatter(output, inputs, options = {}) {
        tensorArg(output, 'reduceScatter');
        const ins = tensorList(inputs, 'reduceScatter');
        const op = checkReduceOp(options.op ?? 'sum', 'reduceScatter');
        if (ins.length !== this.size)
            throw new RangeError(`reduceScatter: expected ${this.size} input tensors (one per rank), got ${ins.length}`);
        for (const t of ins) {
            if (t.dtype !== output.dtype || t.numel() !== output.numel()) {
                throw new TypeError(`reduceScatter: every input must have the output's dtype and size (${output.dtype}, ${output.numel()} elements)`);
            }
        }
        if (this.backend !== 'gloo') {
            const [nativeOp, after] = this.avgAsSum(op, [output], 'reduceScatter');
            const h = native.pgReduceScatter(this._g, output._h, ins.map((t) => t._h), nativeOp, options.timeoutMs);
            return this.finish(new Work([h], after), options);
        }
        const flat = cat(ins.map((t) => t.reshape(-1))).keep();
        const h = this.issueReduceScatterTensor(output, flat, op, options.timeoutMs, 'reduceScatter');
        return this.finish(new Work([h], undefined, () => flat.dispose()), options);
    }
    reduceScatterTensor(output, input, options = {}) {
        const op = checkReduceOp(options.op ?? 'sum', 'reduceScatterTensor');
        const h = this.issueReduceScatterTensor(output, input, op, options.timeoutMs, 'reduceScatterTensor');
        return this.finish(new Work([h]), options);
    }
    issueReduceScatterTensor(output, input, op, timeoutMs, name) {
        tensorArg(output, name);
        tensorArg(input, name);
        if (op === 'avg' && !isFloating(output))
            throw new TypeError(`${name}: op 'avg' needs a floating-point tensor, got ${output.dtype}; use 'sum' and divide`);
        const h = native.pgReduceScatterTensor(this._g, output._h, input._h, op, timeoutMs);
        this.trafficCounter.add(name, ((this.size - 1) * input.numel() * elementBytes(input.dtype)) / this.size);
        return h;
    }
    allGatherIntoTensor(output, input, options = {}) {
        const h = native.pgAllGatherIntoTensor(this._g, tensorArg(output, 'allGatherIntoTensor')._h, tensorArg(input, 'allGatherIntoTensor')._h, options.timeoutMs);
        this.trafficCounter.add('allGatherIntoTensor', (this.size - 1) * input.numel() * elementBytes(input.dtype));
        return this.finish(new Work([h]), options);
    }
    /**
     * Bytes this rank sent per collective since the group was created (or {@link resetTraffic}),
     * for the collectives whose algorithm this library composes (reduce-scatter, all-gather into
     * a tensor, all-to-all, send). The table in docs/distributed.md gives every collective's.
     */
    traffic() {
        return this.trafficCounter.snapshot();
    }
    /** Sets the {@link traffic} counts back to zero. */
    resetTraffic() {
        this.trafficCounter.reset();
    }
    allToAll(outputs, inputs, options = {}) {
        const outs = tensorList(outputs, 'allToAll');
        const ins = tensorList(inputs, 'allToAll');
        if (outs.length !== this.size || ins.length !== this.size) {
            throw new RangeError(`allToAll: expected ${this.size} output and ${this.size} input tensors (one per rank)`);
        }
        const dtype = ins[0].dtype;
        if (![...outs, ...ins].every((t) => t.dtype === dtype))
            throw new TypeError('allToAll: every input and output must have one dtype');
        const sendBuf = cat(ins.map((t) => t.reshape(-1))).keep();
        const outSplits = outs.map((t) => t.numel());
        const recvBuf = empty([outSplits.reduce((a, b) => a + b, 0)], { dtype }).keep();
        const h = native.pgAllToAllBase(this._g, recvBuf._h, sendBuf._h, outSplits, ins.map((t) => t.numel()), options.timeoutMs);
        this.trafficCounter.add('allToAll', ins.reduce((n, t, r) => (r === this.rank ? n : n + t.numel() * elementBytes(dtype)), 0));
        const after = () => {
            let off = 0;
            outs.forEach((t, r) => {
                const part = recvBuf.narrow(0, off, outSplits[r]);
                t.copy_(part.view(t.shape));
                part.dispose();
                off += outSplits[r];
            });
        };
        const cleanup = () => {
            sendBuf.dispose();
            recvBuf.dispose();
        };
        return this.finish(new Work([h], after, cleanup), options);
    }
    barrier(options = {}) {
        return this.finish(new Work([native.pgBarrier(this._g, options.timeoutMs)]), options);
    }
    send(tensor, dst, options = {}) {
        const h = native.pgSend(this._g, [tensorArg(tensor, 'send')._h], dst, options.tag ?? 0);
        this.trafficCounter.add('send', tensor.numel() * elementBytes(tensor.dtype));
        return this.finish(new Work([h]), options);
    }
    recv(tensor, src, options = {}) {
        const h = native.pgRecv(this._g, [tensorArg(tensor, 'recv')._h], src, options.tag ?? 0);
        return this.finish(new Work([h]), options);
    }
}
//# sourceMappingURL=process-group.js.map