import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

// tests/types holds type-level checks (expectTypeOf, @ts-expect-error): compiling them is the test.
test('the public types hold: typed DataLoader batches, Sequential Tensor in and out', { timeout: 300_000 }, () => {
  let output = '';
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tests', 'types', 'tsconfig.json')], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
});
