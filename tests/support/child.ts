// Runs TypeScript scripts in real child processes (for kill, signal and resume tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REGISTER = fileURLToPath(new URL('./ts-register.mjs', import.meta.url));

/** A finished child process. */
export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A running child process and its collected output. */
export interface RunningChild {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when a line of stdout matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  done: Promise<ChildResult>;
}

/** Starts `node <script.ts> ...args` with the TypeScript hooks. */
export function startChild(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): RunningChild {
  const child = spawn(process.execPath, ['--import', REGISTER, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    for (const l of listeners) l();
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const done = new Promise<ChildResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout: out, stderr: err }));
  });
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(pattern);
        if (m) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${pattern} in the child's output:\n${out}\n${err}`));
      }, timeoutMs);
      listeners.add(check);
      void done.then(() => {
        check();
        if (listeners.has(check)) {
          listeners.delete(check);
          clearTimeout(timer);
          reject(new Error(`the child exited before printing ${pattern}:\n${out}\n${err}`));
        }
      });
      check();
    });
  return { process: child, stdout: () => out, stderr: () => err, waitFor, done };
}

/** Runs a script to completion; throws with its output when it exits other than 0. */
export async function runChild(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ChildResult> {
  const result = await startChild(script, args, env).done;
  if (result.code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${result.code ?? result.signal}:\n${result.stdout}\n${result.stderr}`);
  return result;
}
