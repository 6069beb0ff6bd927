import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { REPO, runCli } from '../../support/cli.js';

describe('torchrunner (top level)', () => {
  test('--help lists every subcommand with examples and exits 0', () => {
    const r = runCli(['--help']);
    expect(r.status).toBe(0);
    for (const name of ['train', 'config', 'ckpt', 'launch']) expect(r.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(r.stdout).toContain('Examples:');
    expect(runCli(['-h']).stdout).toBe(r.stdout);
  });

  test('no arguments prints the usage on stderr and exits 2', () => {
    const r = runCli([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Usage: torchrunner <command>');
  });

  test('an unknown subcommand is refused with the closest one', () => {
    const r = runCli(['trian', 'x.js']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "trian"; did you mean train?');
    expect(r.stderr).toContain('torchrunner --help');
    const far = runCli(['frobnicate']);
    expect(far.status).toBe(2);
    expect(far.stderr).toContain('unknown command "frobnicate"');
    expect(far.stderr).not.toContain('did you mean');
  });

  test('an unknown top-level option is refused with the closest one', () => {
    const r = runCli(['--hlep']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown option "--hlep"; did you mean --help?');
  });

  test('help on something that is not a command says so, with the closest command', () => {
    const r = runCli(['help', 'ckp']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no help on "ckp": not a command; did you mean ckpt?');
  });

  test('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    const r = runCli(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  test('each subcommand has its own --help with examples, also through `help <command>`', () => {
    for (const name of ['train', 'config', 'ckpt']) {
      const r = runCli([name, '--help']);
      expect(r.status, name).toBe(0);
      expect(r.stdout).toContain(`Usage: torchrunner ${name}`);
      expect(r.stdout).toContain('Examples:');
      expect(runCli(['help', name]).stdout).toBe(r.stdout);
    }
  });
});

describe('torchrunner launch', () => {
  test('delegates to the launcher: its help, its workers with the rank environment, their exit status', () => {
    const help = runCli(['launch', '--help']);
    expect(help.status).toBe(0);
    expect(help.stderr).toContain('--nproc-per-node');

    const dir = mkdtempSync(join(tmpdir(), 'cli-launch-'));
    writeFileSync(join(dir, 'worker.mjs'), "console.log(`rank ${process.env.RANK} of ${process.env.WORLD_SIZE}`);\nprocess.exitCode = Number(process.argv[2] ?? 0);\n");
    const ok = runCli(['launch', '--nproc-per-node', '2', 'worker.mjs'], { cwd: dir });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('rank 0 of 2');
    expect(ok.stdout).toContain('rank 1 of 2');
    const failing = runCli(['launch', '--nproc-per-node', '1', 'worker.mjs', '3'], { cwd: dir });
    expect(failing.status).toBe(3);
  });
});
