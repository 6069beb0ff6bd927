import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs git in `cwd` with a fixed identity and no user or system configuration. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

/** A fresh directory under the system temp dir. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `torchrunner-${prefix}-`));
}

/** Writes `files` (path -> text) under `root`, creating directories. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A new repository on branch `main` with one commit of `files`. */
export function makeRepo(files: Record<string, string> = { 'train.ts': 'export const lr = 1;\n' }): string {
  const root = tempDir('repo');
  git(root, 'init', '-q', '-b', 'main');
  writeFiles(root, { '.gitignore': 'runs/\n', ...files });
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}
