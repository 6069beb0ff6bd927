import { Tensor } from '../tensor.js';
import { irecv, isend } from './collectives.js';
/**
 * One point-to-point operation of {@link batchIsendIrecv} (PyTorch's `P2POp`): `op` is
 * `isend` or `irecv`, `peer` a global rank.
 */
export class P2POp {
    op;
    tensor;
    peer;
    group;
    tag;
    constructor(op, tensor, peer, options = {}) {
        this.op = op;
        this.tensor = tensor;
        this.peer = peer;
        if (op !== isend && op !== irecv)
            throw new TypeError('P2POp: op must be torch.distributed.isend or torch.distributed.irecv');
        if (!(tensor instanceof Tensor))
            throw new TypeError('P2POp: expected a Tensor');
        if (!Number.isInteger(peer) || peer < 0)
            throw new RangeError(`P2POp: peer must be a non-negative global rank, got ${peer}`);
        this.group = options.group;
        this.tag = options.tag ?? 0;
    }
}
/**
 * Posts every send and receive of `ops` at once and returns their Works, in order (PyTorch's
 * `batch_isend_irecv`). Posting all before waiting on any is what lets two ranks that both send
 * first make progress on Gloo, where a send completes only once the peer posted its receive.
 * Every op must use the same group.
 */
export function batchIsendIrecv(ops) {
    if (!Array.isArray(ops) || ops.length === 0 || !ops.every((o) => o instanceof P2POp)) {
        throw new TypeError('batchIsendIrecv: expected a non-empty array of P2POp');
    }
    const group = ops[0].group;
    if (ops.some((o) => o.group !== group))
        throw new Error('batchIsendIrecv: every P2POp must use the same group');
    return ops.map((o) => o.op(o.tensor, o.peer, { group: o.group, tag: o.tag }));
}
//# sourceMappingURL=p2p.js.map