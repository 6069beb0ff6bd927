// The native build's use of the Node headers installed beside the running Node (no download).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

// @ts-expect-error: a plain ESM script without declarations
import { headersVersion, withNodeHeaders } from '../../scripts/node-headers.mjs';

const dir = mkdtempSync(join(tmpdir(), 'node-headers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Node install prefix with bin/node and, for a version, the headers of that version. */
function prefix(name: string, version: string | null): { prefix: string; node: string } {
  const p = join(dir, name);
  mkdirSync(join(p, 'bin'), { recursive: true });
  if (version !== null) {
    const [major, minor, patch] = version.split('.');
    mkdirSync(join(p, 'include', 'node'), { recursive: true });
    writeFileSync(join(p, 'include', 'node', 'node.h'), '');
    writeFileSync(join(p, 'include', 'node', 'node_version.h'), `#define NODE_MAJOR_VERSION ${major}\n#define NODE_MINOR_VERSION ${minor}\n#define NODE_PATCH_VERSION ${patch}\n`);
  }
  return { prefix: p, node: join(p, 'bin', 'node') };
}

describe('the native build finds Node headers beside the running Node', () => {
  test('names the prefix as npm_config_nodedir when its headers are this version, so cmake-js downloads nothing', () => {
    const own = prefix('own', '20.20.2');
    expect(headersVersion(own.prefix)).toBe('20.20.2');
    const env = withNodeHeaders({ PATH: '/bin' }, own.node, '20.20.2');
    expect(env).toEqual({ PATH: '/bin', npm_config_nodedir: own.prefix });
  });

  test('leaves the environment alone for headers of another version, no headers, or a nodedir the user set', () => {
    const other = prefix('other', '18.19.0');
    const none = prefix('none', null);
    const env = { PATH: '/bin' };
    expect(withNodeHeaders(env, other.node, '20.20.2')).toBe(env);
    expect(headersVersion(none.prefix)).toBeNull();
    expect(withNodeHeaders(env, none.node, '20.20.2')).toBe(env);
    const chosen = { npm_config_nodedir: '/opt/node' };
    expect(withNodeHeaders(chosen, prefix('chosen', '20.20.2').node, '20.20.2')).toBe(chosen);
  });
});
