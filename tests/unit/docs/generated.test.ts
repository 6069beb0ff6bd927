// The generated references must be what their generators write now: a change to the config
// schema or to the public API's TSDoc without `npm run docs` fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

import { configDocs } from '../../../scripts/gen-config-docs.js';
import { REPO } from '../../support/cli.js';

const STALE = 'is stale: run `npm run docs` and commit the result';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('generated documentation', () => {
  test('docs/reference/config.md and config.schema.json match the config schema', () => {
    for (const [path, text] of Object.entries(configDocs())) {
      expect(readFileSync(join(REPO, path), 'utf8'), `${path} ${STALE}`).toBe(text);
    }
  });

  test('the config reference lists every key of the schema with a description', () => {
    const reference = configDocs()['docs/reference/config.md']!;
    const rows = reference.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      const description = row.split(' | ')[3] ?? '';
      expect(description.trim(), `no description in: ${row}`).not.toBe('');
    }
  });

  test('docs/reference/api matches what TypeDoc writes from src/index.ts', () => {
    const out = mkdtempSync(join(tmpdir(), 'api-docs-'));
    const typedoc = join(REPO, 'node_modules', 'typedoc', 'bin', 'typedoc');
    const run = spawnSync(process.execPath, [typedoc, '--out', out, '--logLevel', 'Error'], { cwd: REPO, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const committed = join(REPO, 'docs', 'reference', 'api');
    expect(files(committed), `the file list of docs/reference/api ${STALE}`).toEqual(files(out));
    for (const file of files(out)) {
      expect(readFileSync(join(committed, file), 'utf8'), `docs/reference/api/${file} ${STALE}`).toBe(readFileSync(join(out, file), 'utf8'));
    }
  }, 300_000); // TypeDoc reads the whole program: about 15 s alone, longer beside other test files
});
