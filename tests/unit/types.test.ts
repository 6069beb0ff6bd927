import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, expect, test } from 'vitest';

import { generate } from '../../scripts/gen-ops.js';
import { handWrittenMembers } from '../../src/index.js';
import { futureSchemas } from './torch/future-schemas.js';

const root = join(import.meta.dirname, '..', '..');
const future = join(root, 'tests', 'types', 'generated-future');

/**
 * The surface gen-ops writes for a newer libtorch (see future-schemas.ts), placed where
 * tests/types/tsconfig.json compiles it, with a probe that merges its methods into Tensor as
 * src/torch/tensor.ts merges the committed ones.
 */
function writeFutureSurface(): void {
  const { tensorMembers, torchMembers } = handWrittenMembers();
  const { files } = generate(tensorMembers, torchMembers, futureSchemas());
  mkdirSync(future, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(future, name), text.replaceAll("from '../", "from '../../../src/torch/"));
  writeFileSync(
    join(future, 'probe.ts'),
    [
      "import type { Tensor } from '../../../src/torch/tensor.js';",
      "import type { GeneratedTensorMethods as Committed } from '../../../src/torch/generated/tensor-methods.js';",
      "import type { GeneratedTensorMethods } from './tensor-methods.js';",
      "import type { GeneratedFunctions } from './functions.js';",
      "import type { AtenOps } from './aten.js';",
      'export interface FutureTensor extends Omit<Tensor, keyof Committed>, GeneratedTensorMethods {}',
      'export type Surface = [GeneratedFunctions, AtenOps];',
      '',
    ].join('\n'),
  );
}

afterAll(() => rmSync(future, { recursive: true, force: true }));

// tests/types holds type-level checks (expectTypeOf, @ts-expect-error): compiling them is the test.
test('the public types hold, and the operator surface generated for a newer libtorch compiles', { timeout: 300_000 }, () => {
  writeFutureSurface();
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
