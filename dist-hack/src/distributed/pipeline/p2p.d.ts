import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { Tensor } from '../../torch/tensor.js';
/** What a message between pipeline stages carries (`output`: the last stage's output, shared with the others in inference). */
export type StageMessageKind = 'activation' | 'gradient' | 'target' | 'output';
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
export declare class StageLink {
    readonly group: ProcessGroup;
    readonly timeoutMs: number;
    private pending;
    /** Milliseconds spent waiting on peers so far (receives and the sends' completion): the stage's idle time. */
    waitMs: number;
    constructor(group: ProcessGroup, timeoutMs: number);
    /** Posts `tensor` (contiguous; copied when not) to stage `peer`, labelled `kind` of micro-batch `microbatch` for the peer's model chunk `chunk`. */
    send(tensor: Tensor, peer: number, kind: StageMessageKind, microbatch: number, chunk?: number): void;
    /**
     * Receives the `kind` of micro-batch `microbatch` for this stage's model chunk `chunk` from stage `peer`.
     *
     * @throws Error when the header says another kind or micro-batch (the schedules disagree),
     *   or when nothing arrives within the timeout
     */
    recv(peer: number, kind: StageMessageKind, microbatch: number, chunk?: number): Promise<Tensor>;
    /** Waits for every send posted so far (each within the timeout) and frees their buffers. */
    flush(): Promise<void>;
    private wait;
}
