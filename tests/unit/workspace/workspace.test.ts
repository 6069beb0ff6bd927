import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canonicalConfig, configDiff, configId, validateConfig } from '../../../src/config/index.js';
import { METADATA_FILES, Workspace, type GitInfo } from '../../../src/workspace/index.js';
import { git, makeRepo, tempDir } from './git-repo.js';

const dirs: string[] = [];
const track = (dir: string) => (dirs.push(dir), dir);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const config = { lineage: 'mnist', epochs: 2, optim: { name: 'adam', lr: 1e-3 }, logging: { tensorboard: true } } as const;
const NOW = new Date(2026, 10, 23, 7, 6, 12);
const MAIN = { isMain: true, now: NOW };

function readMeta(ws: Workspace, name: string): string {
  return readFileSync(join(ws.metadataDir, name), 'utf8');
}

describe('Workspace paths', () => {
  it('uses lineage-sha and sha-configId for a clean tree', () => {
    const repo = track(makeRepo());
    const sha = git(repo, 'rev-parse', '--short=7', 'HEAD').trim();
    const ws = new Workspace(config, { cwd: repo, ...MAIN });
    expect(ws.codeId).toBe(sha);
    expect(ws.configId).toBe(configId(config));
    expect(ws.id).toBe(`${sha}-${ws.configId}`);
    expect(ws.root).toBe(join(repo, 'runs'));
    expect(ws.lineageDir).toBe(join(repo, 'runs', `mnist-${sha}`));
    expect(ws.dir).toBe(join(repo, 'runs', `mnist-${sha}`, `${sha}-${ws.configId}`));
    expect(ws.timestamp).toBe('20261123-070612');
    expect(ws.logFile).toBe(join(ws.dir, 'logs', '20261123-070612.log'));
    expect(ws.tensorboardDir).toBe(join(ws.dir, 'tensorboard', '20261123-070612'));
    expect(ws.metadataDir).toBe(join(ws.dir, 'metadata'));
    expect(ws.checkpointsDir).toBe(join(ws.dir, 'checkpoints'));
  });

  it('adds the diff hash for a dirty tree', () => {
    const repo = track(makeRepo());
    const sha = git(repo, 'rev-parse', '--short=7', 'HEAD').trim();
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const ws = new Workspace(config, { cwd: repo, ...MAIN });
    expect(ws.codeId).toMatch(new RegExp(`^${sha}-d[0-9a-f]{8}$`));
    expect(ws.dir).toBe(join(repo, 'runs', `mnist-${ws.codeId}`, `${ws.codeId}-${ws.configId}`));
  });

  it('uses lineage and configId alone without git', () => {
    const dir = track(tempDir('nogit'));
    const ws = new Workspace(config, { cwd: dir, ...MAIN });
    expect(ws.git).toBeNull();
    expect(ws.codeId).toBeNull();
    expect(ws.id).toBe(ws.configId);
    expect(ws.dir).toBe(join(dir, 'runs', 'mnist', ws.configId));
  });

  it('honours an explicit id, an absolute workspaceRoot and a separate code directory', () => {
    const repo = track(makeRepo());
    const root = track(tempDir('root'));
    const ws = new Workspace({ ...config, id: 'baseline', workspaceRoot: root }, { codeDir: repo, ...MAIN });
    expect(ws.id).toBe('baseline');
    expect(ws.dir).toBe(join(root, `mnist-${ws.codeId}`, 'baseline'));
  });

  it('keeps id and directory across retries while the timestamp changes', () => {
    const repo = track(makeRepo());
    const first = new Workspace(config, { cwd: repo, ...MAIN }).initialize();
    const later = new Workspace({ ...config, resume: 'x.pth', logInterval: 5 }, { cwd: repo, isMain: true, now: new Date(2026, 10, 23, 9, 0, 0) });
    expect(later.id).toBe(first.id);
    expect(later.dir).toBe(first.dir);
    expect(later.timestamp).toBe('20261123-090000');
    const sameSecond = new Workspace(config, { cwd: repo, ...MAIN });
    expect(sameSecond.timestamp).toBe('20261123-070612-2');
  });

  it('changes id when the config changes', () => {
    const repo = track(makeRepo());
    const a = new Workspace(config, { cwd: repo, ...MAIN });
    const b = new Workspace({ ...config, epochs: 3 }, { cwd: repo, ...MAIN });
    expect(b.id).not.toBe(a.id);
    expect(b.lineageDir).toBe(a.lineageDir);
  });
});

