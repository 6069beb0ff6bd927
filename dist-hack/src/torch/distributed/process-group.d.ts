import type { GroupHandle } from '../native-api.js';
import { Tensor } from '../tensor.js';
import { type ReduceOp } from './reduce-op.js';
import type { Store } from './store.js';
import { type CollectiveTraffic } from './traffic.js';
import { Work } from './work.js';
/** Options every collective takes. */
export interface CollectiveOptions {
    /** Return a {@link Work} at once instead of waiting (then `await work.wait()`). */
    async?: boolean;
    /** This collective's timeout in milliseconds (default: the group's). */
    timeoutMs?: number;
}
export type AsyncOptions = CollectiveOptions & {
    async: true;
};
export type SyncOptions = CollectiveOptions & {
    async?: false;
};
export interface ReduceOptions extends CollectiveOptions {
    /** Default 'sum'. */
    op?: ReduceOp;
}
/** The communication backends this build of libtorch provides ('gloo'; 'nccl' in CUDA builds). */
export declare function availableBackends(): string[];
/** Options of {@link ProcessGroup.create}. */
export interface ProcessGroupOptions {
    backend: 'gloo' | 'nccl';
    store: Store;
    rank: number;
    size: number;
    /** Timeout of connecting and of every collective, in milliseconds. */
    timeoutMs: number;
    /** Gloo: the address to bind and advertise (default: this host's name, falling back to loopback). */
    hostname?: string;
    /** Gloo: the network interface to bind (GLOO_SOCKET_IFNAME). */
    networkInterface?: string;
    /** Gloo: worker threads (default 2, PyTorch's). */
    threads?: number;
    /** The global ranks of the members, in group-rank order (default 0..size-1). */
    ranks?: number[];
}
/**
 * A set of processes that run collectives together, over c10d (ProcessGroupGloo on CPU,
 * ProcessGroupNCCL on CUDA builds). Ranks passed to its methods are ranks within this group.
 * Every collective runs on the backend's threads: with `{async: true}` it returns a
 * {@link Work}; otherwise it waits (blocking this thread) and returns nothing.
 */
