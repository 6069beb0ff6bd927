import { readDistributedEnv } from '../../distributed/env.js';
import { isLoopbackAddress, localRendezvous, openStoreFile, STORE_FILE_ENV } from './local-rendezvous.js';
import { ProcessGroup } from './process-group.js';
import { checkMembers, rendezvousStoreError } from './rendezvous.js';
import { PrefixStore, TCPStore } from './store.js';
/** PyTorch's default process-group timeout (30 minutes). */
export const DEFAULT_PG_TIMEOUT_MS = 30 * 60 * 1000;
let state = null;
/** @internal */
export function requireState(where) {
    if (!state)
        throw new Error(`${where}: the default process group is not initialized; call torch.distributed.initProcessGroup() first`);
    return state;
}
// PyTorch's _store_based_barrier: every rank adds 1 to one counter, then waits until the
// counter reaches the world size.
async function storeBasedBarrier(store, groupCount, rank, worldSize, timeoutMs) {
    const key = `store_based_barrier_key:${groupCount}`;
    await store.add(key, 1);
    const start = Date.now();
    for (let count = await store.add(key, 0); count !== worldSize; count = await store.add(key, 0)) {
        if (Date.now() - start > timeoutMs) {
            throw new Error(`timed out initializing the process group in the store-based barrier on rank ${rank} for key ${key} ` +
                `(world size ${worldSize}, ${count} arrived, timeout ${timeoutMs} ms)`);
        }
        await new Promise((r) => setTimeout(r, 10));
    }
}
async function newGroupNamed(st, ranks, backend, timeoutMs) {
    const name = String(st.groupCount++);
    const groupRank = ranks.indexOf(st.rank);
    let pg = null;
    if (groupRank >= 0) {
        pg = await ProcessGroup.create({
            backend,
            store: new PrefixStore(name, st.store),
            rank: groupRank,
            size: ranks.length,
            timeoutMs,
            ranks,
            hostname: groupHostname(),
            networkInterface: process.env.GLOO_SOCKET_IFNAME || undefined,
        });
    }
    return pg;
}
// Whether this run's ranks are all on this machine (Gloo then listens on 127.0.0.1 only).
let loopbackOnly = true;
function groupHostname() {
    if (process.env.GLOO_SOCKET_IFNAME)
        return undefined;
    return loopbackOnly ? '127.0.0.1' : undefined;
}
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
export async function initProcessGroup(options = {}) {
    if (state)
        throw new Error('initProcessGroup: the default process group is already initialized; call destroyProcessGroup() first');
    const env = readDistributedEnv();
    const backend = options.backend ?? 'gloo';
    const timeoutMs = options.timeoutMs ?? DEFAULT_PG_TIMEOUT_MS;
    const rank = options.rank ?? env.rank;
    const worldSize = options.worldSize ?? env.worldSize;
    const masterAddr = options.masterAddr ?? env.masterAddr;
    const masterPort = options.masterPort ?? env.masterPort;
    if (!Number.isInteger(worldSize) || worldSize < 1)
        throw new RangeError(`initProcessGroup: worldSize must be a positive integer, got ${worldSize}`);
    if (!Number.isInteger(rank) || rank < 0 || rank >= worldSize)
        throw new RangeError(`initProcessGroup: rank ${rank} is not in 0..${worldSize - 1}`);
    let base = options.store;
    let rendezvousDone = async () => { };
    const storeFile = process.env[STORE_FILE_ENV];
    loopbackOnly = isLoopbackAddress(masterAddr) || (!base && !!storeFile);
    if (!base) {
        const agent = env.useAgentStore && options.masterPort === undefined;
        if (storeFile) {
            base = openStoreFile(storeFile, worldSize);
        }
        else if (loopbackOnly && !agent) {
            const local = await localRendezvous(rank, worldSize, masterPort, timeoutMs);
            base = local.store;
            rendezvousDone = local.close;
        }
        else {
            const isServer = !agent && rank === 0;
            // A server that checks the members does not wait for its clients: checkMembers names the missing ones.
            const waitForWorkers = !(isServer && options.checkMembers !== false);
            const tcp = await TCPStore.create({ host: masterAddr, port: masterPort, isServer, worldSize, timeoutMs, waitForWorkers, multiTenant: !agent }).catch((err) => {
                throw rendezvousStoreError(err, { host: masterAddr, port: masterPort, rank, isServer, timeoutMs });
            });
            base = agent ? new PrefixStore(`/worker/attempt_${env.restartCount}`, tcp) : tcp;
        }
    }
    base.timeoutMs = timeoutMs;
    const store = new PrefixStore('default_pg', base);
    const st = { defaultGroup: null, store, rank, worldSize, groupCount: 0, groups: new Set(), timeoutMs };
    try {
        if (options.checkMembers !== false)
            await checkMembers(base, rank, worldSize, timeoutMs);
        const pg = await newGroupNamed(st, [...Array(worldSize).keys()], backend, timeoutMs);
        st.defaultGroup = pg;
        st.groups.add(pg);
        try {
            await storeBasedBarrier(store, st.groupCount, rank, worldSize, timeoutMs);
            await pg.setSequenceNumber();
        }
        catch (err) {
            await pg.destroy();
            throw err;
        }
    }
    finally {
        await rendezvousDone();
    }
    state = st;
    return st.defaultGroup;
}
/**
 * A group of some of the default group's ranks (PyTorch's `new_group`). Every rank of the
 * default group must call it with the same ranks, in the same order of calls; ranks outside
 * `ranks` get `null`.
 */
export async function newGroup(ranks, options = {}) {
    const st = requireState('newGroup');
    const sorted = ranks === undefined ? [...Array(st.worldSize).keys()] : [...ranks].sort((a, b) => a - b);
    for (const r of sorted) {
        if (!Number.isInteger(r) || r < 0 || r >= st.worldSize)
            throw new RangeError(`newGroup: rank ${r} is not in 0..${st.worldSize - 1}`);
    }
    if (new Set(sorted).size !== sorted.length)
        throw new RangeError('newGroup: ranks must be distinct');
    const timeoutMs = options.timeoutMs ?? st.timeoutMs;
    const pg = await newGroupNamed(st, sorted, options.backend ?? st.defaultGroup.backend, timeoutMs);
    await storeBasedBarrier(st.store, st.groupCount, st.rank, st.worldSize, timeoutMs);
    if (pg) {
        await pg.setSequenceNumber();
        st.groups.add(pg);
    }
    return pg;
}
/** Releases `group`, or with no argument every group and the default one. */
export async function destroyProcessGroup(group) {
    if (!state)
        return;
    if (group && group !== state.defaultGroup) {
        state.groups.delete(group);
        await group.destroy();
        return;
    }
    const groups = [...state.groups];
    state = null;
    for (const g of groups)
        await g.destroy();
}
export function isInitialized() {
    return state !== null;
}
/** The default group (throws when not initialized). */
export function getDefaultGroup() {
    return requireState('getDefaultGroup').defaultGroup;
}
/** This process's rank in `group` (default: the default group; -1 when not a member). */
export function getRank(group) {
    const st = requireState('getRank');
    if (!group)
        return group === null ? -1 : st.rank;
    return group.rank;
}
/** The number of processes in `group` (default: the default group). */
export function getWorldSize(group) {
    const st = requireState('getWorldSize');
    if (!group)
        return group === null ? -1 : st.worldSize;
    return group.size;
}
export function getBackend(group) {
    return (group ?? requireState('getBackend').defaultGroup).backend;
}
//# sourceMappingURL=init.js.map