describe('Workspace.initialize', () => {
  it('writes metadata that holds what it claims, for a clean tree', () => {
    const repo = track(makeRepo());
    git(repo, 'remote', 'add', 'origin', 'git@example.com:team/project.git');
    const ws = new Workspace(config, { cwd: repo, ...MAIN }).initialize();

    expect(readdirSync(ws.metadataDir).sort()).toEqual(
      [METADATA_FILES.canonical, METADATA_FILES.diff, METADATA_FILES.full, METADATA_FILES.git].sort(),
    );
    expect(parse(readMeta(ws, METADATA_FILES.full))).toEqual(JSON.parse(JSON.stringify(validateConfig(config))));
    expect(readMeta(ws, METADATA_FILES.canonical)).toBe(canonicalConfig(config));
    expect(parse(readMeta(ws, METADATA_FILES.diff))).toEqual(configDiff(config));
    expect(parse(readMeta(ws, METADATA_FILES.diff))).toMatchObject({ lineage: 'mnist', epochs: 2, logging: { tensorboard: true } });

    const gitYaml = parse(readMeta(ws, METADATA_FILES.git)) as Record<string, unknown>;
    expect(gitYaml).toMatchObject({
      available: true,
      sha: git(repo, 'rev-parse', 'HEAD').trim(),
      shortSha: ws.codeId,
      branch: 'main',
      dirty: false,
      remote: 'git@example.com:team/project.git',
      codeId: ws.codeId,
      diffHash: null,
    });
    expect(gitYaml).not.toHaveProperty('diff');

    expect(existsSync(ws.logFile)).toBe(true);
    expect(existsSync(ws.tensorboardDir)).toBe(true);
    expect(existsSync(ws.checkpointsDir)).toBe(false);
  });

  it('writes git.diff for a dirty tree', () => {
    const repo = track(makeRepo());
    writeFileSync(join(repo, 'train.ts'), 'export const lr = 2;\n');
    const ws = new Workspace(config, { cwd: repo, ...MAIN }).initialize();
    expect(readMeta(ws, METADATA_FILES.gitDiff)).toBe(git(repo, 'diff', 'HEAD', '--binary'));
    const gitYaml = parse(readMeta(ws, METADATA_FILES.git)) as GitInfo;
    expect(gitYaml.dirty).toBe(true);
    expect(`${gitYaml.shortSha}-d${gitYaml.diffHash}`).toBe(ws.codeId);
  });

  it('records that there is no git', () => {
    const dir = track(tempDir('nogit'));
    const ws = new Workspace({ ...config, logging: { file: false } }, { cwd: dir, ...MAIN }).initialize();
    expect(parse(readMeta(ws, METADATA_FILES.git))).toEqual({ available: false });
    expect(existsSync(join(ws.metadataDir, METADATA_FILES.gitDiff))).toBe(false);
    expect(existsSync(ws.logsDir)).toBe(false);
  });

  it('writes nothing outside the main process, decided from RANK', () => {
    const dir = track(tempDir('ranks'));
    const worker = new Workspace(config, { cwd: dir, env: { RANK: '1' }, now: NOW }).initialize();
    expect(worker.isMain).toBe(false);
    expect(existsSync(worker.root)).toBe(false);

    const main = new Workspace(config, { cwd: dir, env: { RANK: '0' }, now: NOW });
    expect(main.isMain).toBe(true);
    expect(main.dir).toBe(worker.dir);
    expect(new Workspace(config, { cwd: dir, env: {} }).isMain).toBe(true);
  });

  it('lets an explicit isMain override RANK', () => {
    const dir = track(tempDir('override'));
    const forced = new Workspace(config, { cwd: dir, env: { RANK: '3' }, isMain: true, now: NOW }).initialize();
    expect(existsSync(forced.metadataDir)).toBe(true);
    const silenced = new Workspace({ ...config, lineage: 'quiet' }, { cwd: dir, env: {}, isMain: false }).initialize();
    expect(existsSync(silenced.dir)).toBe(false);
  });
});
