import { describe, expect, it } from 'vitest';
import { ConfigError, parseArgs, parseOverrides, parseOverrideValue } from '../../../src/config/index.js';

describe('parseOverrideValue', () => {
  it.each<[string, unknown]>([
    ['3e-4', 3e-4],
    ['3.0e-4', 3e-4],
    ['42', 42],
    ['-1', -1],
    ['true', true],
    ['false', false],
    ['null', null],
    ['~', null],
    ['[1, 2]', [1, 2]],
    ['[a, b]', ['a', 'b']],
    ['{a: 1}', { a: 1 }],
    ['adamw', 'adamw'],
    ['"42"', '42'],
    ['a: b', 'a: b'],
    ['#not-a-comment', '#not-a-comment'],
    ['', ''],
    ['path/to/file.pth', 'path/to/file.pth'],
  ])('reads %j as %j', (text, expected) => {
    expect(parseOverrideValue(text)).toEqual(expected);
  });
});

describe('parseOverrides', () => {
  it('reads every form into a nested object', () => {
    expect(
      parseOverrides([
        '--optim.lr', '3e-4',
        '--epochs=3',
        '--deterministic',
        '--no-logging.tensorboard',
        '--optim.betas', '[0.9, 0.95]',
        '--extra.note=a=b',
        '--maxGradNorm', '-1',
        '--autoResume',
      ]),
    ).toEqual({
      optim: { lr: 3e-4, betas: [0.9, 0.95] },
      epochs: 3,
      deterministic: true,
      logging: { tensorboard: false },
      extra: { note: 'a=b' },
      maxGradNorm: -1,
      autoResume: true,
    });
  });

  it('lets a later value of the same key win', () => {
    expect(parseOverrides(['--epochs', '1', '--epochs=2'])).toEqual({ epochs: 2 });
  });

  it('accepts an explicit boolean after a flag', () => {
    expect(parseOverrides(['--deterministic', 'false', '--skipNonfiniteGrad=true'])).toEqual({
      deterministic: false,
      skipNonfiniteGrad: true,
    });
  });

  it('reads kebab-case keys as camelCase, except under extra', () => {
    expect(parseOverrides(['--allow-config-change', 'optim.lr', '--checkpoint.keep-latest-k=2', '--extra.my-key', '1'])).toEqual({
      allowConfigChange: 'optim.lr',
      checkpoint: { keepLatestK: 2 },
      extra: { 'my-key': 1 },
    });
  });

  it('stops at --', () => {
    expect(parseOverrides(['--epochs', '1', '--', '--steps', '2'])).toEqual({ epochs: 1 });
  });

  it('rejects stray arguments, empty segments and value/mapping conflicts, all at once', () => {
    let error: unknown;
    try {
      parseOverrides(['train', '--optim..lr', '1', '--optim', 'adam', '--optim.lr', '1']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('Invalid command-line overrides (3 problems)');
    expect(message).toContain('unexpected argument "train"');
    expect(message).toContain('invalid override "--optim..lr"');
    expect(message).toContain('optim: cannot set optim.lr from --optim.lr');
  });
});

describe('parseArgs', () => {
  it('separates --config files from overrides', () => {
    expect(parseArgs(['-c', 'a.yaml', '--epochs', '2', '--config=b.yaml', '--config', 'c.yaml'])).toEqual({
      files: ['a.yaml', 'b.yaml', 'c.yaml'],
      overrides: { epochs: 2 },
    });
  });

  it('requires a file after --config', () => {
    expect(() => parseArgs(['--config'])).toThrow(/--config needs a file/);
    expect(() => parseArgs(['--config', '--epochs', '1'])).toThrow(ConfigError);
  });
});
