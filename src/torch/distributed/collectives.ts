import type { Tensor } from '../tensor.js';
import { requireState } from './init.js';
import type { AsyncOptions, CollectiveOptions, ProcessGroup, ReduceOptions, SyncOptions } from './process-group.js';
import type { Work } from './work.js';

// torch.distributed's functional API: ranks are global ranks and `group` defaults to the
// default group, as in PyTorch.

export interface GroupOption {
  group?: ProcessGroup;
}

function groupOf(options: GroupOption | undefined, where: string): ProcessGroup {
  return options?.group ?? requireState(where).defaultGroup;
}

function local(group: ProcessGroup, globalRank: number, where: string): number {
  const r = group.groupRank(globalRank);
  if (r < 0) throw new RangeError(`${where}: global rank ${globalRank} is not a member of the group (members: ${group.ranks.join(', ')})`);
  return r;
}

type Opt = CollectiveOptions & GroupOption;
type ROpt = ReduceOptions & GroupOption;

export function allReduce(tensor: Tensor, options: ROpt & AsyncOptions): Work;
export function allReduce(tensor: Tensor, options?: ROpt & SyncOptions): void;
export function allReduce(tensor: Tensor, options?: ROpt): Work | void {
  return groupOf(options, 'allReduce').allReduce(tensor, options);
}

export function broadcast(tensor: Tensor, src: number, options: Opt & AsyncOptions): Work;
export function broadcast(tensor: Tensor, src: number, options?: Opt & SyncOptions): void;
export function broadcast(tensor: Tensor, src: number, options?: Opt): Work | void {
  const g = groupOf(options, 'broadcast');
  return g.broadcast(tensor, local(g, src, 'broadcast'), options);
}

export function reduce(tensor: Tensor, dst: number, options: ROpt & AsyncOptions): Work;
export function reduce(tensor: Tensor, dst: number, options?: ROpt & SyncOptions): void;
export function reduce(tensor: Tensor, dst: number, options?: ROpt): Work | void {
  const g = groupOf(options, 'reduce');
  return g.reduce(tensor, local(g, dst, 'reduce'), options);
}

export function allGather(outputs: Tensor[], tensor: Tensor, options: Opt & AsyncOptions): Work;
export function allGather(outputs: Tensor[], tensor: Tensor, options?: Opt & SyncOptions): void;
export function allGather(outputs: Tensor[], tensor: Tensor, options?: Opt): Work | void {
  return groupOf(options, 'allGather').allGather(outputs, tensor, options);
}

/** `gatherList` on `dst` only (null elsewhere). */
export function gather(tensor: Tensor, gatherList: Tensor[] | null, dst: number, options: Opt & AsyncOptions): Work;
export function gather(tensor: Tensor, gatherList: Tensor[] | null, dst: number, options?: Opt & SyncOptions): void;
export function gather(tensor: Tensor, gatherList: Tensor[] | null, dst: number, options?: Opt): Work | void {
  const g = groupOf(options, 'gather');
  return g.gather(tensor, gatherList, local(g, dst, 'gather'), options);
}

/** `scatterList` on `src` only (null elsewhere). */
export function scatter(tensor: Tensor, scatterList: Tensor[] | null, src: number, options: Opt & AsyncOptions): Work;
export function scatter(tensor: Tensor, scatterList: Tensor[] | null, src: number, options?: Opt & SyncOptions): void;
export function scatter(tensor: Tensor, scatterList: Tensor[] | null, src: number, options?: Opt): Work | void {
  const g = groupOf(options, 'scatter');
  return g.scatter(tensor, scatterList, local(g, src, 'scatter'), options);
}

export function reduceScatter(output: Tensor, inputs: Tensor[], options: ROpt & AsyncOptions): Work;
export function reduceScatter(output: Tensor, inputs: Tensor[], options?: ROpt & SyncOptions): void;
export function reduceScatter(output: Tensor, inputs: Tensor[], options?: ROpt): Work | void {
  return groupOf(options, 'reduceScatter').reduceScatter(output, inputs, options);
}

/** PyTorch's `reduce_scatter_tensor`: see {@link ProcessGroup.reduceScatterTensor}. */
export function reduceScatterTensor(output: Tensor, input: Tensor, options: ROpt & AsyncOptions): Work;
export function reduceScatterTensor(output: Tensor, input: Tensor, options?: ROpt & SyncOptions): void;
export function reduceScatterTensor(output: Tensor, input: Tensor, options?: ROpt): Work | void {
  return groupOf(options, 'reduceScatterTensor').reduceScatterTensor(output, input, options);
}

/** PyTorch's `all_gather_into_tensor`: see {@link ProcessGroup.allGatherIntoTensor}. */
export function allGatherIntoTensor(output: Tensor, input: Tensor, options: Opt & AsyncOptions): Work;
export function allGatherIntoTensor(output: Tensor, input: Tensor, options?: Opt & SyncOptions): void;
export function allGatherIntoTensor(output: Tensor, input: Tensor, options?: Opt): Work | void {
  return groupOf(options, 'allGatherIntoTensor').allGatherIntoTensor(output, input, options);
}

export function allToAll(outputs: Tensor[], inputs: Tensor[], options: Opt & AsyncOptions): Work;
export function allToAll(outputs: Tensor[], inputs: Tensor[], options?: Opt & SyncOptions): void;
export function allToAll(outputs: Tensor[], inputs: Tensor[], options?: Opt): Work | void {
  return groupOf(options, 'allToAll').allToAll(outputs, inputs, options);
}

export function barrier(options: Opt & AsyncOptions): Work;
export function barrier(options?: Opt & SyncOptions): void;
export function barrier(options?: Opt): Work | void {
  return groupOf(options, 'barrier').barrier(options);
}

type P2P = Opt & { tag?: number };

export function send(tensor: Tensor, dst: number, options?: P2P & SyncOptions): void {
  const g = groupOf(options, 'send');
  g.send(tensor, local(g, dst, 'send'), { ...options, async: false });
}
export function recv(tensor: Tensor, src: number, options?: P2P & SyncOptions): void {
  const g = groupOf(options, 'recv');
  g.recv(tensor, local(g, src, 'recv'), { ...options, async: false });
}
/** Asynchronous send: returns a Work. */
export function isend(tensor: Tensor, dst: number, options?: P2P): Work {
  const g = groupOf(options, 'isend');
  return g.send(tensor, local(g, dst, 'isend'), { ...options, async: true });
}
/** Asynchronous receive: returns a Work. */
export function irecv(tensor: Tensor, src: number, options?: P2P): Work {
  const g = groupOf(options, 'irecv');
  return g.recv(tensor, local(g, src, 'irecv'), { ...options, async: true });
}
