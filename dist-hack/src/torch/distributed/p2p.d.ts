import { Tensor } from '../tensor.js';
import { irecv, isend } from './collectives.js';
import type { ProcessGroup } from './process-group.js';
import type { Work } from './work.js';
/** `isend` or `irecv`, the functions a {@link P2POp} names (PyTorch passes the functions too). */
export type P2PFunction = typeof isend | typeof irecv;
/**
 * One point-to-point operation of {@link batchIsendIrecv} (PyTorch's `P2POp`): `op` is
 * `isend` or `irecv`, `peer` a global rank.
 */
export declare class P2POp {
    readonly op: P2PFunction;
    readonly tensor: Tensor;
    readonly peer: number;
    readonly group?: ProcessGroup;
    readonly tag: number;
    constructor(op: P2PFunction, tensor: Tensor, peer: number, options?: {
        group?: ProcessGroup;
        tag?: number;
    });
}
/**
 * Posts every send and receive of `ops` at once and returns their Works, in order (PyTorch's
 * `batch_isend_irecv`). Posting all before waiting on any is what lets two ranks that both send
 * first make progress on Gloo, where a send completes only once the peer posted its receive.
 * Every op must use the same group.
 */
export declare function batchIsendIrecv(ops: P2POp[]): Work[];
