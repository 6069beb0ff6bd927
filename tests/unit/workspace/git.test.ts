import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGitInfo, readGitInfoAsync, SHORT_SHA_LENGTH, type GitInfo } from '../../../src/workspace/index.js';
import { TinyRunner, tinyConfig } from '../runners/tiny.js';
import { git, makeRepo, tempDir } from './git-repo.js';

const dirs: string[] = [];
const track = (dir: string) => (dirs.push(dir), dir);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const readers: [string, (cwd: string) => GitInfo | null | Promise<GitInfo | null>][] = [
  ['readGitInfo', readGitInfo],
  ['readGitInfoAsync', readGitInfoAsync],
];

describe.each(readers)('%s', (_name, read) => {
  it('describes a clean tree by its commit', async () => {
    const repo = track(makeRepo());
    const sha = git(repo, 'rev-parse', 'HEAD').trim();
    const info = await read(repo);
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

  it('works from a subdirectory and reports the remote', async () => {
    const repo = track(makeRepo({ 'src/model.ts': 'export {};\n' }));
    git(repo, 'remote', 'add', 'origin', 'https://example.com/team/project.git');
    const info = await read(join(repo, 'src'));
    expect(info?.remote).toBe('https://example.com/team/project.git');
    expect(info?.dirty).toBe(false);
  });

  it('marks a modified tracked file dirty and hashes the diff into the code id', async () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const info = (await read(repo))!;
    const diff = git(repo, 'diff', 'HEAD', '--binary');
    const hash = createHash('sha256').update(diff).digest('hex').slice(0, 8);
    expect(info.dirty).toBe(true);
    expect(info.diff).toBe(diff);
    expect(info.diff).toContain('+export const lr = 2;');
    expect(info.diffHash).toBe(hash);
    expect(info.codeId).toBe(`${info.shortSha}-d${hash}`);
  });

  it('gives the same dirty tree the same code id and a different change another', async () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const first = (await read(repo))!.codeId;
    expect((await read(repo))!.codeId).toBe(first);
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 3;\n');
    expect((await read(repo))!.codeId).not.toBe(first);
  });

  it('counts staged new files but not untracked ones', async () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'scratch.ts'), 'untracked\n');
    expect((await read(repo))!.dirty).toBe(false);
    git(repo, 'add', 'scratch.ts');
    const info = (await read(repo))!;
    expect(info.dirty).toBe(true);
    expect(info.diff).toContain('scratch.ts');
  });

  it('reports a detached HEAD as no branch', async () => {
    const repo = track(makeRepo());
    git(repo, 'checkout', '-q', '--detach');
    expect((await read(repo))?.branch).toBeNull();
  });

  it('returns null outside a repository', async () => {
    const dir = track(tempDir('plain'));
    mkdirSync(join(dir, 'sub'));
    expect(await read(join(dir, 'sub'))).toBeNull();
  });

  it('returns null for a repository without commits', async () => {
    const dir = track(tempDir('empty-repo'));
    git(dir, 'init', '-q');
    expect(await read(dir)).toBeNull();
  });

  it('returns null, without throwing, when git is not installed', async () => {
    const repo = track(makeRepo());
    const path = process.env.PATH;
    process.env.PATH = track(tempDir('no-bin'));
    try {
      expect(await read(repo)).toBeNull();
    } finally {
      process.env.PATH = path;
    }
  });
});

/** Puts a git first on PATH that takes 0.3 s per command and logs when each starts and ends. */
function slowGit(): { log: string; restore: () => void } {
  const bin = track(tempDir('slow-git'));
  const log = join(bin, 'log');
  const real = git(bin, '--exec-path').trim();
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "start $1" >> ${log}\nsleep 0.3\necho "end $1" >> ${log}\nexec ${real}/git "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  return { log, restore: () => void (process.env.PATH = path) };
}

describe('readGitInfoAsync', () => {
  it('runs git on worker threads, the commands of a round at once, while the JS thread goes on', async () => {
    const repo = track(makeRepo());
    git(repo, 'remote', 'add', 'origin', 'https://example.com/team/project.git');
    const expected = readGitInfo(repo);
    const { log, restore } = slowGit();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let info: GitInfo | null;
    try {
      info = await readGitInfoAsync(repo);
    } finally {
      clearInterval(timer);
      restore();
    }
    expect(info).toEqual(expected);
    expect(ticks).toBeGreaterThan(20);
    // Three rounds: the two rev-parse commands, then the five that read the state (as many at
    // once as the worker pool has threads), then get-url, which needs the remotes' names.
    const events = readFileSync(log, 'utf8').trim().split('\n');
    let running = 0;
    let most = 0;
    for (const e of events) most = Math.max(most, (running += e.startsWith('start') ? 1 : -1));
    expect(events).toHaveLength(16);
    expect(events.slice(0, 2)).toEqual(['start rev-parse', 'start rev-parse']);
    expect(most).toBeGreaterThanOrEqual(2);
    expect(events.slice(14)).toEqual(['start remote', 'end remote']);
  });

  it("is how a runner's setup reads git: the JS thread goes on meanwhile", async () => {
    const { log, restore } = slowGit();
    const runner = new TinyRunner(tinyConfig({ epochs: 1 }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await runner.setup();
    } finally {
      clearInterval(timer);
      restore();
      await runner.close();
    }
    expect(readFileSync(log, 'utf8')).toMatch(/^start rev-parse\nstart rev-parse\n/);
    expect(ticks).toBeGreaterThan(20);
  });
});
