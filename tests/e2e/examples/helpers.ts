import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig, type RunnerConfig } from '../../../src/index.js';
import { exampleFile } from '../../../examples/paths.js';

/** An example's config.yaml with `object` over it, writing its run directory under a temporary root. */
export function exampleConfig(example: string, object: Record<string, unknown>, root: string): RunnerConfig {
  return loadConfig({
    files: exampleFile(example, 'config.yaml'),
    object: { workspaceRoot: root, logging: { console: false, tensorboard: false }, ...object },
  });
}

/** A temporary directory removed by the returned function. */
export function tempRoot(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
