// Builds the `torchrunner` command the way a package install lays it out (dist/ beside
// package.json, node_modules and build/) in a temporary directory, and runs it in a child
// process. Transpiling without type-checking keeps this to a few seconds; `tsc` checks types.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

let built: string | undefined;

/**
 * The package root of a build of src/ as it is now. Builds are shared by test files: the
 * directory is named by a hash of the sources and appears whole, by rename.
 */
export function buildPackage(): string {
  if (built) return built;
  const files = [...sources(join(REPO, 'src'))].sort();
  const hash = createHash('sha256');
  for (const file of [...files, join(REPO, 'package.json')]) hash.update(file).update(readFileSync(file));
  const root = join(tmpdir(), `torchrunner-pkg-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(root)) {
    const staging = mkdtempSync(`${root}-staging-`);
    for (const file of files) {
      const out = join(staging, 'dist', relative(REPO, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(out), { recursive: true });
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        fileName: file,
      });
      writeFileSync(out, outputText);
    }
    copyFileSync(join(REPO, 'package.json'), join(staging, 'package.json'));
    symlinkSync(join(REPO, 'node_modules'), join(staging, 'node_modules'));
    if (existsSync(join(REPO, 'build'))) symlinkSync(join(REPO, 'build'), join(staging, 'build'));
    try {
      renameSync(staging, root);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another test file built it first
    }
  }
  built = root;
  return root;
}

/** Path of the built command's entry point (the package's `bin`). */
export function cliPath(): string {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  return join(buildPackage(), pkg.bin.torchrunner!);
}

/** Runs `torchrunner ...args` in a child process. */
export function runCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [cliPath(), ...args], {
    cwd: options.cwd ?? REPO,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    timeout: options.timeout ?? 60_000,
  });
}
