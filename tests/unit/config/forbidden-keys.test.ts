import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ConfigError, deepMerge, loadConfig, loadRawConfig, parseOverrides, readConfigFile, validateConfig } from '../../../src/config/index.js';

let dir: string;
const prototypeKeys = () => [...Object.getOwnPropertyNames(Object.prototype)].sort();
let keysBefore: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'torchrunner-forbidden-'));
  keysBefore = prototypeKeys();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  // whatever a test did, Object.prototype must be exactly as it was
  expect(prototypeKeys()).toEqual(keysBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** The ConfigError a call throws (fails the test when it does not throw one). */
function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('__proto__, constructor and prototype keys are rejected', () => {
  it.each([
    [['--__proto__.polluted', '1'], '__proto__.polluted', '__proto__'],
    [['--__proto__.polluted=1'], '__proto__.polluted', '__proto__'],
    [['--extra.__proto__.x', '1'], 'extra.__proto__.x', '__proto__'],
    [['--extra.constructor.prototype.polluted', '1'], 'extra.constructor.prototype.polluted', 'constructor'],
    [['--optim.prototype', '1'], 'optim.prototype', 'prototype'],
    [['--no-__proto__.polluted'], '__proto__.polluted', '__proto__'],
  ])('on the command line: %j', (argv, path, key) => {
    const error = errorOf(() => loadConfig({ argv }));
    expect(error.problems).toEqual([{ path, message: expect.stringContaining(`the key "${key}" is not allowed`) }]);
    expect(error.message).toContain(path);
    expect(() => parseOverrides(argv)).toThrow(ConfigError);
  });

  it('lists every bad override at once and leaves good ones alone', () => {
    const error = errorOf(() => parseOverrides(['--__proto__.a', '1', '--epochs', '2', '--extra.constructor', '3']));
    expect(error.problems.map((p) => p.path)).toEqual(['__proto__.a', 'extra.constructor']);
  });

  it('in a YAML file, at any depth and inside lists', () => {
    const file = write('bad.yaml', ['epochs: 1', 'extra:', '  list:', '    - { ok: 1 }', '    - { __proto__: { polluted: 1 } }', 'optim: { constructor: { prototype: { x: 1 } } }'].join('\n'));
    const error = errorOf(() => readConfigFile(file));
    expect(error.problems.map((p) => p.path)).toEqual([`${file}: extra.list[1].__proto__`, `${file}: optim.constructor`]);
    expect(error.message).toMatch(/extra\.list\[1\]\.__proto__: the key "__proto__" is not allowed/);
    expect(() => loadConfig({ files: file })).toThrow(/optim\.constructor: the key "constructor" is not allowed/);
  });

  it('in a file reached through extends, naming the file it was extended from', () => {
    write('parent.yaml', '__proto__: { polluted: true }\n');
    const child = write('child.yaml', 'extends: parent.yaml\nepochs: 1\n');
    const error = errorOf(() => loadConfig({ files: child }));
    expect(error.message).toMatch(/parent\.yaml: __proto__: the key "__proto__" is not allowed.*extended from .*child\.yaml/);
  });

  it('in a config object passed in code', () => {
    const object = JSON.parse('{"epochs": 1, "extra": {"nested": {"__proto__": {"polluted": 1}}}}') as Record<string, unknown>;
    expect(() => loadConfig({ object })).toThrow(/extra\.nested\.__proto__: the key "__proto__" is not allowed/);
    expect(() => loadRawConfig({ object: { extra: { prototype: 1 } } })).toThrow(/extra\.prototype/);
    expect(() => validateConfig(object)).toThrow(/extra\.nested\.__proto__/);
  });

  it('deepMerge keeps a __proto__ key as data, never as a prototype', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect((merged as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('ordinary keys that merely contain the words still work', () => {
    const config = loadConfig({ argv: ['--extra.constructorName', 'x', '--extra.my_prototype', '1'] });
    expect(config.extra).toEqual({ constructorName: 'x', my_prototype: 1 });
  });
});
