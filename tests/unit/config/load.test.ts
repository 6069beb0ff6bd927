import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadRawConfig, readConfigFile } from '../../../src/config/index.js';

let dir: string;

function write(name: string, text: string): string {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'torchrunner-config-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('readConfigFile', () => {
  it('inherits from extends, the file itself winning; mappings merge, lists replace', () => {
    write('base.yaml', [
      'seed: 1',
      'epochs: 5',
      'optim: { name: adam, lr: 0.001, betas: [0.8, 0.9] }',
      'dataloader: { batchSize: 8, splits: { train: { shuffle: true } } }',
    ].join('\n'));
    const child = write('child.yaml', [
      'extends: base.yaml',
      'epochs: 2',
      'optim: { lr: 0.01, betas: [0.9, 0.99] }',
      'dataloader: { splits: { val: { batchSize: 16 } } }',
    ].join('\n'));
    expect(readConfigFile(child)).toEqual({
      seed: 1,
      epochs: 2,
      optim: { name: 'adam', lr: 0.01, betas: [0.9, 0.99] },
      dataloader: { batchSize: 8, splits: { train: { shuffle: true }, val: { batchSize: 16 } } },
    });
  });

  it('resolves extends relative to the file, recursively, and in list order', () => {
    write('shared/root.yaml', 'seed: 1\nlineage: root\nepochs: 1\n');
    write('shared/mid.yaml', 'extends: root.yaml\nseed: 2\n');
    write('shared/other.yaml', 'seed: 3\nexperiment: other\n');
    const leaf = write('exp/leaf.yaml', 'extends: [../shared/mid.yaml, ../shared/other.yaml]\nepochs: 4\n');
    expect(readConfigFile(leaf)).toEqual({ seed: 3, lineage: 'root', epochs: 4, experiment: 'other' });
  });

  it('reports an extends cycle with the chain of files', () => {
    write('a.yaml', 'extends: b.yaml\n');
    write('b.yaml', 'extends: c.yaml\n');
    write('c.yaml', 'extends: a.yaml\n');
    expect(() => readConfigFile(join(dir, 'a.yaml'))).toThrow(/extends cycle: .*a\.yaml -> .*b\.yaml -> .*c\.yaml -> .*a\.yaml/);
  });

  it('reports a file extending itself', () => {
    write('self.yaml', 'extends: ./self.yaml\n');
    expect(() => readConfigFile(join(dir, 'self.yaml'))).toThrow(/extends cycle/);
  });

  it('reports a missing parent with the file that named it', () => {
    write('child.yaml', 'extends: missing.yaml\n');
    expect(() => readConfigFile(join(dir, 'child.yaml'))).toThrow(/missing\.yaml: cannot read \(extended from .*child\.yaml\): ENOENT/);
  });

  it('reports invalid YAML, a non-mapping document and a bad extends value', () => {
    write('broken.yaml', 'epochs: [1, 2\n');
    write('list.yaml', '- 1\n- 2\n');
    write('bad-extends.yaml', 'extends: 3\n');
    expect(() => readConfigFile(join(dir, 'broken.yaml'))).toThrow(/broken\.yaml: not valid YAML: /);
    expect(() => readConfigFile(join(dir, 'list.yaml'))).toThrow(/list\.yaml: got a list; expected a mapping/);
    expect(() => readConfigFile(join(dir, 'bad-extends.yaml'))).toThrow(/bad-extends\.yaml: extends: got 3; expected a file path or a list of file paths/);
  });

  it('reads an empty file as an empty mapping', () => {
    expect(readConfigFile(write('empty.yaml', '# nothing yet\n'))).toEqual({});
  });
});

describe('loadConfig precedence', () => {
  beforeEach(() => {
    write('base.yaml', 'seed: 1\nepochs: 1\naccumSteps: 1\nprecision: fp32\nlogInterval: 1\noptim: { name: adam, lr: 0.1 }\n');
    write('exp.yaml', 'extends: base.yaml\nepochs: 2\naccumSteps: 2\nprecision: bf16\n');
    write('more.yaml', 'accumSteps: 3\n');
  });

  it('applies base < extending file < later file < object < command line', () => {
    const config = loadConfig({
      cwd: dir,
      files: ['exp.yaml', 'more.yaml'],
      object: { precision: 'fp16', logInterval: 5 },
      argv: ['--logInterval', '7', '--optim.lr=3e-4'],
    });
    expect(config.seed).toBe(1); // base only
    expect(config.epochs).toBe(2); // extending file over base
    expect(config.accumSteps).toBe(3); // later file over earlier file
    expect(config.precision).toBe('fp16'); // object over files
    expect(config.logInterval).toBe(7); // command line over object
    expect(config.optim).toMatchObject({ name: 'adam', lr: 3e-4 }); // override merges into the section
  });

  it('takes --config files from argv after the listed files', () => {
    const config = loadConfig({ cwd: dir, files: 'more.yaml', argv: ['--config', 'exp.yaml'] });
    expect(config.accumSteps).toBe(2);
  });

  it('lets null on the command line reset a key to its default', () => {
    const config = loadConfig({ cwd: dir, files: 'exp.yaml', argv: ['--epochs', 'null', '--steps', '100'] });
    expect(config.epochs).toBeUndefined();
    expect(config.steps).toBe(100);
  });

  it('reports unknown override paths with did-you-mean and names the sources', () => {
    expect(() => loadConfig({ cwd: dir, files: 'exp.yaml', argv: ['--optim.lrr', '1', '--epoch', '3'] })).toThrow(
      /Invalid config from exp\.yaml, command line \(2 problems\):\n {2}optim\.lrr: unknown key; did you mean "lr"\?\n {2}epoch: unknown key; did you mean "epochs"\?/,
    );
  });

  it('reports values from different sources together', () => {
    let error: unknown;
    try {
      loadConfig({ cwd: dir, files: 'exp.yaml', object: { seed: -1 }, argv: ['--steps', '5'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.path).sort()).toEqual(['seed', 'steps']);
  });

  it('merges without validating in loadRawConfig', () => {
    expect(loadRawConfig({ object: { anything: 1 }, argv: ['--more=2'] })).toEqual({ anything: 1, more: 2 });
  });
});
