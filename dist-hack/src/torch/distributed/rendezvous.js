const POLL_MS = 50;
const JOIN_KEY = 'torchrunner_join';
/**
 * Rewrites a failure to create the rendezvous TCPStore as what to fix: the port taken by
 * another process (server), or the server not reachable within the timeout (client).
 */
export function rendezvousStoreError(err, where) {
    const msg = err.message;
    const { host, port, rank, timeoutMs } = where;
    if (where.isServer && /Address already in use|EADDRINUSE|errno: 98/.test(msg)) {
        return new Error(`rank ${rank} cannot serve the rendezvous store on port ${port}: the port is already in use (another job, or a process of an earlier run still alive). ` +
            'Choose a free port (MASTER_PORT, or torchrunner launch --master-port; a single-node launch without --master-port picks one), or stop the process holding it.', { cause: err });
    }
    if (!where.isServer && /timed out|Connection refused|ECONNREFUSED/i.test(msg)) {
        return new Error(`rank ${rank} could not reach the rendezvous store at ${host}:${port} within ${seconds(timeoutMs)} (rank 0 serves it): ` +
            'check that rank 0 is running and that every rank has the same MASTER_ADDR and MASTER_PORT; distributed.timeout sets how long to wait.', { cause: err });
    }
    return err;
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
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
export async function checkMembers(store, rank, worldSize, timeoutMs) {
    const key = (r) => `${JOIN_KEY}/${r}`;
    await store.set(key(rank), String(worldSize));
    const countKey = `${JOIN_KEY}/count`;
    await store.add(countKey, 1);
    const deadline = Date.now() + timeoutMs;
    const decoder = new TextDecoder();
    const declared = async (r) => ((await store.check([key(r)])) ? Number(decoder.decode(await store.get(key(r)))) : null);
    // A rank that finds a mismatch leaves its message here, so that the others stop waiting too.
    const errorKey = `${JOIN_KEY}/error`;
    const fail = async (err) => {
        await store.set(errorKey, err.message).catch(() => undefined);
        throw err;
    };
    for (;;) {
        if (await store.check([errorKey]))
            throw new Error(decoder.decode(await store.get(errorKey)));
        const zero = rank === 0 ? worldSize : await declared(0);
        if (zero !== null && zero !== worldSize)
            await fail(mismatch(0, zero, rank, worldSize));
        const count = await store.add(countKey, 0);
        const expired = Date.now() > deadline;
        if (count >= worldSize || expired) {
            const missing = [];
            for (let r = 0; r < worldSize; r++) {
                const w = r === rank ? worldSize : await declared(r);
                if (w === null)
                    missing.push(r);
                else if (w !== worldSize)
                    await fail(mismatch(rank, worldSize, r, w));
            }
            if (missing.length === 0)
                return;
            if (expired) {
                throw new Error(`rank ${rank} waited ${seconds(timeoutMs)} for its peers, but ${count} of ${worldSize} processes joined the rendezvous; rank${missing.length > 1 ? 's' : ''} ${missing.join(', ')} never did: ` +
                    'check that every rank was started (and not crashed before joining), with the same MASTER_ADDR, MASTER_PORT and WORLD_SIZE; distributed.timeout sets how long to wait. ' +
                    '(In a group mixed with PyTorch processes, which do not announce themselves, pass checkMembers: false to initProcessGroup.)');
            }
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
    }
}
function mismatch(rank, worldSize, other, otherWorldSize) {
    const [a, b] = rank < other ? [[rank, worldSize], [other, otherWorldSize]] : [[other, otherWorldSize], [rank, worldSize]];
    return new Error(`WORLD_SIZE mismatch at the rendezvous: rank ${a[0]} was started with WORLD_SIZE=${a[1]}, rank ${b[0]} with WORLD_SIZE=${b[1]}. ` +
        'Start every rank with the same WORLD_SIZE (with torchrunner launch: the same --nnodes and --nproc-per-node on every node).');
}
//# sourceMappingURL=rendezvous.js.map