export declare class ProcessGroup {
    /** @internal */
    readonly _g: GroupHandle;
    readonly rank: number;
    readonly size: number;
    readonly backend: 'gloo' | 'nccl';
    /** The global rank of each member, by group rank. */
    readonly ranks: readonly number[];
    private released;
    private readonly trafficCounter;
    /** @internal */
    constructor(handle: GroupHandle, ranks: number[]);
    /** Connects to the other members through `options.store`; resolves once all have joined. */
    static create(options: ProcessGroupOptions): Promise<ProcessGroup>;
    /** Group rank of a global rank, or -1 when it is not a member. */
    groupRank(globalRank: number): number;
    /** @internal Draws (rank 0) or reads the group's collective sequence number, as PyTorch does at group creation. */
    setSequenceNumber(): Promise<void>;
    /** The group's collective sequence number (equal on every rank). */
    get sequenceNumber(): number;
    /** Drains pending work and releases the group's connections and threads. */
    destroy(): Promise<void>;
    private finish;
    /** In place: every rank's `tensor` becomes the reduction of all ranks' tensors. */
    allReduce(tensor: Tensor, options: ReduceOptions & AsyncOptions): Work;
    allReduce(tensor: Tensor, options?: ReduceOptions & SyncOptions): void;
    allReduce(tensor: Tensor, options?: ReduceOptions): Work | void;
    /** {@link allReduce} of several tensors in one collective (each reduced element-wise). */
    allReduceMany(tensors: Tensor[], options: ReduceOptions & AsyncOptions): Work;
    allReduceMany(tensors: Tensor[], options?: ReduceOptions & SyncOptions): void;
    allReduceMany(tensors: Tensor[], options?: ReduceOptions): Work | void;
    private avgAsSum;
    /** In place: every rank's `tensor` becomes group rank `src`'s. */
    broadcast(tensor: Tensor, src: number, options: AsyncOptions): Work;
    broadcast(tensor: Tensor, src: number, options?: SyncOptions): void;
    broadcast(tensor: Tensor, src: number, options?: CollectiveOptions): Work | void;
    /** Group rank `dst`'s `tensor` becomes the reduction of all ranks' tensors (the others' are scratch). */
    reduce(tensor: Tensor, dst: number, options: ReduceOptions & AsyncOptions): Work;
    reduce(tensor: Tensor, dst: number, options?: ReduceOptions & SyncOptions): void;
    reduce(tensor: Tensor, dst: number, options?: ReduceOptions): Work | void;
    /** `outputs[r]` receives group rank r's `input` on every rank. */
    allGather(outputs: Tensor[], input: Tensor, options: AsyncOptions): Work;
    allGather(outputs: Tensor[], input: Tensor, options?: SyncOptions): void;
    allGather(outputs: Tensor[], input: Tensor, options?: CollectiveOptions): Work | void;
    /** On `dst`, `outputs[r]` receives group rank r's `input`; other ranks pass `outputs = null`. */
    gather(input: Tensor, outputs: Tensor[] | null, dst: number, options: AsyncOptions): Work;
    gather(input: Tensor, outputs: Tensor[] | null, dst: number, options?: SyncOptions): void;
    gather(input: Tensor, outputs: Tensor[] | null, dst: number, options?: CollectiveOptions): Work | void;
    /** Group rank r's `output` receives `inputs[r]` of rank `src`; other ranks pass `inputs = null`. */
    scatter(output: Tensor, inputs: Tensor[] | null, src: number, options: AsyncOptions): Work;
    scatter(output: Tensor, inputs: Tensor[] | null, src: number, options?: SyncOptions): void;
    scatter(output: Tensor, inputs: Tensor[] | null, src: number, options?: CollectiveOptions): Work | void;
    /**
     * Group rank r's `output` becomes the reduction over ranks of their `inputs[r]`. On Gloo the
     * inputs are concatenated (one native copy) and reduced by {@link reduceScatterTensor}.
     */
    reduceScatter(output: Tensor, inputs: Tensor[], options: ReduceOptions & AsyncOptions): Work;
    reduceScatter(output: Tensor, inputs: Tensor[], options?: ReduceOptions & SyncOptions): void;
    reduceScatter(output: Tensor, inputs: Tensor[], options?: ReduceOptions): Work | void;
    /**
     * PyTorch's `reduce_scatter_tensor`: `input` holds `size` chunks of `output.numel()` elements
     * (rank-major); group rank r's `output` becomes the reduction over ranks of their chunk r.
     *
     * On Gloo (which has no reduce-scatter) it is an all-to-all followed by a local reduction of
     * the received chunks in rank order, ((x0 + x1) + x2) + ...: deterministic, and each rank
     * sends (size - 1) / size of its input. The local reduction runs natively on the backend's
     * thread when the all-to-all completes. Every op of {@link ReduceOp} is supported ('avg'
     * divides the sum by `size`). An input whose length does not divide by `size` must be padded
     * by the caller: `output` holds ceil(n / size) elements and `input` size times that.
     */
    reduceScatterTensor(output: Tensor, input: Tensor, options: ReduceOptions & AsyncOptions): Work;
    reduceScatterTensor(output: Tensor, input: Tensor, options?: ReduceOptions & SyncOptions): void;
    reduceScatterTensor(output: Tensor, input: Tensor, options?: ReduceOptions): Work | void;
    private issueReduceScatterTensor;
    /**
     * PyTorch's `all_gather_into_tensor`: `output` (`size` times `input`'s elements, one flat
     * buffer) receives group rank r's `input` at offset r x `input.numel()`. Gloo's ring
     * all-gather writes into views of `output` (each rank sends (size - 1) x its input).
     */
    allGatherIntoTensor(output: Tensor, input: Tensor, options: AsyncOptions): Work;
    allGatherIntoTensor(output: Tensor, input: Tensor, options?: SyncOptions): void;
    allGatherIntoTensor(output: Tensor, input: Tensor, options?: CollectiveOptions): Work | void;
    /**
     * Bytes this rank sent per collective since the group was created (or {@link resetTraffic}),
     * for the collectives whose algorithm this library composes (reduce-scatter, all-gather into
     * a tensor, all-to-all, send). The table in docs/distributed.md gives every collective's.
     */
    traffic(): Record<string, CollectiveTraffic>;
    /** Sets the {@link traffic} counts back to zero. */
    resetTraffic(): void;
    /** `outputs[r]` receives rank r's `inputs[this rank]`; sizes may differ per pair (dtypes may not). */
    allToAll(outputs: Tensor[], inputs: Tensor[], options: AsyncOptions): Work;
    allToAll(outputs: Tensor[], inputs: Tensor[], options?: SyncOptions): void;
    allToAll(outputs: Tensor[], inputs: Tensor[], options?: CollectiveOptions): Work | void;
    /** Waits until every member reached it. */
    barrier(options: AsyncOptions): Work;
    barrier(options?: SyncOptions): void;
    barrier(options?: CollectiveOptions): Work | void;
    /** Sends `tensor` to group rank `dst` (matched by a `recv` there with the same tag). */
    send(tensor: Tensor, dst: number, options: CollectiveOptions & {
        tag?: number;
    } & {
        async: true;
    }): Work;
    send(tensor: Tensor, dst: number, options?: CollectiveOptions & {
        tag?: number;
    } & {
        async?: false;
    }): void;
    /** Receives into `tensor` from group rank `src`. */
    recv(tensor: Tensor, src: number, options: CollectiveOptions & {
        tag?: number;
    } & {
        async: true;
    }): Work;
    recv(tensor: Tensor, src: number, options?: CollectiveOptions & {
        tag?: number;
    } & {
        async?: false;
    }): void;
}
