import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORE_FILE_ENV } from '../torch/distributed/local-rendezvous.js';
const USAGE = `usage: torchrunner launch --nproc-per-node N [--nnodes M --node-rank R --master-addr A --master-port P]
                          [--max-restarts K] [--stop-timeout SECONDS] [--no-prefix] script.js [args...]

Starts N workers on this node with torchrun's environment (RANK, LOCAL_RANK, WORLD_SIZE,
LOCAL_WORLD_SIZE, GROUP_RANK, MASTER_ADDR, MASTER_PORT, TORCHELASTIC_RESTART_COUNT, ...).
A .js/.mjs/.cjs script runs under this Node; anything else runs as a program.
When a worker fails the others are stopped; --max-restarts K restarts the whole group up to K times.`;
class UsageError extends Error {
}
function intFlag(name, v, min) {
    if (v === undefined || !/^\d+$/.test(v))
        throw new UsageError(`${name} expects an integer, got ${v === undefined ? 'nothing' : `'${v}'`}`);
    const n = Number(v);
    if (n < min)
        throw new UsageError(`${name} must be at least ${min}, got ${n}`);
    return n;
}
/** Parses `launch`'s arguments (torchrun's spellings with dashes or underscores). */
export function parseLaunchArgs(argv) {
    const o = {
        nprocPerNode: 1,
        nnodes: 1,
        nodeRank: 0,
        masterAddr: '127.0.0.1',
        masterPort: null,
        maxRestarts: 0,
        stopTimeoutMs: 15_000,
        prefixOutput: true,
        script: '',
        args: [],
    };
    let i = 0;
    let sawNproc = false;
    while (i < argv.length) {
        const a = argv[i];
        if (!a.startsWith('--'))
            break;
        if (a === '--') {
            i++;
            break;
        }
        const eq = a.indexOf('=');
        const flag = (eq >= 0 ? a.slice(0, eq) : a).replace(/_/g, '-');
        const takeValue = () => (eq >= 0 ? a.slice(eq + 1) : argv[++i]);
        switch (flag) {
            case '--nproc-per-node':
                o.nprocPerNode = intFlag(flag, takeValue(), 1);
                sawNproc = true;
                break;
            case '--nnodes':
                o.nnodes = intFlag(flag, takeValue(), 1);
                break;
            case '--node-rank':
                o.nodeRank = intFlag(flag, takeValue(), 0);
                break;
            case '--master-addr': {
                const v = takeValue();
                if (!v)
                    throw new UsageError('--master-addr expects a host name or address');
                o.masterAddr = v;
                break;
            }
            case '--master-port':
                o.masterPort = intFlag(flag, takeValue(), 1);
                if (o.masterPort > 65535)
                    throw new UsageError(`--master-port must be at most 65535, got ${o.masterPort}`);
                break;
            case '--max-restarts':
                o.maxRestarts = intFlag(flag, takeValue(), 0);
                break;
            case '--stop-timeout':
                o.stopTimeoutMs = intFlag(flag, takeValue(), 0) * 1000;
                break;
            case '--no-prefix':
                o.prefixOutput = false;
                break;
            case '--help':
                throw new UsageError('');
            default:
                throw new UsageError(`unknown option ${a}`);
        }
        i++;
    }
    if (i >= argv.length)
        throw new UsageError('missing the script to run');
    o.script = argv[i];
    o.args = argv.slice(i + 1);
    if (!sawNproc)
        throw new UsageError('--nproc-per-node is required');
    if (o.nodeRank >= o.nnodes)
        throw new UsageError(`--node-rank ${o.nodeRank} must be below --nnodes ${o.nnodes}`);
    if (o.nnodes > 1 && o.masterPort === null)
        throw new UsageError('--master-port is required with --nnodes > 1 (every node must use the same one)');
    return o;
}
/** A free TCP port on the loopback interface. */
export function freePort(host = '127.0.0.1') {
    return new Promise((resolve, reject) => {
        const srv = createServer();
        srv.unref();
        srv.on('error', reject);
        srv.listen(0, host, () => {
            const addr = srv.address();
            srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
        });
    });
}
function describe(e, nodeRank, nproc) {
    const rank = nodeRank * nproc + e.localRank;
    return `rank ${rank} (local rank ${e.localRank}) ${e.signal ? `was killed by ${e.signal}` : `exited with code ${e.code}`}`;
}
/**
 * The failure that most likely caused the others: a rank killed by a signal the launcher did
 * not send (kill -9, an out-of-memory kill, a crash; not SIGTERM or SIGINT, which ask a process
 * to stop) before any rank that merely exited non-zero, since the survivors of a lost peer fail on their next collective, and their exits
 * can be reported before the lost one's; else the first failure to exit. Ranks the launcher
 * stopped are never the cause.
 */
