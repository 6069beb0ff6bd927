/** Parsed `torchrunner launch` options. */
export interface LaunchOptions {
    nprocPerNode: number;
    nnodes: number;
    nodeRank: number;
    masterAddr: string;
    /** null: pick a free port (single node only). */
    masterPort: number | null;
    maxRestarts: number;
    /** How long stopping workers may take before they are killed, in milliseconds. */
    stopTimeoutMs: number;
    /** Prefix every output line with the worker's rank. */
    prefixOutput: boolean;
    script: string;
    args: string[];
}
/** Parses `launch`'s arguments (torchrun's spellings with dashes or underscores). */
export declare function parseLaunchArgs(argv: string[]): LaunchOptions;
/** A free TCP port on the loopback interface. */
export declare function freePort(host?: string): Promise<number>;
interface Exit {
    localRank: number;
    code: number | null;
    signal: NodeJS.Signals | null;
    /** The launcher had signalled it to stop (after another rank's failure, or forwarding a signal) before it exited. */
    stopped?: boolean;
}
/**
 * The failure that most likely caused the others: a rank killed by a signal the launcher did
 * not send (kill -9, an out-of-memory kill, a crash; not SIGTERM or SIGINT, which ask a process
 * to stop) before any rank that merely exited non-zero, since the survivors of a lost peer fail on their next collective, and their exits
 * can be reported before the lost one's; else the first failure to exit. Ranks the launcher
 * stopped are never the cause.
 */
export declare function rootFailure<T extends Exit>(exits: readonly T[]): T | undefined;
/**
 * `torchrunner launch`: runs a worker group with torchrun's environment contract and returns the
 * process exit code (0 when every worker succeeded).
 */
export declare function launch(argv: string[]): Promise<number>;
export {};
