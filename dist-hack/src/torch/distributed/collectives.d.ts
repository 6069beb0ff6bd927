import type { Tensor } from '../tensor.js';
import type { AsyncOptions, CollectiveOptions, ProcessGroup, ReduceOptions, SyncOptions } from './process-group.js';
import type { Work } from './work.js';
export interface GroupOption {
    group?: ProcessGroup;
}
type Opt = CollectiveOptions & GroupOption;
type ROpt = ReduceOptions & GroupOption;
export declare function allReduce(tensor: Tensor, options: ROpt & AsyncOptions): Work;
export declare function allReduce(tensor: Tensor, options?: ROpt & SyncOptions): void;
export declare function broadcast(tensor: Tensor, src: number, options: Opt & AsyncOptions): Work;
export declare function broadcast(tensor: Tensor, src: number, options?: Opt & SyncOptions): void;
export declare function reduce(tensor: Tensor, dst: number, options: ROpt & AsyncOptions): Work;
export declare function reduce(tensor: Tensor, dst: number, options?: ROpt & SyncOptions): void;
export declare function allGather(outputs: Tensor[], tensor: Tensor, options: Opt & AsyncOptions): Work;
export declare function allGather(outputs: Tensor[], tensor: Tensor, options?: Opt & SyncOptions): void;
/** `gatherList` on `dst` only (null elsewhere). */
export declare function gather(tensor: Tensor, gatherList: Tensor[] | null, dst: number, options: Opt & AsyncOptions): Work;
export declare function gather(tensor: Tensor, gatherList: Tensor[] | null, dst: number, options?: Opt & SyncOptions): void;
/** `scatterList` on `src` only (null elsewhere). */
export declare function scatter(tensor: Tensor, scatterList: Tensor[] | null, src: number, options: Opt & AsyncOptions): Work;
export declare function scatter(tensor: Tensor, scatterList: Tensor[] | null, src: number, options?: Opt & SyncOptions): void;
export declare function reduceScatter(output: Tensor, inputs: Tensor[], options: ROpt & AsyncOptions): Work;
export declare function reduceScatter(output: Tensor, inputs: Tensor[], options?: ROpt & SyncOptions): void;
/** PyTorch's `reduce_scatter_tensor`: see {@link ProcessGroup.reduceScatterTensor}. */
export declare function reduceScatterTensor(output: Tensor, input: Tensor, options: ROpt & AsyncOptions): Work;
export declare function reduceScatterTensor(output: Tensor, input: Tensor, options?: ROpt & SyncOptions): void;
/** PyTorch's `all_gather_into_tensor`: see {@link ProcessGroup.allGatherIntoTensor}. */
export declare function allGatherIntoTensor(output: Tensor, input: Tensor, options: Opt & AsyncOptions): Work;
export declare function allGatherIntoTensor(output: Tensor, input: Tensor, options?: Opt & SyncOptions): void;
export declare function allToAll(outputs: Tensor[], inputs: Tensor[], options: Opt & AsyncOptions): Work;
export declare function allToAll(outputs: Tensor[], inputs: Tensor[], options?: Opt & SyncOptions): void;
export declare function barrier(options: Opt & AsyncOptions): Work;
export declare function barrier(options?: Opt & SyncOptions): void;
type P2P = Opt & {
    tag?: number;
};
export declare function send(tensor: Tensor, dst: number, options?: P2P & SyncOptions): void;
export declare function recv(tensor: Tensor, src: number, options?: P2P & SyncOptions): void;
/** Asynchronous send: returns a Work. */
export declare function isend(tensor: Tensor, dst: number, options?: P2P): Work;
/** Asynchronous receive: returns a Work. */
export declare function irecv(tensor: Tensor, src: number, options?: P2P): Work;
export {};
