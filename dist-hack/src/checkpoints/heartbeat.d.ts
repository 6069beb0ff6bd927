/** The heartbeat file's name in the run directory. */
export declare const HEARTBEAT_FILE = "heartbeat.json";
/** What the heartbeat file holds. */
export interface HeartbeatRecord {
    pid: number;
    host: string;
    /** Optimizer steps taken. */
    step: number;
    epoch: number;
    /** ISO time of this beat. */
    time: string;
    /** ISO time the process started beating. */
    started: string;
    /** `running`, or `stopped` after a clean stop. */
    status: 'running' | 'stopped';
}
/**
 * A small JSON file in the run directory (`heartbeat.json`: pid, host, step, epoch, time)
 * rewritten atomically at most every `intervalMs` (default 5 s), so a run that hangs can be
 * told from one that is slow: its time stops moving while the process still exists. Writes
 * go through `fs/promises` (never blocking the JS thread) and are not flushed to disk;
 * {@link idle} waits for them.
 */
export declare class Heartbeat {
    readonly path: string;
    private readonly intervalMs;
    private readonly started;
    private last;
    private readonly files;
    constructor(runDir: string, options?: {
        intervalMs?: number;
    });
    /** Records progress; writes the file when the last write is older than the interval (or `force`). */
    beat(step: number, epoch?: number, force?: boolean): boolean;
    /** Writes a final record saying the run stopped cleanly; resolves when it is written. */
    stop(step: number, epoch?: number): Promise<void>;
    /** Resolves when no write is queued or running. */
    idle(): Promise<void>;
    private write;
}
