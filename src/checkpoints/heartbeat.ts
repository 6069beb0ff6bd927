import { hostname } from 'node:os';
import { join } from 'node:path';

import { FileReplacer } from '../logging/file-replacer.js';

/** The heartbeat file's name in the run directory. */
export const HEARTBEAT_FILE = 'heartbeat.json';

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
export class Heartbeat {
  readonly path: string;
  private readonly intervalMs: number;
  private readonly started = new Date().toISOString();
  private last = -Infinity;
  private readonly files: FileReplacer;

  constructor(runDir: string, options: { intervalMs?: number } = {}) {
    this.path = join(runDir, HEARTBEAT_FILE);
    this.intervalMs = options.intervalMs ?? 5000;
    this.files = new FileReplacer(runDir);
  }

  /** Records progress; writes the file when the last write is older than the interval (or `force`). */
  beat(step: number, epoch = 0, force = false): boolean {
    const now = Date.now();
    if (!force && now - this.last < this.intervalMs) return false;
    this.last = now;
    this.write({ step, epoch, status: 'running' }, now);
    return true;
  }

  /** Writes a final record saying the run stopped cleanly; resolves when it is written. */
  stop(step: number, epoch = 0): Promise<void> {
    this.write({ step, epoch, status: 'stopped' }, Date.now());
    return this.idle();
  }

  /** Resolves when no write is queued or running. */
  idle(): Promise<void> {
    return this.files.idle();
  }

  private write(fields: Pick<HeartbeatRecord, 'step' | 'epoch' | 'status'>, now: number): void {
    const record: HeartbeatRecord = { pid: process.pid, host: hostname(), ...fields, time: new Date(now).toISOString(), started: this.started };
    // A heartbeat that cannot be written must not stop training (a full or read-only disk
    // shows up at the next checkpoint instead).
    this.files.replace(new Map([[HEARTBEAT_FILE, `${JSON.stringify(record)}\n`]])).catch(() => undefined);
  }
}
