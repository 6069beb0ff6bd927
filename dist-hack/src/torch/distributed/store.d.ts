import type { StoreHandle } from '../native-api.js';
/** Default timeout of store operations (PyTorch's: 300 s). */
export declare const DEFAULT_STORE_TIMEOUT_MS = 300000;
/**
 * A c10d key-value store shared by the processes of a job: the rendezvous of process groups.
 * Values are bytes (strings are stored as UTF-8). Every operation that may wait on another
 * process returns a Promise and fails after the store's timeout.
 */
export declare class Store {
    /** @internal */
    readonly _s: StoreHandle;
    /** @internal */
    constructor(handle: StoreHandle);
    set(key: string, value: string | Uint8Array): Promise<void>;
    /** The value of `key`, waiting for it up to the store's timeout. */
    get(key: string): Promise<Uint8Array>;
    /** `get` decoded as UTF-8. */
    getString(key: string): Promise<string>;
    /** Adds `delta` to the integer counter at `key` (created at 0) and returns the new value. */
    add(key: string, delta: number): Promise<number>;
    /** Sets `key` to `desired` if it holds `expected` (or is absent and `expected` is empty); returns the value after. */
    compareSet(key: string, expected: string | Uint8Array, desired: string | Uint8Array): Promise<Uint8Array>;
    /** Waits until every key exists, up to `timeoutMs` (default: the store's timeout). */
    wait(keys: string[], timeoutMs?: number): Promise<void>;
    /** Whether every key exists, without waiting. */
    check(keys: string[]): Promise<boolean>;
    deleteKey(key: string): Promise<boolean>;
    numKeys(): Promise<number>;
    /** Timeout of `get` and `wait`, in milliseconds. */
    get timeoutMs(): number;
    set timeoutMs(ms: number);
}
/** Options of {@link TCPStore.create}. */
export interface TCPStoreOptions {
    host: string;
    /** 0 on the server picks a free port (read it back from `port`). */
    port: number;
    /** The process that listens; the others connect to it. */
    isServer?: boolean;
    /** Number of processes (server included) that use the store; the server waits for them when `waitForWorkers`. */
    worldSize?: number | null;
    /** Connect, get and wait timeout in milliseconds (default 300 000). */
    timeoutMs?: number;
    waitForWorkers?: boolean;
    /** Several stores of this process may share one server on host:port (PyTorch's env:// rendezvous sets it). */
    multiTenant?: boolean;
}
/** A store served over TCP by one process (the server) and reached by the others. */
export declare class TCPStore extends Store {
    readonly host: string;
    /** Starts the server or connects to it; resolves once connected (and, for a waiting server, once every worker has). */
    static create(options: TCPStoreOptions): Promise<TCPStore>;
    private constructor();
    /** The port the server listens on (the one picked when created with port 0). */
    get port(): number;
}
/** A store in a file every process can open (a local or shared file system). */
export declare class FileStore extends Store {
    readonly path: string;
    constructor(path: string, numWorkers: number);
}
/** A view of `store` where every key is `${prefix}/${key}`. */
export declare class PrefixStore extends Store {
    readonly prefix: string;
    readonly store: Store;
    constructor(prefix: string, store: Store);
}
