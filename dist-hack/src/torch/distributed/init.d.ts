import { ProcessGroup } from './process-group.js';
import { Store } from './store.js';
/** PyTorch's default process-group timeout (30 minutes). */
export declare const DEFAULT_PG_TIMEOUT_MS: number;
/** Options of {@link initProcessGroup}; unset fields come from the environment (torchrun's, else SLURM's). */
export interface InitProcessGroupOptions {
    /** 'gloo' (CPU) or 'nccl' (CUDA builds of libtorch). Default 'gloo'. */
    backend?: 'gloo' | 'nccl';
    /** Timeout of the rendezvous and of every collective, in milliseconds (default 30 minutes). */
    timeoutMs?: number;
    rank?: number;
    worldSize?: number;
    masterAddr?: string;
    masterPort?: number;
    /** Rendezvous through this store instead of a TCPStore on masterAddr:masterPort. */
    store?: Store;
    /**
     * Before creating the group, every rank announces its WORLD_SIZE through the store and
     * waits for the others, so that a mismatch or a missing rank fails naming them (default
     * true). Set false in a group mixed with PyTorch (Python) processes, which do not announce
     * themselves.
     */
    checkMembers?: boolean;
}
interface State {
    defaultGroup: ProcessGroup;
    /** PrefixStore('default_pg', rendezvous store): where groups and barriers live, as in PyTorch. */
    store: Store;
    rank: number;
    worldSize: number;
    groupCount: number;
    groups: Set<ProcessGroup>;
    timeoutMs: number;
}
/** @internal */
export declare function requireState(where: string): State;
/**
 * Joins the default process group, following PyTorch's `init_process_group`: keys under
 * `default_pg/`, the group named "0", a store-based barrier, and the group's sequence number.
 *
 * The rendezvous store, first match wins:
 * - `options.store`;
 * - the FileStore named by `TORCHRUNNER_STORE_FILE` (`torchrunner launch` on one node sets it;
 *   a Python rank joins with `init_method='file://<that path>'`);
 * - torchrun's agent TCPStore (`TORCHELASTIC_USE_AGENT_STORE=True`);
 * - a loopback MASTER_ADDR: a FileStore in `<tmpdir>/torchrunner-<uid>` (mode 0700), whose name
 *   rank 0 hands out on 127.0.0.1:MASTER_PORT; nothing listens beyond loopback;
 * - otherwise a TCPStore on MASTER_ADDR:MASTER_PORT served by rank 0, which listens on every
 *   interface (libtorch 1.13's TCPStore has no bind address): multi-node runs need a trusted
 *   network. A Python process calling `torch.distributed.init_process_group('gloo')` with the
 *   same environment joins the same group.
 *
 * Gloo listens on 127.0.0.1 in every case but the last (unless GLOO_SOCKET_IFNAME is set).
 */
export declare function initProcessGroup(options?: InitProcessGroupOptions): Promise<ProcessGroup>;
/**
 * A group of some of the default group's ranks (PyTorch's `new_group`). Every rank of the
 * default group must call it with the same ranks, in the same order of calls; ranks outside
 * `ranks` get `null`.
 */
export declare function newGroup(ranks?: number[], options?: {
    timeoutMs?: number;
    backend?: 'gloo' | 'nccl';
}): Promise<ProcessGroup | null>;
/** Releases `group`, or with no argument every group and the default one. */
export declare function destroyProcessGroup(group?: ProcessGroup): Promise<void>;
export declare function isInitialized(): boolean;
/** The default group (throws when not initialized). */
export declare function getDefaultGroup(): ProcessGroup;
/** This process's rank in `group` (default: the default group; -1 when not a member). */
export declare function getRank(group?: ProcessGroup | null): number;
/** The number of processes in `group` (default: the default group). */
export declare function getWorldSize(group?: ProcessGroup | null): number;
export declare function getBackend(group?: ProcessGroup): string;
export {};
