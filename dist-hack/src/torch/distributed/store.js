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
    _s;
    /** @internal */
    constructor(handle) {
        this._s = handle;
    }
    async set(key, value) {
        await native.storeSet(this._s, key, value);
    }
    /** The value of `key`, waiting for it up to the store's timeout. */
    async get(key) {
        return native.storeGet(this._s, key);
    }
    /** `get` decoded as UTF-8. */
    async getString(key) {
        return new TextDecoder().decode(await this.get(key));
    }
    /** Adds `delta` to the integer counter at `key` (created at 0) and returns the new value. */
    async add(key, delta) {
        return native.storeAdd(this._s, key, delta);
    }
    /** Sets `key` to `desired` if it holds `expected` (or is absent and `expected` is empty); returns the value after. */
    async compareSet(key, expected, desired) {
        return native.storeCompareSet(this._s, key, expected, desired);
    }
    /** Waits until every key exists, up to `timeoutMs` (default: the store's timeout). */
    async wait(keys, timeoutMs) {
        await native.storeWait(this._s, keys, timeoutMs);
    }
    /** Whether every key exists, without waiting. */
    async check(keys) {
        return native.storeCheck(this._s, keys);
    }
    async deleteKey(key) {
        return native.storeDeleteKey(this._s, key);
    }
    async numKeys() {
        return native.storeNumKeys(this._s);
    }
    /** Timeout of `get` and `wait`, in milliseconds. */
    get timeoutMs() {
        return native.storeGetTimeout(this._s);
    }
    set timeoutMs(ms) {
        native.storeSetTimeout(this._s, ms);
    }
}
/** A store served over TCP by one process (the server) and reached by the others. */
export class TCPStore extends Store {
    host;
    /** Starts the server or connects to it; resolves once connected (and, for a waiting server, once every worker has). */
    static async create(options) {
        const { host, port } = options;
        if (typeof host !== 'string' || host === '')
            throw new TypeError('TCPStore: host must be a non-empty string');
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
            throw new RangeError(`TCPStore: port must be an integer in 0..65535, got ${port}`);
        }
        const handle = await native.tcpStoreCreate(host, port, options.isServer ?? false, options.worldSize ?? null, options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS, options.waitForWorkers ?? true, options.multiTenant ?? false);
        return new TCPStore(handle, host);
    }
    constructor(handle, host) {
        super(handle);
        this.host = host;
    }
    /** The port the server listens on (the one picked when created with port 0). */
    get port() {
        return native.tcpStorePort(this._s);
    }
}
/** A store in a file every process can open (a local or shared file system). */
export class FileStore extends Store {
    path;
    constructor(path, numWorkers) {
        if (typeof path !== 'string' || path === '')
            throw new TypeError('FileStore: path must be a non-empty string');
        if (!Number.isInteger(numWorkers) || numWorkers < 1)
            throw new RangeError(`FileStore: numWorkers must be a positive integer, got ${numWorkers}`);
        super(native.fileStoreCreate(path, numWorkers));
        this.path = path;
    }
}
/** A view of `store` where every key is `${prefix}/${key}`. */
export class PrefixStore extends Store {
    prefix;
    store;
    constructor(prefix, store) {
        if (typeof prefix !== 'string')
            throw new TypeError('PrefixStore: prefix must be a string');
        if (!(store instanceof Store))
            throw new TypeError('PrefixStore: store must be a Store');
        super(native.prefixStoreCreate(prefix, store._s));
        this.prefix = prefix;
        this.store = store;
    }
}
//# sourceMappingURL=store.js.map