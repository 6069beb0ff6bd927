import type { Store } from './store.js';
/**
 * Rewrites a failure to create the rendezvous TCPStore as what to fix: the port taken by
 * another process (server), or the server not reachable within the timeout (client).
 */
export declare function rendezvousStoreError(err: Error, where: {
    host: string;
    port: number;
    rank: number;
    isServer: boolean;
    timeoutMs: number;
}): Error;
/**
 * Every rank announces itself and the world size it was started with, then waits until the
 * ranks 0..worldSize-1 have all announced themselves (PyTorch's ranks do not: groups mixed
 * with them skip this check). Run before the process group is
 * created, so that a world-size mismatch or a missing rank fails here with names, not inside
 * Gloo (whose enforce message, or 30-minute wait, says neither).
 *
 * @throws Error naming the ranks started with another WORLD_SIZE, or the ranks that did not
 *   arrive within `timeoutMs`
 */
export declare function checkMembers(store: Store, rank: number, worldSize: number, timeoutMs: number): Promise<void>;
