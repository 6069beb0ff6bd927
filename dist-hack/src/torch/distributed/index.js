/**
 * torch.distributed over c10d: stores, process groups (Gloo; NCCL with CUDA builds of
 * libtorch), collectives and PyTorch-compatible rendezvous.
 */
export { Store, TCPStore, FileStore, PrefixStore, DEFAULT_STORE_TIMEOUT_MS } from './store.js';
export { ReduceOp } from './reduce-op.js';
export { Work } from './work.js';
export { ProcessGroup, availableBackends } from './process-group.js';
export { initProcessGroup, destroyProcessGroup, newGroup, isInitialized, getRank, getWorldSize, getBackend, getDefaultGroup, DEFAULT_PG_TIMEOUT_MS, } from './init.js';
export { ShardedTensor } from './sharded-tensor.js';
export { allReduce, broadcast, reduce, allGather, gather, scatter, reduceScatter, reduceScatterTensor, allGatherIntoTensor, allToAll, barrier, send, recv, isend, irecv, } from './collectives.js';
export { P2POp, batchIsendIrecv } from './p2p.js';
//# sourceMappingURL=index.js.map