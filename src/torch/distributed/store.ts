import type { StoreHandle } from '../native-api.js';
import { native } from '../native.js';


/** Default timeout of store operations (PyTorch's: 300 s). */
export const DEFAULT_STORE_TIMEOUT_MS = 300_000;

/**
 * A c10d key-value store shared by the processes of a job: the rendezvous of process groups.
 * Values are bytes (strings are stored as UTF-8). Every operation that may wait on another
 * process returns a Promise and fails after the store's timeout.
 */
export class Store {
  /** @internal */
  readonly _s: StoreHandle;

  /** @internal */
  constructor(handle: StoreHandle) {
    this._s = handle;
  }

  async set(key: string, value: string | Uint8Array): Promise<void> {
    await native.storeSet(this._s, key, value);
  }
  /** The value of `key`, waiting for it up to the store's timeout. */
  async get(key: string): Promise<Uint8Array> {
    return native.storeGet(this._s, key);
  }
  /** `get` decoded as UTF-8. */
  async getString(key: string): Promise<string> {
    return new TextDecoder().decode(await this.get(key));
  }
  /** Adds `delta` to the integer counter at `key` (created at 0) and returns the new value. */
  async add(key: string, delta: number): Promise<number> {
    return native.storeAdd(this._s, key, delta);
  }
  /** Sets `key` to `desired` if it holds `expected` (or is absent and `expected` is empty); returns the value after. */
  async compareSet(key: string, expected: string | Uint8Array, desired: string | Uint8Array): Promise<Uint8Array> {
    return native.storeCompareSet(this._s, key, expected, desired);
  }
  /** Waits until every key exists, up to `timeoutMs` (default: the store's timeout). */
  async wait(keys: string[], timeoutMs?: number): Promise<void> {
    await native.storeWait(this._s, keys, timeoutMs);
  }
  /** Whether every key exists, without waiting. */
  async check(keys: string[]): Promise<boolean> {
    return native.storeCheck(this._s, keys);
  }
  async deleteKey(key: string): Promise<boolean> {
    return native.storeDeleteKey(this._s, key);
  }
  async numKeys(): Promise<number> {
    return native.storeNumKeys(this._s);
  }
  /** Timeout of `get` and `wait`, in milliseconds. */
  get timeoutMs(): number {
    return native.storeGetTimeout(this._s);
  }
  set timeoutMs(ms: number) {
    native.storeSetTimeout(this._s, ms);
  }
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
export class TCPStore extends Store {
  /** Starts the server or connects to it; resolves once connected (and, for a waiting server, once every worker has). */
  static async create(options: TCPStoreOptions): Promise<TCPStore> {
    const { host, port } = options;
    if (typeof host !== 'string' || host === '') throw new TypeError('TCPStore: host must be a non-empty string');
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new RangeError(`TCPStore: port must be an integer in 0..65535, got ${port}`);
    }
    const handle = await native.tcpStoreCreate(
      host,
      port,
      options.isServer ?? false,
      options.worldSize ?? null,
      options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS,
      options.waitForWorkers ?? true,
      options.multiTenant ?? false,
    );
    return new TCPStore(handle, host);
  }

  private constructor(
    handle: StoreHandle,
    readonly host: string,
  ) {
    super(handle);
  }

  /** The port the server listens on (the one picked when created with port 0). */
  get port(): number {
    return native.tcpStorePort(this._s);
  }
}

/** A store in a file every process can open (a local or shared file system). */
export class FileStore extends Store {
  constructor(
    readonly path: string,
    numWorkers: number,
  ) {
    if (typeof path !== 'string' || path === '') throw new TypeError('FileStore: path must be a non-empty string');
    if (!Number.isInteger(numWorkers) || numWorkers < 1) throw new RangeError(`FileStore: numWorkers must be a positive integer, got ${numWorkers}`);
    super(native.fileStoreCreate(path, numWorkers));
  }
}

/** A view of `store` where every key is `${prefix}/${key}`. */
export class PrefixStore extends Store {
  constructor(
    readonly prefix: string,
    readonly store: Store,
  ) {
    if (typeof prefix !== 'string') throw new TypeError('PrefixStore: prefix must be a string');
    if (!(store instanceof Store)) throw new TypeError('PrefixStore: store must be a Store');
    super(native.prefixStoreCreate(prefix, store._s));
  }
}
