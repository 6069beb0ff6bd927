import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

import { configDiff, configId, loadConfig } from '../../../src/config/index.js';
import { runCli } from '../../support/cli.js';

describe('torchrunner config', () => {
  test('prints the resolved config as YAML, its id and its difference from the defaults', () => {
    const r = runCli(['config', 'configs/mnist.yaml', '--optim.lr', '3e-4', '--epochs=3']);
    expect(r.status, r.stderr).toBe(0);
    const expected = loadConfig({ files: 'configs/mnist.yaml', argv: ['--optim.lr', '3e-4', '--epochs=3'] });
    // The whole output is valid YAML (id and diff are comments) and equals the resolved config.
    const printed = parse(r.stdout) as Record<string, unknown>;
    expect(printed).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(r.stdout).toContain(`# config id: ${configId(expected)}`);
    expect(r.stdout).toMatch(/# difference from the defaults:\n(#   .*\n)*#   epochs: 3\n/);
    expect(r.stdout).toContain('#     lr: 0.0003');
  });

  test('--id, --diff, --canonical and --json print one part each', () => {
    const expected = loadConfig({ files: 'configs/mnist.yaml', argv: ['--seed', '7'] });
    const id = runCli(['config', 'configs/mnist.yaml', '--seed', '7', '--id']);
    expect(id.status).toBe(0);
    expect(id.stdout).toBe(`${configId(expected)}\n`);
    const diff = runCli(['config', 'configs/mnist.yaml', '--diff', '--seed', '7']);
    expect(parse(diff.stdout)).toEqual(JSON.parse(JSON.stringify(configDiff(expected))));
    const canonical = runCli(['config', 'configs/mnist.yaml', '--seed', '7', '--canonical']);
    expect(canonical.stdout).not.toContain('workspaceRoot');
    expect(parse(canonical.stdout)).toMatchObject({ seed: 7 });
    const json = JSON.parse(runCli(['config', 'configs/mnist.yaml', '--seed', '7', '--json']).stdout) as Record<string, unknown>;
    expect(json.configId).toBe(configId(expected));
    expect(json.diff).toEqual(JSON.parse(JSON.stringify(configDiff(expected))));
  });

  test('with no file, prints the defaults and an empty difference', () => {
    const r = runCli(['config']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('#   (none)');
    expect(r.stdout).toContain(`# config id: ${configId({})}`);
  });

  test('a second file comes through --config, later files winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-config-'));
    writeFileSync(join(dir, 'a.yaml'), 'seed: 1\nepochs: 2\n');
    writeFileSync(join(dir, 'b.yaml'), 'seed: 5\n');
    const r = runCli(['config', 'a.yaml', '--config', 'b.yaml', '--diff'], { cwd: dir });
    expect(r.status, r.stderr).toBe(0);
    expect(parse(r.stdout)).toEqual({ seed: 5, epochs: 2 });
  });

  test('an invalid config lists every problem with suggestions and exits 2', () => {
    const r = runCli(['config', 'configs/mnist.yaml', '--optim.lrr', '1', '--epochs', '0']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('2 problems');
    expect(r.stderr).toContain('optim.lrr: unknown key; did you mean "lr"?');
    expect(r.stderr).toContain('epochs: got 0');
  });

  test('an unknown option is refused with the closest option or config key', () => {
    const flag = runCli(['config', 'configs/mnist.yaml', '--dif']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('unknown option or config key --dif; did you mean --diff?');
    expect(flag.stderr).toContain('torchrunner config --help');
    const key = runCli(['config', 'configs/mnist.yaml', '--epoch', '3']);
    expect(key.status).toBe(2);
    expect(key.stderr).toContain('did you mean --epochs?');
    const negated = runCli(['config', '--no-determinstic']);
    expect(negated.stderr).toContain('did you mean --deterministic?');
  });

  test('a missing file and an extra positional are clear errors', () => {
    const missing = runCli(['config', 'configs/nope.yaml']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('configs/nope.yaml');
    const extra = runCli(['config', 'configs/mnist.yaml', 'configs/base.yaml']);
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain('unexpected argument "configs/base.yaml"');
  });
});
