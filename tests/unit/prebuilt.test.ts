// The prebuilt addon shipped in prebuilds/ and the install script's decision to use it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

// @ts-expect-error: a plain ESM script without declarations
import * as prebuilt from '../../scripts/prebuilt.mjs';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'prebuilds', 'linux-x64');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, any>;
const DEBIAN_TORCH = '/usr/lib/x86_64-linux-gnu/cmake/Torch';

describe('the prebuilt addon', () => {
  test('its manifest names the platform, libtorch and Node-API version it was built for, the sources it was built from, and the addon', () => {
    for (const field of prebuilt.MANIFEST_FIELDS) expect(manifest, field).toHaveProperty(field);
    expect(manifest.platform).toBe('linux-x64');
    expect(manifest.libtorch).toMatch(/^1\.13\.\d+$/);
    expect(manifest.napi).toBe(prebuilt.requiredNapiVersion(root));
    expect(manifest).not.toHaveProperty('nodeAbi');
    expect(manifest.sourcesSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files).toContain('CMakeLists.txt');
    expect(manifest.files).toContain('native/src/addon.cc');
    expect(prebuilt.fileSha256(join(dir, 'torchrunner.node'))).toBe(manifest.addonSha256);
    if (existsSync(DEBIAN_TORCH)) expect(prebuilt.torchVersion(DEBIAN_TORCH)).toBe(manifest.libtorch);
  });

  test('the packed package carries it', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('prebuilds');
    expect(pkg.files).toContain('scripts/prebuilt.mjs');
  });

  test('install uses it only when platform, libtorch, sources and Node-API match; otherwise it builds from source and says why', () => {
    const here = { manifest, platform: 'linux-x64', libtorch: manifest.libtorch, sourcesSha256: manifest.sourcesSha256, napi: manifest.napi };
    expect(prebuilt.prebuiltDecision(here).use).toBe(true);
    // Any Node that offers the Node-API version: Node 20 (9) to 26 (10) alike.
    for (const napi of ['9', '10', '11']) expect(prebuilt.prebuiltDecision({ ...here, napi }).use, napi).toBe(true);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sourcesSha256: '0'.repeat(64) }, /native sources differ/],
      [{ libtorch: '2.1.0' }, /built against libtorch 1\.13\.\d+, found 2\.1\.0/],
      [{ libtorch: null }, /declares no version/],
      [{ platform: 'darwin-arm64' }, /for linux-x64, this is darwin-arm64/],
      [{ napi: '1' }, /needs Node-API/],
      [{ manifest: null }, /no prebuilt addon/],
      [{ manifest: { ...manifest, addonSha256: undefined } }, /lacks 'addonSha256'/],
    ];
    for (const [change, reason] of cases) {
      const d = prebuilt.prebuiltDecision({ ...here, ...change });
      expect(d.use, JSON.stringify(change)).toBe(false);
      expect(d.reason).toMatch(reason);
    }
  });

  test('the sources hash covers every native source and CMakeLists.txt, by content', () => {
    const files = prebuilt.nativeSourceFiles(root) as string[];
    expect(files[0]).toBe('CMakeLists.txt');
    expect(files.filter((f) => f.startsWith('native/src/')).length).toBeGreaterThan(10);
    expect(prebuilt.nativeSourcesHash(root)).toMatch(/^[0-9a-f]{64}$/);
  });
});
