import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, test } from 'vitest';

// Property-based fuzzing of the tensor and operator API (fuzz/program.ts). It runs in a child
// process so that a native crash fails this test instead of killing the test worker; the
// child's data segment (private writable memory) is capped so that a random size cannot take the machine's memory
// (an allocation over the cap must then fail as a JS Error, like any other).
const here = dirname(fileURLToPath(import.meta.url));
const SEED = Number(process.env.TORCHRUNNER_FUZZ_SEED ?? 20260101);
const RUNS = Number(process.env.TORCHRUNNER_FUZZ_RUNS ?? 1200);
const DATA_LIMIT_KB = 6 * 1024 * 1024;

const work = mkdtempSync(join(tmpdir(), 'torchrunner-fuzz-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('fuzzing the tensor API', () => {
  test(`random calls fail only with JS Errors and never kill the process (seed ${SEED}, ${RUNS} cases)`, () => {
    const progress = join(work, 'case.json');
    const r = spawnSync(
      'bash',
      ['-c', `ulimit -d ${DATA_LIMIT_KB} && exec "$0" "$@"`, process.execPath, join(here, 'fuzz', 'child.mjs'),
        join(here, 'fuzz', 'program.ts'), String(SEED), String(RUNS), progress],
      { encoding: 'utf8', timeout: 110_000, maxBuffer: 16 << 20 },
    );
    let last = '';
    try {
      last = readFileSync(progress, 'utf8');
    } catch {
      // no case ran
    }
    const detail = `exit ${r.status}, signal ${r.signal}; reproduce with TORCHRUNNER_FUZZ_SEED=${SEED}\n` +
      `last case: ${last}\nstderr: ${(r.stderr ?? '').slice(-4000)}`;
    expect(r.signal, detail).toBeNull();
    expect(r.status, detail).toBe(0);
    const summary = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(summary).toMatchObject({ ok: true, runs: RUNS });
    // The cases reach real work: a good share of the calls succeed, and many are rejected.
    expect(summary.returned).toBeGreaterThan(RUNS * 0.15);
    expect(summary.threw).toBeGreaterThan(RUNS * 0.15);
  });
});
