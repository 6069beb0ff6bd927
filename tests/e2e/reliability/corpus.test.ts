// The runner-level misuse corpus: what a new user and a bad day in production do (config
// typos, runner misuse, damaged and foreign checkpoints, full disks, signals, kill -9, ranks
// that disagree). Every case runs in a child process under a watchdog and is classified:
//   crash        the process died (a signal, an abort) before the case reported
//   hang         the case did not finish within its time
//   silent       no error where one was due, or a wrong result without a word
//   loss         a checkpoint or its contents were lost
//   leak         a temporary file or memory left behind
//   unclear      an error that does not say what was wrong
//   clear-error  an error naming what was wrong        correct   the right behaviour
// Cases that cannot disturb each other share a child; the rest run alone. Two children run
// at a time.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { ensureCompiled } from '../../distributed/support.js';

interface Case {
  name: string;
  expect: RegExp | 'ok';
  isolated?: boolean;
  timeoutMs?: number;
}

interface Report {
  name: string;
  problem?: string;
  skipped?: string;
  error?: string;
  message?: string;
}

type Outcome = 'crash' | 'hang' | 'silent' | 'loss' | 'leak' | 'unclear' | 'clear-error' | 'correct' | 'skipped';

const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));
const CASE_TIMEOUT_MS = 45_000;
const BATCH = 20;
const PARALLEL = 2;

let cases: Case[] = [];
const outcomes = new Map<string, { outcome: Outcome; detail: string }>();

function classify(c: Case, r: Report): { outcome: Outcome; detail: string } {
  if (r.skipped) return { outcome: 'skipped', detail: r.skipped };
  if (r.problem) {
    const kind = /^(crash|hang|silent|loss|leak):/.exec(r.problem)?.[1] as Outcome | undefined;
    return { outcome: kind ?? 'silent', detail: r.problem };
  }
  if (r.message !== undefined) {
    if (c.expect === 'ok') return { outcome: 'unclear', detail: `unexpected error: ${r.error}` };
    return c.expect.test(r.message) ? { outcome: 'clear-error', detail: r.message.split('\n')[0]! } : { outcome: 'unclear', detail: `${r.error}\n(expected ${c.expect})` };
  }
  return c.expect === 'ok' ? { outcome: 'correct', detail: '' } : { outcome: 'silent', detail: `no error (expected ${c.expect})` };
}

/** Runs `batch` in one child; cases after one that hangs or crashes go to a new child. */
async function runBatch(batch: Case[]): Promise<void> {
  let rest = batch;
  while (rest.length > 0) {
    const done = await runChild(rest);
    rest = rest.slice(done);
  }
}

/** Runs cases in one child until they finish or one of them hangs or crashes; returns how many were classified. */
function runChild(batch: Case[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(batch.map((c) => c.name))], {
      env: { ...process.env, OMP_NUM_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffer = '';
    let stderr = '';
    let current: Case | null = null;
    let classified = 0;
    let timer: NodeJS.Timeout | null = null;
    let hung = false;
    const byName = new Map(batch.map((c) => [c.name, c]));
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.stdout.on('data', (d) => {
      buffer += d;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('case-start ')) {
          current = byName.get(JSON.parse(line.slice(11)))!;
          const c = current;
          timer = setTimeout(() => {
            hung = true;
            outcomes.set(c.name, { outcome: 'hang', detail: `no result within ${c.timeoutMs ?? CASE_TIMEOUT_MS} ms\n${stderr}` });
            child.kill('SIGKILL');
          }, c.timeoutMs ?? CASE_TIMEOUT_MS);
        } else if (line.startsWith('case-result ')) {
          if (timer) clearTimeout(timer);
          const r = JSON.parse(line.slice(12)) as Report;
          outcomes.set(r.name, classify(byName.get(r.name)!, r));
          classified += 1;
          current = null;
        }
      }
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (current && !hung) {
        outcomes.set(current.name, { outcome: 'crash', detail: `the child ended with ${signal ?? `code ${code}`} during the case\n${stderr}` });
      }
      if (classified === 0 && !current && batch[0]) {
        outcomes.set(batch[0].name, { outcome: 'crash', detail: `the child ended with ${signal ?? `code ${code}`} before any case\n${stderr}` });
      }
      resolve(current || classified === 0 ? classified + 1 : classified);
    });
  });
}

beforeAll(async () => {
  ensureCompiled();
  cases = ((await import('./cases/index.mjs')) as { CASES: Case[] }).CASES;
  const shared = cases.filter((c) => !c.isolated);
  const batches: Case[][] = cases.filter((c) => c.isolated).map((c) => [c]);
  for (let i = 0; i < shared.length; i += BATCH) batches.push(shared.slice(i, i + BATCH));
  const queue = [...batches];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let b = queue.shift(); b; b = queue.shift()) await runBatch(b);
    }),
  );
}, 600_000);

describe('the runner-level misuse corpus', () => {
  it('has at least 100 cases, every one classified', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    expect([...outcomes.keys()].sort()).toEqual(cases.map((c) => c.name).sort());
  });

  it('ends every case as a clear error or the correct behaviour', () => {
    const counts: Record<string, number> = {};
    for (const { outcome } of outcomes.values()) counts[outcome] = (counts[outcome] ?? 0) + 1;
    console.log(`misuse corpus: ${cases.length} cases: ${JSON.stringify(counts)}`);
    for (const [name, o] of outcomes) if (o.outcome === 'skipped') console.log(`skipped: ${name}: ${o.detail}`);
    const bad = [...outcomes].filter(([, o]) => !['clear-error', 'correct', 'skipped'].includes(o.outcome));
    expect(bad.map(([name, o]) => `${o.outcome}: ${name}\n  ${o.detail.replace(/\n/g, '\n  ')}`)).toEqual([]);
  });
});
