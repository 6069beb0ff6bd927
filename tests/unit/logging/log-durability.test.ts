import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

import { startChild } from '../../support/child.js';

const dir = mkdtempSync(join(tmpdir(), 'torchrunner-log-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = fileURLToPath(new URL('./scripts/log-then-spin.ts', import.meta.url));

async function killAfter(level: 'info' | 'warn', delayMs: number): Promise<string> {
  const path = join(dir, `${level}-${delayMs}.log`);
  const child = startChild(script, [path, level]);
  await child.waitFor(/logged\n/);
  await new Promise((r) => setTimeout(r, delayMs));
  child.process.kill('SIGKILL');
  expect((await child.done).signal).toBe('SIGKILL');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

describe('log lines survive a kill -9', () => {
  // A warning is handed to the file system as it is logged; other lines within about 100 ms,
  // while the loop keeps yielding to the event loop as the runner does.
  test('a warning logged just before the kill is in the file', async () => {
    expect(await killAfter('warn', 30)).toMatch(/WARN {2}the last line before the kill \(warn\)\n$/);
  });

  test('an info line logged 300 ms before the kill is in the file', async () => {
    expect(await killAfter('info', 300)).toMatch(/INFO {2}the last line before the kill \(info\)\n$/);
  });
});
