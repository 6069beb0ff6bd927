// Runs the reference Python (Debian's python3-torch) for interoperability tests.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PYTHON = '/usr/bin/python3';
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');

function probe(): string | null {
  if (!existsSync(PYTHON)) return `${PYTHON} not found`;
  try {
    execFileSync(PYTHON, ['-c', 'import torch'], { stdio: 'ignore' });
    return null;
  } catch {
    return `${PYTHON} cannot import torch`;
  }
}

/** Why the Python reference is unavailable, or null when it is there. */
export const pythonMissing = probe();
if (pythonMissing) console.warn(`SKIPPING Python interoperability tests: ${pythonMissing}`);

/** Runs a fixture script (path relative to tests/fixtures) and returns its stdout. */
export function runPython(script: string, args: string[]): string {
  const path = join(FIXTURES, script);
  return execFileSync(PYTHON, [path, ...args], { cwd: dirname(path), encoding: 'utf8', maxBuffer: 64 << 20 });
}

/** Runs a fixture script that prints JSON. */
export function runPythonJson<T = any>(script: string, args: string[]): T {
  return JSON.parse(runPython(script, args)) as T;
}

/** A value as described by tests/fixtures/serialize/describe.py. */
export type Described =
  | { tensor: string; shape: number[]; values: number[]; requires_grad: boolean }
  | { bool: boolean }
  | { int: string }
  | { float: number }
  | { str: string }
  | { none: true }
  | { tuple: Described[] }
  | { list: Described[] }
  | { dict: [string, string, Described][]; class: string };
