// Starts real worker processes on loopback for the distributed tests. Workers are plain ESM
// scripts (tests/distributed/workers) that import the compiled package from dist/, so the
// TypeScript sources are compiled first when dist/ is older than them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../src/cli/launch.js';

export { freePort };

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORKERS = join(ROOT, 'tests', 'distributed', 'workers');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Compiles the package into dist/ when a source is newer than the compiled distributed module. */
export function ensureCompiled(): void {
  const marker = join(ROOT, 'dist', 'src', 'distributed', 'data-parallel.js');
  const srcTime = Math.max(newest(join(ROOT, 'src')), newest(join(ROOT, 'examples')));
  if (existsSync(marker) && statSync(marker).mtimeMs >= srcTime) return;
  // Several test files may get here at once: one compiles, the others wait for it.
  const lock = join(ROOT, 'dist', '.compile-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('timed out waiting for another compile of dist/');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      if (existsSync(marker) && statSync(marker).mtimeMs >= srcTime) return;
    }
  }
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'tsconfig.json')], {
      stdio: 'inherit',
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface ProcResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The last line of stdout parsed as JSON (workers print their result there), or null. */
  result: any;
}

export function collect(child: ChildProcess, timeoutMs: number, label: string): Promise<ProcResult> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not finish within ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    }, timeoutMs);
    // 'close', not 'exit': the output pipes are drained by then.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      {
        const last = stdout.trim().split('\n').filter(Boolean).pop();
        let result = null;
        try {
          result = last ? JSON.parse(last) : null;
        } catch {
          result = null;
        }
        resolve({ code, signal, stdout, stderr, result });
      }
    });
  });
}

/** Environment of rank `rank` of `world` processes rendezvousing on 127.0.0.1:port (torchrun's contract). */
export function rankEnv(rank: number, world: number, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    RANK: String(rank),
    LOCAL_RANK: String(rank),
    WORLD_SIZE: String(world),
    LOCAL_WORLD_SIZE: String(world),
    MASTER_ADDR: '127.0.0.1',
    MASTER_PORT: String(port),
    OMP_NUM_THREADS: '1',
    TORCHRUNNER_ADDON: '',
    ...extra,
  };
}

/** Runs `script` (in tests/distributed/workers) as `world` ranks and returns each rank's outcome. */
export async function runRanks(
  script: string,
  world: number,
  options: { args?: string[]; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ProcResult[]> {
  const port = await freePort();
  // One scratch directory for every rank of this run (workspace roots: sharded checkpoints
  // need all ranks to save into the same directory).
  const scratch = { TORCHRUNNER_TEST_SCRATCH: mkdtempSync(join(tmpdir(), 'torchrunner-ranks-')) };
  const procs = [...Array(world).keys()].map((rank) =>
    spawn(process.execPath, [join(WORKERS, script), ...(options.args ?? [])], {
      env: rankEnv(rank, world, port, { ...scratch, ...options.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  return Promise.all(procs.map((p, rank) => collect(p, options.timeoutMs ?? 60_000, `${script} rank ${rank}`)));
}

/** Fails with every rank's output when a rank did not exit 0. */
export function expectAllOk(results: ProcResult[]): void {
  results.forEach((r, rank) => {
    if (r.code !== 0) throw new Error(`rank ${rank} exited with ${r.code ?? r.signal}\nstdout:\n${r.stdout}\nstderr:\n${r.stderr}`);
  });
}
