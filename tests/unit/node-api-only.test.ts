// The addon calls Node-API only, so that one binary loads on every Node with Node-API 9 or
// later (20, 22, 24, 26) and builds as C++17 whatever V8's headers require.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { torch } from '../../src/index.js';
import { flushAdoption } from '../../src/torch/tensor.js';
import { collectGarbage } from '../support/memory.js';

const root = join(import.meta.dirname, '..', '..');
const addon = join(root, 'build', 'Release', 'torchrunner.node');

function dynamicSymbols(file: string, undefinedOnly: boolean): string[] {
  const out = execFileSync('nm', ['-D', ...(undefinedOnly ? ['--undefined-only'] : ['--defined-only']), file], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.split('\n').map((l) => l.trim().split(/\s+/).pop() ?? '').filter(Boolean);
}

describe('the native addon is Node-API only', () => {
  test('no native source includes V8 or Node headers or names V8', () => {
    const dir = join(root, 'native', 'src');
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/#include\s*[<"](v8|node|uv)\.h[>"]|v8::|node::/);
    }
  });

  test('the built addon imports no V8 or Node C++ symbols', () => {
    const cpp = dynamicSymbols(addon, true).filter((s) => /^_ZN(K)?(2v8|4node)/.test(s));
    expect(cpp).toEqual([]);
  });

  test('every Node-API function the addon imports is exported by the running Node', () => {
    const wanted = dynamicSymbols(addon, true).filter((s) => /^(napi|node_api)_/.test(s));
    expect(wanted.length).toBeGreaterThan(50);
    const exported = new Set(dynamicSymbols(process.execPath, false));
    expect(wanted.filter((s) => !exported.has(s))).toEqual([]);
  });

  test('the build declares its Node-API version, so cmake-js compiles against Node-API headers and never a Node install', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { binary?: { napi_versions?: number[] } };
    expect(pkg.binary?.napi_versions).toEqual([9]);
    expect(Number(process.versions.napi)).toBeGreaterThanOrEqual(9);
  });

  test('a collection releases the tensors it collects during the collection (Node-API experimental level)', async () => {
    const garbage = () => {
      for (let i = 0; i < 5; i++) torch.ones([4]);
    };
    garbage();
    flushAdoption();
    await new Promise((r) => setImmediate(r)); // a later job: nothing of this one keeps them alive
    const before = torch.memoryStats().live;
    collectGarbage();
    expect(torch.memoryStats().live).toBeLessThanOrEqual(before - 5);
  });
});
