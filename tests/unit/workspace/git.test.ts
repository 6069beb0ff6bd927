import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGitInfo, SHORT_SHA_LENGTH } from '../../../src/workspace/index.js';
import { git, makeRepo, tempDir } from './git-repo.js';

const dirs: string[] = [];
const track = (dir: string) => (dirs.push(dir), dir);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readGitInfo', () => {
  it('describes a clean tree by its commit', () => {
    const repo = track(makeRepo());
    const sha = git(repo, 'rev-parse', 'HEAD').trim();
    const info = readGitInfo(repo);
    expect(info).toMatchObject({
      sha,
      shortSha: sha.slice(0, SHORT_SHA_LENGTH),
      branch: 'main',
      remote: null,
      dirty: false,
      diff: '',
      diffHash: null,
      codeId: sha.slice(0, SHORT_SHA_LENGTH),
    });
    expect(info?.commitTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('works from a subdirectory and reports the remote', () => {
    const repo = track(makeRepo({ 'src/model.ts': 'export {};\n' }));
    git(repo, 'remote', 'add', 'origin', 'https://example.com/team/project.git');
    const info = readGitInfo(join(repo, 'src'));
    expect(info?.remote).toBe('https://example.com/team/project.git');
    expect(info?.dirty).toBe(false);
  });

  it('marks a modified tracked file dirty and hashes the diff into the code id', () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const info = readGitInfo(repo)!;
    const diff = git(repo, 'diff', 'HEAD', '--binary');
    const hash = createHash('sha256').update(diff).digest('hex').slice(0, 8);
    expect(info.dirty).toBe(true);
    expect(info.diff).toBe(diff);
    expect(info.diff).toContain('+export const lr = 2;');
    expect(info.diffHash).toBe(hash);
    expect(info.codeId).toBe(`${info.shortSha}-d${hash}`);
  });

  it('gives the same dirty tree the same code id and a different change another', () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const first = readGitInfo(repo)!.codeId;
    expect(readGitInfo(repo)!.codeId).toBe(first);
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 3;\n');
    expect(readGitInfo(repo)!.codeId).not.toBe(first);
  });

  it('counts staged new files but not untracked ones', () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'scratch.ts'), 'untracked\n');
    expect(readGitInfo(repo)!.dirty).toBe(false);
    git(repo, 'add', 'scratch.ts');
    const info = readGitInfo(repo)!;
    expect(info.dirty).toBe(true);
    expect(info.diff).toContain('scratch.ts');
  });

  it('reports a detached HEAD as no branch', () => {
    const repo = track(makeRepo());
    git(repo, 'checkout', '-q', '--detach');
    expect(readGitInfo(repo)?.branch).toBeNull();
  });

  it('returns null outside a repository', () => {
    const dir = track(tempDir('plain'));
    mkdirSync(join(dir, 'sub'));
    expect(readGitInfo(join(dir, 'sub'))).toBeNull();
  });

  it('returns null for a repository without commits', () => {
    const dir = track(tempDir('empty-repo'));
    git(dir, 'init', '-q');
    expect(readGitInfo(dir)).toBeNull();
  });

  it('returns null, without throwing, when git is not installed', () => {
    const repo = track(makeRepo());
    const path = process.env.PATH;
    process.env.PATH = track(tempDir('no-bin'));
    try {
      expect(readGitInfo(repo)).toBeNull();
    } finally {
      process.env.PATH = path;
    }
  });
});
