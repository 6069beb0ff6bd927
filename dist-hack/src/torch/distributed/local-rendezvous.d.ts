import { FileStore } from './store.js';
/** The environment variable naming the store file of a run (set by `torchrunner launch` on one node). */
export declare const STORE_FILE_ENV = "TORCHRUNNER_STORE_FILE";
/** Whether `addr` names the loopback interface (127.0.0.0/8, ::1, localhost). */
export declare function isLoopbackAddress(addr: string): boolean;
/**
 * `dir` as a directory this user owns and only this user can enter (mode 0700): created when
 * absent, refused when it is a link, someone else's, or open to others.
 */
export declare function ensurePrivateDir(dir: string): string;
/** The per-user directory of loopback rendezvous files: `<tmpdir>/torchrunner-<uid>`, mode 0700. */
export declare function privateRendezvousDir(): string;
/** Opens the store file a launcher named, after checking its directory is private. */
export declare function openStoreFile(path: string, worldSize: number): FileStore;
/** A rendezvous store and what to release once every rank has joined. */
export interface LocalRendezvous {
    store: FileStore;
    /** Stops answering ranks that look for the store (call after the group's barrier). */
    close(): Promise<void>;
}
/**
 * Single-node rendezvous on a loopback MASTER_ADDR: rank 0 creates a fresh store file in the
 * private directory and tells its name to the ranks that connect to 127.0.0.1:`port` (a
 * loopback-only listener, so a stale file from an earlier run on the same port is never
 * reused); the other ranks open that file.
 */
export declare function localRendezvous(rank: number, worldSize: number, port: number, timeoutMs: number): Promise<LocalRendezvous>;
