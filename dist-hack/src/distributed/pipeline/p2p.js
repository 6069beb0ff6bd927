import { empty, tensor as makeTensor } from '../../torch/creation.js';
import { dtypeCode, dtypeFromCode } from '../../torch/dtype.js';
import { Tensor } from '../../torch/tensor.js';
const KINDS = ['activation', 'gradient', 'target', 'output'];
const MAGIC = 0x70697065; // "pipe"
const HEADER_LENGTH = 16;
const MAX_DIMS = HEADER_LENGTH - 6;
// Each kind, for each receiving model chunk, is its own ordered stream per pair of stages (a direction): header and payload tags.
const stream = (kind, chunk) => KINDS.indexOf(kind) + KINDS.length * chunk;
const headerTag = (kind, chunk) => 2 * stream(kind, chunk);
const payloadTag = (kind, chunk) => 2 * stream(kind, chunk) + 1;
const chunkOf = (chunk) => (chunk > 0 ? ` for chunk ${chunk}` : '');
/**
 * Tensors between the stages of one pipeline, over its process group (group rank = stage).
 * Every tensor travels as a header (kind, micro-batch, chunk, dtype, shape) and a payload,
 * tagged by kind (activations forward, gradients backward, targets from the first stage to
 * the last) and by the receiver's model chunk (interleaved schedules: each chunk's messages
 * are their own stream, in micro-batch order);
 * the receiver checks the header's micro-batch against what its schedule expects, so stages
 * whose schedules disagree fail with a message instead of mixing micro-batches.
 *
 * A Gloo send completes only once the peer posts the matching receive, so sends are posted
 * and left in flight ({@link send} never waits): a stage posts its send and its next receive
 * together and only ever waits on receives, and {@link flush} waits for the sends at the end
 * of a schedule. Every wait carries the timeout, so two stages that both wait on each other
 * fail within it instead of hanging.
 */
export class StageLink {
    group;
    timeoutMs;
    pending = [];
    /** Milliseconds spent waiting on peers so far (receives and the sends' completion): the stage's idle time. */
    waitMs = 0;
    constructor(group, timeoutMs) {
        this.group = group;
        this.timeoutMs = timeoutMs;
    }
    /** Posts `tensor` (contiguous; copied when not) to stage `peer`, labelled `kind` of micro-batch `microbatch` for the peer's model chunk `chunk`. */
    send(tensor, peer, kind, microbatch, chunk = 0) {
        if (!(tensor instanceof Tensor))
            throw new TypeError(`pipeline: a stage can only send one Tensor as its ${kind}, got ${describe(tensor)}`);
        if (tensor.dim() > MAX_DIMS)
            throw new RangeError(`pipeline: a ${kind} of ${tensor.dim()} dimensions cannot be sent (at most ${MAX_DIMS})`);
        // Kept: a send outlives the scope that posts it, until flush().
        const payload = tensor.detach().contiguous().keep();
        const fields = [MAGIC, KINDS.indexOf(kind), microbatch, chunk, dtypeCode(tensor.dtype), tensor.dim(), ...tensor.shape];
        while (fields.length < HEADER_LENGTH)
            fields.push(0);
        const header = makeTensor(BigInt64Array.from(fields.map(BigInt))).keep();
        const h = this.group.send(header, peer, { tag: headerTag(kind, chunk), async: true });
        const p = this.group.send(payload, peer, { tag: payloadTag(kind, chunk), async: true });
        const what = `${kind} of micro-batch ${microbatch}${chunkOf(chunk)} to stage ${peer}`;
        this.pending.push({ work: h, tensors: [header], what }, { work: p, tensors: [payload], what });
    }
    /**
     * Receives the `kind` of micro-batch `microbatch` for this stage's model chunk `chunk` from stage `peer`.
     *
     * @throws Error when the header says another kind or micro-batch (the schedules disagree),
     *   or when nothing arrives within the timeout
     */
    async recv(peer, kind, microbatch, chunk = 0) {
        const me = this.group.rank;
        const header = empty([HEADER_LENGTH], { dtype: 'int64' });
        const what = `the ${kind} of micro-batch ${microbatch}${chunkOf(chunk)} from stage ${peer}`;
        try {
            await this.wait(this.group.recv(header, peer, { tag: headerTag(kind, chunk), async: true }), what);
            const f = Array.from(header.toArray(), Number);
            if (f[0] !== MAGIC)
                throw new Error(`pipeline stage ${me}: stage ${peer} sent something that is not a pipeline message`);
            const gotKind = KINDS[f[1]] ?? `message kind ${f[1]}`;
            if (gotKind !== kind || f[2] !== microbatch || f[3] !== chunk) {
                throw new Error(`pipeline stage ${me} expected ${what} but received the ${gotKind} of micro-batch ${f[2]}${chunkOf(f[3])}; ` +
                    `the stages' schedules disagree (do all stages run the same number of micro-batches?)`);
            }
            const shape = f.slice(6, 6 + f[5]);
            const out = empty(shape, { dtype: dtypeFromCode(f[4]) });
            await this.wait(this.group.recv(out, peer, { tag: payloadTag(kind, chunk), async: true }), what);
            return out;
        }
        finally {
            header.dispose();
        }
    }
    /** Waits for every send posted so far (each within the timeout) and frees their buffers. */
    async flush() {
        const pending = this.pending;
        this.pending = [];
        let failure;
        for (const s of pending) {
            try {
                if (!failure)
                    await this.wait(s.work, `sending the ${s.what}`);
            }
            catch (err) {
                failure = err;
            }
            finally {
                for (const t of s.tensors)
                    t.dispose();
            }
        }
        if (failure)
            throw failure;
    }
    async wait(work, what) {
        const start = performance.now();
        try {
            await work.wait(this.timeoutMs);
        }
        catch (err) {
            // Only a wait that ran its whole timeout may be a schedule waiting on itself; an earlier failure is the peer's connection.
            const timedOut = performance.now() - start >= this.timeoutMs * 0.99;
            throw new Error(timedOut
                ? `pipeline stage ${this.group.rank}: ${what} did not complete within ${this.timeoutMs} ms (${err.message}); ` +
                    `a stage that waits on a peer which waits on it in turn deadlocks: post sends and receives together`
                : `pipeline stage ${this.group.rank}: ${what} failed (${err.message})`, { cause: err });
        }
        finally {
            this.waitMs += performance.now() - start;
        }
    }
}
function describe(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? v.constructor?.name ?? 'an object' : typeof v;
}
//# sourceMappingURL=p2p.js.map