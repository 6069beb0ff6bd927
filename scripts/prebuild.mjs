#!/usr/bin/env node
// `npm run prebuilt` (not `prebuild`, which npm would run before every `npm run build`): builds the addon from source and stores it in prebuilds/<platform>/ with a
// manifest (platform, libtorch version, the Node-API version it needs, the Node it was built
// on, sha256 of the native sources and of the addon), which scripts/install.mjs checks before
// using it. One addon serves every Node with that Node-API version.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fileSha256, nativeSourceFiles, nativeSourcesHash, platformKey, requiredNapiVersion, torchVersion } from './prebuilt.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const torchDir = process.env.Torch_DIR ?? '/usr/lib/x86_64-linux-gnu/cmake/Torch';
const libtorch = torchVersion(torchDir);
if (!libtorch) {
  console.error(`prebuild: no TorchConfigVersion.cmake under ${torchDir}; set Torch_DIR`);
  process.exit(1);
}
const built = spawnSync(process.execPath, [join(root, 'scripts', 'install.mjs'), '--force'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, Torch_DIR: torchDir },
});
if (built.status !== 0) process.exit(built.status ?? 1);

const platform = platformKey();
const out = join(root, 'prebuilds', platform);
mkdirSync(out, { recursive: true });
const addon = join(out, 'torchrunner.node');
copyFileSync(join(root, 'build', 'Release', 'torchrunner.node'), addon);
const manifest = {
  platform,
  libtorch,
  napi: requiredNapiVersion(root),
  node: process.versions.node,
  sourcesSha256: nativeSourcesHash(root),
  addonSha256: fileSha256(addon),
  files: nativeSourceFiles(root),
};
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prebuild: wrote ${addon} (libtorch ${libtorch}, Node-API ${manifest.napi}, sources ${manifest.sourcesSha256.slice(0, 12)})`);
