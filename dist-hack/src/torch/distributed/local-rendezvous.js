// Rendezvous for single-node runs without a network listener: a FileStore in a directory only
// this user can read. libtorch 1.13's TCPStore server binds every interface (its options have
// no bind address), so a loopback MASTER_ADDR never starts one.
import { randomUUID } from 'node:crypto';
import { lstatSync, mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FileStore } from './store.js';
/** The environment variable naming the store file of a run (set by `torchrunner launch` on one node). */
export const STORE_FILE_ENV = 'TORCHRUNNER_STORE_FILE';
/** Whether `addr` names the loopback interface (127.0.0.0/8, ::1, localhost). */
export function isLoopbackAddress(addr) {
    const a = addr.trim().toLowerCase();
    return a === 'localhost' || a.startsWith('127.') || a === '::1' || a === '[::1]' || a === '::ffff:127.0.0.1';
}
function currentUid() {
    return typeof process.getuid === 'function' ? process.getuid() : 0;
}
/**
 * `dir` as a directory this user owns and only this user can enter (mode 0700): created when
 * absent, refused when it is a link, someone else's, or open to others.
 */
export function ensurePrivateDir(dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir);
    const problem = !st.isDirectory()
        ? 'is not a directory'
        : st.uid !== currentUid()
            ? `belongs to uid ${st.uid}, not ${currentUid()}`
            : (st.mode & 0o077) !== 0
                ? `has mode ${(st.mode & 0o777).toString(8)}; it must be 700`
                : null;
    if (problem)
        throw new Error(`distributed rendezvous: ${dir} ${problem}. Remove it (or chmod 700 it if it is yours) and retry.`);
    return dir;
}
/** The per-user directory of loopback rendezvous files: `<tmpdir>/torchrunner-<uid>`, mode 0700. */
export function privateRendezvousDir() {
    return ensurePrivateDir(join(tmpdir(), `torchrunner-${currentUid()}`));
}
/** Opens the store file a launcher named, after checking its directory is private. */
export function openStoreFile(path, worldSize) {
    ensurePrivateDir(dirname(path));
    return new FileStore(path, worldSize);
}
/**
 * Single-node rendezvous on a loopback MASTER_ADDR: rank 0 creates a fresh store file in the
 * private directory and tells its name to the ranks that connect to 127.0.0.1:`port` (a
 * loopback-only listener, so a stale file from an earlier run on the same port is never
 * reused); the other ranks open that file.
 */
export async function localRendezvous(rank, worldSize, port, timeoutMs) {
    const dir = privateRendezvousDir();
    if (rank === 0) {
        const path = join(dir, `store-${port}-${randomUUID()}`);
        const store = new FileStore(path, worldSize);
        const server = await listenLoopback(port, `${path}\n`);
        return { store, close: () => new Promise((r) => server.close(() => r())) };
    }
    const path = await askStorePath(rank, port, timeoutMs);
    if (dirname(path) !== dir)
        throw new Error(`distributed rendezvous: 127.0.0.1:${port} named a store outside ${dir} (${path}); is another program using MASTER_PORT=${port}?`);
    return { store: new FileStore(path, worldSize), close: async () => { } };
}
function listenLoopback(port, answer) {
    return new Promise((resolve, reject) => {
        const server = createServer((socket) => socket.end(answer));
        server.once('error', (err) => reject(new Error(err.code === 'EADDRINUSE'
            ? `rank 0 cannot serve the rendezvous on 127.0.0.1:${port}: the port is already in use (another run, or another program, holds MASTER_PORT=${port}). Choose a free port (MASTER_PORT, or --master-port with torchrunner launch)`
            : `rank 0 cannot serve the rendezvous on 127.0.0.1:${port} (${err.code ?? err.message})`)));
        server.listen(port, '127.0.0.1', () => resolve(server));
    });
}
function askOnce(port) {
    return new Promise((resolve) => {
        let text = '';
        const socket = connect(port, '127.0.0.1');
        socket.setEncoding('utf8');
        socket.on('data', (d) => (text += d));
        socket.on('end', () => resolve(text.endsWith('\n') ? text.trim() : null));
        socket.on('error', () => resolve(null));
    });
}
async function askStorePath(rank, port, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const path = await askOnce(port);
        if (path)
            return path;
        if (Date.now() > deadline) {
            throw new Error(`rank ${rank} could not reach the rendezvous at 127.0.0.1:${port} within ${timeoutMs / 1000} s (rank 0 serves it): start rank 0 with the same MASTER_PORT, or raise distributed.timeout`);
        }
        await new Promise((r) => setTimeout(r, 50));
    }
}
//# sourceMappingURL=local-rendezvous.js.map