export function rootFailure(exits) {
    const failed = exits.filter((e) => e.code !== 0 && !e.stopped);
    // SIGTERM and SIGINT ask a process to stop (a rank whose peer stopped responding ends itself with SIGTERM): not a cause.
    return failed.find((e) => e.signal !== null && e.signal !== 'SIGTERM' && e.signal !== 'SIGINT') ?? failed[0] ?? exits.find((e) => e.code !== 0);
}
function pipeLines(stream, out, prefix) {
    const rl = createInterface({ input: stream, crlfDelay: Infinity });
    rl.on('line', (line) => out.write(`${prefix}${line}\n`));
}
const log = (msg) => process.stderr.write(`torchrunner launch: ${msg}\n`);
/**
 * `torchrunner launch`: runs a worker group with torchrun's environment contract and returns the
 * process exit code (0 when every worker succeeded).
 */
export async function launch(argv) {
    let o;
    try {
        o = parseLaunchArgs(argv);
    }
    catch (err) {
        if (!(err instanceof UsageError))
            throw err;
        if (err.message)
            process.stderr.write(`torchrunner launch: ${err.message}\n\n`);
        process.stderr.write(`${USAGE}\n`);
        return err.message ? 2 : 0;
    }
    // One node without --master-port: a port free here (torchrun --standalone does the same).
    const masterPort = o.masterPort ?? (await freePort());
    const worldSize = o.nnodes * o.nprocPerNode;
    const runId = process.env.TORCHELASTIC_RUN_ID ?? randomUUID();
    const isNodeScript = /\.(c|m)?js$/.test(o.script);
    // One node: the workers meet in a FileStore in a directory only this user can enter (mkdtemp
    // makes it 0700), so nothing listens on the network; removed at exit.
    const storeDir = o.nnodes === 1 ? mkdtempSync(join(tmpdir(), 'torchrunner-launch-')) : null;
    log(storeDir
        ? `single node: rendezvous through files in ${storeDir} (mode 700), Gloo on 127.0.0.1; nothing listens beyond loopback`
        : `${o.nnodes} nodes: rank 0 serves the rendezvous TCPStore on port ${masterPort} of every interface of ${o.masterAddr}, ` +
            'and Gloo connects the ranks over the network: run only on a trusted network');
    let children = [];
    let stopping = null;
    const forward = (sig) => {
        stopping = sig;
        log(`received ${sig}, forwarding it to the workers`);
        for (const c of children)
            if (c.exitCode === null && c.signalCode === null)
                c.kill(sig);
    };
    const onInt = () => forward('SIGINT');
    const onTerm = () => forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    try {
        for (let attempt = 0;; attempt++) {
            const exits = await runGroup(attempt);
            const failed = rootFailure(exits);
            if (stopping)
                return 128 + (stopping === 'SIGINT' ? 2 : 15);
            if (!failed)
                return 0;
            const others = exits.filter((e) => e !== failed && e.code !== 0 && !e.stopped);
            log(`worker group failed: ${describe(failed, o.nodeRank, o.nprocPerNode)}${others.length ? `; then ${others.map((e) => describe(e, o.nodeRank, o.nprocPerNode)).join(', ')}` : ''}`);
            if (attempt >= o.maxRestarts) {
                if (o.maxRestarts > 0)
                    log(`giving up after ${o.maxRestarts} restart(s)`);
                return failed.code && failed.code > 0 ? failed.code : 1;
            }
            log(`restarting the worker group (restart ${attempt + 1} of ${o.maxRestarts})`);
        }
    }
    finally {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
        if (storeDir)
            rmSync(storeDir, { recursive: true, force: true });
    }
    // Runs one attempt; resolves with the first failure first (or every exit when all succeed).
    function runGroup(attempt) {
        return new Promise((resolve) => {
            const exits = [];
            let firstFailure = null;
            let killTimer = null;
            const stoppedChildren = new Set();
            children = [];
            for (let local = 0; local < o.nprocPerNode; local++) {
                const rank = o.nodeRank * o.nprocPerNode + local;
                const env = {
                    ...process.env,
                    RANK: String(rank),
                    LOCAL_RANK: String(local),
                    GROUP_RANK: String(o.nodeRank),
                    ROLE_RANK: String(rank),
                    ROLE_NAME: 'default',
                    LOCAL_WORLD_SIZE: String(o.nprocPerNode),
                    WORLD_SIZE: String(worldSize),
                    GROUP_WORLD_SIZE: String(o.nnodes),
                    ROLE_WORLD_SIZE: String(worldSize),
                    MASTER_ADDR: o.masterAddr,
                    MASTER_PORT: String(masterPort),
                    TORCHELASTIC_RESTART_COUNT: String(attempt),
                    TORCHELASTIC_MAX_RESTARTS: String(o.maxRestarts),
                    TORCHELASTIC_RUN_ID: runId,
                    // Rank 0 serves the rendezvous store (no launcher-side agent store).
                    TORCHELASTIC_USE_AGENT_STORE: 'False',
                };
                // A fresh store file per attempt: a restarted group never reads the failed one's keys.
                if (storeDir)
                    env[STORE_FILE_ENV] = join(storeDir, `store-${attempt}`);
                else
                    delete env[STORE_FILE_ENV];
                // As torchrun: one intra-op thread per worker unless the user chose otherwise.
                if (env.OMP_NUM_THREADS === undefined && o.nprocPerNode > 1)
                    env.OMP_NUM_THREADS = '1';
                const [cmd, args] = isNodeScript ? [process.execPath, [...process.execArgv, o.script, ...o.args]] : [o.script, o.args];
                const child = spawn(cmd, args, { env, stdio: ['inherit', o.prefixOutput ? 'pipe' : 'inherit', o.prefixOutput ? 'pipe' : 'inherit'] });
                if (o.prefixOutput) {
                    pipeLines(child.stdout, process.stdout, `[rank${rank}]: `);
                    pipeLines(child.stderr, process.stderr, `[rank${rank}]: `);
                }
                const record = (e) => {
                    exits.push(e);
                    if (e.code !== 0 && !firstFailure) {
                        firstFailure = e;
                        stopOthers();
                    }
                    if (exits.length === o.nprocPerNode) {
                        if (killTimer)
                            clearTimeout(killTimer);
                        resolve(firstFailure ? [firstFailure, ...exits.filter((x) => x !== firstFailure)] : exits);
                    }
                };
                child.on('error', (err) => {
                    log(`cannot start local rank ${local}: ${err.message}`);
                    if (child.exitCode === null)
                        record({ localRank: local, code: 127, signal: null });
                });
                child.on('exit', (code, signal) => record({ localRank: local, code: code ?? (signal ? null : 1), signal, stopped: stoppedChildren.has(child) }));
                children.push(child);
            }
            function stopOthers() {
                for (const c of children) {
                    if (c.exitCode === null && c.signalCode === null) {
                        stoppedChildren.add(c);
                        c.kill('SIGTERM');
                    }
                }
                killTimer = setTimeout(() => {
                    for (const c of children) {
                        if (c.exitCode === null && c.signalCode === null) {
                            log(`worker pid ${c.pid} did not stop within ${o.stopTimeoutMs} ms; killing it`);
                            c.kill('SIGKILL');
                        }
                    }
                }, o.stopTimeoutMs);
                killTimer.unref();
            }
        });
    }
}
//# sourceMappingURL=launch.js.map