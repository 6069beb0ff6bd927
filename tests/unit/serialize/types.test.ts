// Compiles the type-level checks in tests/types (tsc, no emit): torch.load's result types.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

test('torch.load results type-check where a state dict, a checkpoint or a named type is expected', () => {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', join(root, 'tests', 'types', 'tsconfig.json')], { encoding: 'utf8' });
  expect(r.stdout + r.stderr).toBe('');
  expect(r.status).toBe(0);
});
